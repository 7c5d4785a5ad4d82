import os from 'os';

/**
 * How many worker processes `gatsby build` runs its page queries (each doc's compile to HTML,
 * src/node/docs/doc-html.ts), its HTML rendering and its minifiers (terser, CSS) in.
 *
 * Gatsby starts one fewer than the machine's physical cores, keeping one for the main process;
 * but in those steps the main process only hands out work and waits. On a 2-core machine that
 * left one worker, and half the machine idle through the build's longest steps. One worker per
 * core instead: GATSBY_CPU_COUNT is what Gatsby reads (its worker pool and minifiers start
 * GATSBY_CPU_COUNT - 1), so it is set to the cores plus one; a value the user set is kept.
 * Measured side by side in the README's Performance section.
 */
export function workOnEveryCore(env: NodeJS.ProcessEnv = process.env): string {
  if (env.GATSBY_CPU_COUNT !== undefined) return `as GATSBY_CPU_COUNT=${env.GATSBY_CPU_COUNT} says`;
  const cores = os.availableParallelism();
  env.GATSBY_CPU_COUNT = String(cores + 1);
  return `${cores} (one per core, src/node/build-workers.ts)`;
}
