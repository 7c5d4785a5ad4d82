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
  return `${cores} (one per core for ${docs} docs, ${workerHeap(docs, env)}, src/node/build-workers.ts)`;
}

/**
 * The old-space limit of the workers of a large site, through NODE_OPTIONS, which Gatsby's workers
 * inherit (the main process has started by then, so it keeps its own). Why: a query worker's live
 * heap is small, but V8, far below its default limit, let garbage pile up. Heap snapshots of a
 * worker near the end of its queries held 124 MB live at 2,000 docs and 152 MB at 10,000, about
 * 7 KB more per doc it ran; its memory meanwhile grew from 250 MB to 750-1,000 MB. With a 1,024 MB
 * limit, V8 collected sooner: at 10,000 docs the workers stayed under 490 MB each and the query
 * step's peak fell from 2,913 to 2,144 MB (PSS, the whole build; the queries took 61 s, not 69 s).
 * The limit is four times the live heap expected at this size (150 MB and 7 KB a doc), and never
 * under 1,024 MB, so a larger site gets room in proportion; a limit the user set in NODE_OPTIONS is kept.
 */
function workerHeap(docs: number, env: NodeJS.ProcessEnv): string {
  if (/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) return 'their heap limit as NODE_OPTIONS says';
  const expectedLiveMb = 150 + (docs * 7) / 1024;
  const limit = Math.max(WORKER_HEAP_MIN_MB, Math.ceil(4 * expectedLiveMb));
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${limit}`.trim();
  return `a heap limit of ${limit} MB each`;
}

/** The smallest old-space limit a large site's workers get (workerHeap). */
export const WORKER_HEAP_MIN_MB = 1024;
