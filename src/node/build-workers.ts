import os from 'os';

/** From this many docs a worker per core pays for itself: it did not at 500 docs and did at 2,000 (1,000 is not a measured crossing point). */
export const DOCS_FOR_EVERY_CORE = 1000;

/**
 * How `gatsby build` spreads its page queries (each doc's compile to HTML, src/node/docs/doc-html.ts),
 * its HTML rendering and its minifiers (terser, CSS) over processes. Gatsby starts GATSBY_CPU_COUNT - 1
 * worker processes (at least one), runs the queries in them when there are two cores or more, then
 * starts the workers again before the HTML, whose first pages wait for the new ones to load.
 *  - A large site: one worker per core (GATSBY_CPU_COUNT is the cores plus one). By default, on two
 *    cores, the main process, which in those steps only hands out work, left half the machine idle.
 *  - A small site: GATSBY_CPU_COUNT=1. Gatsby then runs the queries in its main process, which has
 *    the schema built, and renders the HTML in the one worker it started with the build, loaded
 *    long before: a warm build with one doc edited spent 2.1 s of its HTML step on rendering one page,
 *    nearly all of it waiting for the restarted worker, and its queries started a worker's schema.
 * Either is left alone when the user set GATSBY_CPU_COUNT.
 */
export function buildWorkers(docs: number, env: NodeJS.ProcessEnv = process.env): string {
  if (env.GATSBY_CPU_COUNT !== undefined) return `as GATSBY_CPU_COUNT=${env.GATSBY_CPU_COUNT} says`;
  if (docs < DOCS_FOR_EVERY_CORE) {
    env.GATSBY_CPU_COUNT = '1';
    return `1, the queries in the main process (${docs} docs, under ${DOCS_FOR_EVERY_CORE}: src/node/build-workers.ts)`;
  }
  const cores = os.availableParallelism();
  env.GATSBY_CPU_COUNT = String(cores + 1);
  return `${cores} (one per core for ${docs} docs, src/node/build-workers.ts)`;
}
