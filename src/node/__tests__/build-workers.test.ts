/** @jest-environment node */
import os from 'os';
import { DOCS_FOR_EVERY_CORE, workOnEveryCore } from '../build-workers';

describe('build workers', () => {
  it("leaves Gatsby's default for a small site", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(workOnEveryCore(41, env)).toMatch(/^Gatsby's default \(41 docs/);
    expect(env.GATSBY_CPU_COUNT).toBeUndefined();
  });

  it('asks for one worker per core for a large site (Gatsby starts GATSBY_CPU_COUNT - 1)', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(workOnEveryCore(DOCS_FOR_EVERY_CORE, env)).toMatch(/one per core/);
    expect(env.GATSBY_CPU_COUNT).toBe(String(os.availableParallelism() + 1));
  });

  it('keeps what the user set', () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: '2' };
    expect(workOnEveryCore(5000, env)).toBe('as GATSBY_CPU_COUNT=2 says');
    expect(env.GATSBY_CPU_COUNT).toBe('2');
  });
});
