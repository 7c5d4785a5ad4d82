import os from 'os';

/** From this many docs a worker per core pays for itself: it did not at 500 docs and did at 2,000 (1,000 is not a measured crossing point). */
export const DOCS_FOR_EVERY_CORE = 1000;

/**
 * How many worker processes `gatsby build` runs its page queries (each doc's compile to HTML,
 * src/node/docs/doc-html.ts), its HTML rendering and its minifiers (terser, CSS) in. Gatsby starts
 * one fewer than the physical cores, keeping one for the main process, which in those steps only
 * hands out work: on 2 cores, half the machine idled. For a large site, one worker per core instead:
 * GATSBY_CPU_COUNT (Gatsby starts GATSBY_CPU_COUNT - 1) is set to the cores plus one, unless the
 * user set it. A small site stays with the default: a second worker costs more than it saves.
 */
export function workOnEveryCore(docs: number, env: NodeJS.ProcessEnv = process.env): string {
  if (env.GATSBY_CPU_COUNT !== undefined) return `as GATSBY_CPU_COUNT=${env.GATSBY_CPU_COUNT} says`;
  if (docs < DOCS_FOR_EVERY_CORE) return `Gatsby's default (${docs} docs, under ${DOCS_FOR_EVERY_CORE}: src/node/build-workers.ts)`;
  const cores = os.availableParallelism();
  env.GATSBY_CPU_COUNT = String(cores + 1);
  return `${cores} (one per core for ${docs} docs, src/node/build-workers.ts)`;
}
