// The JavaScript budgets and the library markers, shared by the sweep (which weighs every route as
// it loads it: e2e/sweep.test.mjs) and the budgets suite (the markers' own check, /api's Redoc on
// interaction and the first search: e2e/budgets.test.mjs).
//
// A route's JavaScript is the gzip-encoded bytes of every script the page itself loads, served by
// scripts/serve.mjs as readers get it: the <script> tags of its HTML and the chunks Gatsby's runtime
// then requests for it (page template, async components). Read in the browser because the HTML
// alone does not say which chunks the runtime adds. Left out, with reason: chunks Gatsby
// prefetches for *linked* pages (<link rel="prefetch">, lowest priority, not run here): they are
// the next page's cost; and inline scripts, which are part of the HTML's bytes.
import fs from 'node:fs';
import path from 'node:path';

const KB = 1024;
const HOME_BUDGET = 100 * KB;
const PAGE_BUDGET = 120 * KB; // docs, blog and every other page
const API_BUDGET = 250 * KB;
/** Everything the first search fetches: the dialog's chunk, Pagefind's script and WebAssembly, the index parts. */
export const FIRST_QUERY_BUDGET = 150 * KB;

export const budgetOf = (route) => (route === '/' ? HOME_BUDGET : route === '/api' || route.startsWith('/api/') ? API_BUDGET : PAGE_BUDGET);

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Strings that only the library's own code contains (error messages and class names it
 * writes at run time), checked in the JavaScript each page loads. Mermaid diagrams are
 * rendered to SVG at build time, so its runtime belongs on no page; Redoc and its
 * styled-components only on /api, after the reader's first interaction; zod (the content
 * schemas) on none.
 */
export const LIBRARIES = {
  Redoc: { markers: ['redoc-markdown', 'redoc-wrap'], source: 'node_modules/redoc/bundles/redoc.browser.lib.js' },
  'styled-components': { markers: ['data-styled'], source: 'node_modules/styled-components/dist/styled-components.browser.cjs.js' },
  mermaid: { markers: ['suppressErrorRendering', 'Syntax error in text'], source: 'node_modules/mermaid/dist/mermaid.min.js' },
  // The content schemas validate at build time; browser code imports only their types.
  zod: { markers: ['invalid_intersection_types', 'not_multiple_of'], source: 'node_modules/zod/v3/ZodError.js' },
};

/** The libraries whose markers appear in `source`. */
export const librariesIn = (source) =>
  Object.entries(LIBRARIES)
    .filter(([, lib]) => lib.markers.some((m) => source.includes(m)))
    .map(([name]) => name);

const contentsCache = new Map();
/** The text of a script the browser fetched from the built site (public/). */
export function contentsOf(url) {
  const file = path.join('public', decodeURIComponent(new URL(url).pathname));
  if (!contentsCache.has(file)) contentsCache.set(file, fs.readFileSync(file, 'utf8'));
  return contentsCache.get(file);
}

/**
 * What the page's document fetched, from the browser's Resource Timing entries: each URL, whether a
 * <script> element asked for it (the HTML's own tags and the chunks Gatsby's runtime adds; a
 * <link rel="prefetch"> is a "link") and its gzip body size. The sweep loads the routes one after
 * another in one browser context, so a script may come from the cache: its entry still gives the
 * body's encoded size (transferSize would be 0), the same bytes as a load in an empty context to
 * within the HTTP framing (0.2 %). Reading it costs nothing; loading every route again in a context
 * of its own for its bytes took as long as the sweep itself.
 */
export async function loadedResources(page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ url: e.name, script: e.initiatorType === 'script', bytes: e.encodedBodySize })),
  );
}
