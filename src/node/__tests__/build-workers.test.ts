/** @jest-environment node */
import os from 'os';
import { DOCS_FOR_EVERY_CORE, WORKER_HEAP_MIN_MB, buildWorkers } from '../build-workers';

describe('build workers', () => {
  it("runs a small site's queries in the main process and its HTML in one worker (GATSBY_CPU_COUNT=1)", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(buildWorkers(41, env)).toMatch(/^1, the queries in the main process \(41 docs/);
    expect(env.GATSBY_CPU_COUNT).toBe('1');
    expect(env.NODE_OPTIONS).toBeUndefined();
  });

  it('asks for one worker per core for a large site (Gatsby starts GATSBY_CPU_COUNT - 1)', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(buildWorkers(DOCS_FOR_EVERY_CORE, env)).toMatch(/one per core/);
    expect(env.GATSBY_CPU_COUNT).toBe(String(os.availableParallelism() + 1));
  });

  it("limits a large site's workers' heap, more for more docs, and keeps a limit the user set", () => {
    const at = (docs: number, NODE_OPTIONS?: string) => {
      const env: NodeJS.ProcessEnv = { NODE_OPTIONS };
      const said = buildWorkers(docs, env);
      return { said, options: env.NODE_OPTIONS };
    };
    expect(at(10_000)).toEqual({ said: expect.stringContaining(`a heap limit of ${WORKER_HEAP_MIN_MB} MB each`), options: `--max-old-space-size=${WORKER_HEAP_MIN_MB}` });
    // 150 MB and 7 KB a doc, four times over: 100,000 docs would reach about 834 MB live.
    expect(at(100_000, '--enable-source-maps').options).toBe('--enable-source-maps --max-old-space-size=3335');
    expect(at(10_000, '--max-old-space-size=4096')).toEqual({ said: expect.stringContaining('as NODE_OPTIONS says'), options: '--max-old-space-size=4096' });
  });

  it('keeps what the user set', () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: '2' };
    expect(buildWorkers(5000, env)).toBe('as GATSBY_CPU_COUNT=2 says');
    expect(env.GATSBY_CPU_COUNT).toBe('2');
  });
});
