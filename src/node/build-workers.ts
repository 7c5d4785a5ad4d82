import os from 'os';

/**
 * From this many docs a worker per core pays for itself: measured, it did not at 500 docs and did
 * at 2,000 (below); 1,000 is between the two, not a measured crossing point.
 */
export const DOCS_FOR_EVERY_CORE = 1000;

/**
 * How many worker processes `gatsby build` runs its page queries (each doc's compile to HTML,
 * src/node/docs/doc-html.ts), its HTML rendering and its minifiers (terser, CSS) in.
 *
 * Gatsby starts one fewer than the machine's physical cores, keeping one for the main process;
 * but in those steps the main process only hands out work and waits. On a 2-core machine that
 * left one worker, and half the machine idle through the build's longest steps. For a large
 * site, one worker per core instead: GATSBY_CPU_COUNT is what Gatsby reads (its worker pool and
 * minifiers start GATSBY_CPU_COUNT - 1), so it is set to the cores plus one; a value the user
 * set is kept. Measured one build after the other on 2 cores: 2,000 docs, 154.7 s with one
 * worker and 130.2 s with two; 500 docs, 54.2 s and 56.6 s; this site (41 docs), a warm build
 * 11.1 s with one and 12.3 s with two, one doc edited 14.7 s and 17.3 s (starting the second
 * worker costs more than it saves).
 */
export function workOnEveryCore(docs: number, env: NodeJS.ProcessEnv = process.env): string {
  if (env.GATSBY_CPU_COUNT !== undefined) return `as GATSBY_CPU_COUNT=${env.GATSBY_CPU_COUNT} says`;
  if (docs < DOCS_FOR_EVERY_CORE) return `Gatsby's default (${docs} docs, under ${DOCS_FOR_EVERY_CORE}: src/node/build-workers.ts)`;
  const cores = os.availableParallelism();
  env.GATSBY_CPU_COUNT = String(cores + 1);
  return `${cores} (one per core for ${docs} docs, src/node/build-workers.ts)`;
}
