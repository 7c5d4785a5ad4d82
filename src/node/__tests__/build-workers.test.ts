/** @jest-environment node */
import os from 'os';
import { DOCS_FOR_EVERY_CORE, buildWorkers } from '../build-workers';

describe('build workers', () => {
  it("runs a small site's queries in the main process and its HTML in one worker (GATSBY_CPU_COUNT=1)", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(buildWorkers(41, env)).toMatch(/^1, the queries in the main process \(41 docs/);
    expect(env.GATSBY_CPU_COUNT).toBe('1');
  });

  it('asks for one worker per core for a large site (Gatsby starts GATSBY_CPU_COUNT - 1)', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(buildWorkers(DOCS_FOR_EVERY_CORE, env)).toMatch(/one per core/);
    expect(env.GATSBY_CPU_COUNT).toBe(String(os.availableParallelism() + 1));
  });

  it('keeps what the user set', () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: '2' };
    expect(buildWorkers(5000, env)).toBe('as GATSBY_CPU_COUNT=2 says');
    expect(env.GATSBY_CPU_COUNT).toBe('2');
  });
});
