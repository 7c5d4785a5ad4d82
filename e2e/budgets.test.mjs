// JavaScript budgets, on bytes: every built page loaded in headless Chromium from the gzip
// server of npm run serve and the bench (scripts/serve.mjs), counting the gzip-encoded bytes of every
// script the page itself loads: the <script> tags of its HTML and the chunks Gatsby's runtime
// then requests for it (page template, async components). Measured in the browser because the
// HTML alone does not say which chunks the runtime adds. Left out, with reason: chunks Gatsby
// prefetches for *linked* pages (<link rel="prefetch">, type "other", lowest priority, not run
// here): they are the next page's cost; and inline scripts, which are part of the HTML's bytes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startGzipSite } from '../scripts/bench/gzip-server.mjs';
import { isSearchRequest, measureFirstQuery } from '../scripts/bench/search-weight.mjs';
import { measurePage } from '../scripts/bench/weight.mjs';
import { builtRoutes, inPool, launch, SWEEP_CONCURRENCY } from './harness.mjs';

const KB = 1024;
const HOME_BUDGET = 100 * KB;
const PAGE_BUDGET = 120 * KB; // docs, blog and every other page
const API_BUDGET = 250 * KB;
/** Everything the first search fetches: the dialog's chunk, Pagefind's script and WebAssembly, the index parts. */
const FIRST_QUERY_BUDGET = 150 * KB;

export const budgetOf = (route) => (route === '/' ? HOME_BUDGET : route === '/api' || route.startsWith('/api/') ? API_BUDGET : PAGE_BUDGET);

/**
 * Strings that only the library's own code contains (error messages and class names it
 * writes at run time), checked in the JavaScript each page loads. Mermaid diagrams are
 * rendered to SVG at build time, so its runtime belongs on no page; Redoc and its
 * styled-components only on /api; zod (the content schemas) on none.
 */
const LIBRARIES = {
  Redoc: { markers: ['redoc-markdown', 'redoc-wrap'], source: 'node_modules/redoc/bundles/redoc.browser.lib.js' },
  'styled-components': { markers: ['data-styled'], source: 'node_modules/styled-components/dist/styled-components.browser.cjs.js' },
  mermaid: { markers: ['suppressErrorRendering', 'Syntax error in text'], source: 'node_modules/mermaid/dist/mermaid.min.js' },
  // The content schemas validate at build time; browser code imports only their types.
  zod: { markers: ['invalid_intersection_types', 'not_multiple_of'], source: 'node_modules/zod/v3/ZodError.js' },
};

const contentsCache = new Map();
function contentsOf(url) {
  const file = path.join('public', decodeURIComponent(new URL(url).pathname));
  if (!contentsCache.has(file)) contentsCache.set(file, fs.readFileSync(file, 'utf8'));
  return contentsCache.get(file);
}

/** The libraries whose markers appear in `source`. */
const librariesIn = (source) => Object.entries(LIBRARIES).filter(([, lib]) => lib.markers.some((m) => source.includes(m))).map(([name]) => name);

const routes = fs.existsSync('public/index.html') ? builtRoutes() : [];
let site;
let browser;

before(async () => {
  site = await startGzipSite('public');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

describe('library markers', () => {
  for (const [name, lib] of Object.entries(LIBRARIES)) {
    it(`recognise ${name}'s own code`, () => {
      assert.deepEqual(librariesIn(fs.readFileSync(lib.source, 'utf8')).filter((n) => n === name), [name], `${lib.source} has none of ${lib.markers.join(', ')}`);
    });
  }
});

const measured = new Map();
/** One load per route, shared by its two tests. */
function measure(route) {
  if (!measured.has(route)) measured.set(route, measurePage(browser, site.base + route));
  return measured.get(route);
}

describe('JavaScript of every page (gzip, as loaded in the browser)', () => {
  // Every page loaded a few at a time up front (each in its own context, so its bytes are its own);
  // a load that fails is reported by the route's own tests.
  before(async () => {
    await inPool(routes, SWEEP_CONCURRENCY, (route) => measure(route).catch(() => undefined));
  });

  it('has the built site to sweep', () => {
    assert.ok(routes.length > 10, 'public/ has no built site: run npm run build first');
  });

  for (const route of routes) {
    it(`${route}: no zod or mermaid code, no Redoc unless /api`, async () => {
      const { scripts } = await measure(route);
      assert.ok(scripts.length > 0, `${route} loaded no script at all: the measurement is broken`);
      const foreign = scripts.flatMap(({ url }) => librariesIn(contentsOf(url)).map((name) => `${name} in ${new URL(url).pathname}`));
      if (route === '/api') {
        // Redoc loads on the reader's first interaction (src/theme/ApiReferenceIsland), not with the page.
        assert.deepEqual(foreign, [], '/api loads Redoc (or another library) before any interaction');
        // The check can fail: the page that does use Redoc is seen to load it once pointed at.
        const page = await browser.newPage();
        try {
          const loaded = [];
          page.on('response', (response) => response.url().endsWith('.js') && loaded.push(response.url()));
          await page.goto(`${site.base}/api`, { waitUntil: 'networkidle' });
          // The island listens once React has hydrated the page.
          await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60000 });
          await page.mouse.move(10, 10);
          await page.mouse.move(200, 300);
          await page.waitForSelector('[data-api-ready]', { state: 'attached', timeout: 30000 });
          await page.waitForLoadState('networkidle');
          const redoc = loaded.filter((url) => librariesIn(contentsOf(url)).includes('Redoc'));
          assert.ok(redoc.length > 0, `/api loads no Redoc code after an interaction?\n${loaded.join('\n')}`);
        } finally {
          await page.close();
        }
      } else {
        assert.deepEqual(foreign, [], `${route} loads code of a library it does not use`);
      }
    });

    it(`${route}: no search code or index (it loads when search is opened)`, async () => {
      const { scripts } = await measure(route);
      assert.deepEqual(scripts.map((s) => s.url).filter(isSearchRequest), []);
      const chunks = scripts.filter(({ url }) => contentsOf(url).includes('Search the documentation')).map((s) => new URL(s.url).pathname);
      assert.deepEqual(chunks, [], `${route} loads the search dialog's code with the page`);
    });

    it(`${route}: within ${kb(budgetOf(route))}`, async () => {
      const { js, scripts } = await measure(route);
      const list = scripts.map((s) => `  ${kb(s.bytes).padStart(9)}  ${new URL(s.url).pathname}`).join('\n');
      assert.ok(js <= budgetOf(route), `${route} loads ${kb(js)} of JavaScript (gzip), over its ${kb(budgetOf(route))} budget:\n${list}`);
    });
  }
});

describe('the first search (gzip, as fetched in the browser)', () => {
  it('has a marker that finds the dialog chunk (so the check above can fail)', () => {
    const dialogChunks = fs.readdirSync('public').filter((f) => /^search-dialog-[0-9a-f]{20}\.js$/.test(f));
    assert.equal(dialogChunks.length, 1, 'one search-dialog chunk in public/');
    assert.ok(fs.readFileSync(path.join('public', dialogChunks[0]), 'utf8').includes('Search the documentation'));
  });

  for (const query of ['snmp', 'GET /api/status']) {
    it(`"${query}" from /docs/intro fetches at most ${kb(FIRST_QUERY_BUDGET)}: dialog, engine and index parts`, async () => {
      const { bytes, requests, beforeOpening, results } = await measureFirstQuery(browser, site.base, { route: '/docs/intro', query });
      assert.deepEqual(beforeOpening, [], 'search loaded before it was opened');
      assert.ok(results > 0, `no results for "${query}"`);
      const list = requests.map((r) => `  ${kb(r.bytes).padStart(9)}  ${new URL(r.url).pathname}`).join('\n');
      assert.ok(requests.some((r) => r.url.endsWith('/pagefind/pagefind.js')), `the engine was not fetched?\n${list}`);
      assert.ok(bytes <= FIRST_QUERY_BUDGET, `the first search fetched ${kb(bytes)} (gzip), over ${kb(FIRST_QUERY_BUDGET)}:\n${list}`);
      console.log(`first search "${query}": ${kb(bytes)} gzip in ${requests.length} requests\n${list}`);
    });
  }
});
