// The budgets that need more than a route's first load. Every route's own JavaScript (its budget,
// and no code of a library it does not use) is weighed by the sweep as it loads the route
// (e2e/sweep.test.mjs); the budgets and markers are in e2e/budgets.mjs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startGzipSite } from '../scripts/bench/gzip-server.mjs';
import { measureFirstQuery } from '../scripts/bench/search-weight.mjs';
import { contentsOf, FIRST_QUERY_BUDGET, kb, LIBRARIES, librariesIn, loadedResources } from './budgets.mjs';
import { launch } from './harness.mjs';

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

describe('library markers', () => {
  for (const [name, lib] of Object.entries(LIBRARIES)) {
    it(`recognise ${name}'s own code`, () => {
      assert.deepEqual(librariesIn(fs.readFileSync(lib.source, 'utf8')).filter((n) => n === name), [name], `${lib.source} has none of ${lib.markers.join(', ')}`);
    });
  }
});

// The sweep checks, from the page's Resource Timing entries, that /api loads no Redoc with the page.
// This shows that the check can fail: read the same way once the reader has moved the pointer over
// the page, the entries do hold Redoc's code.
it('/api loads Redoc after the first interaction, as its Resource Timing entries show', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(`${site.base}/api`, { waitUntil: 'networkidle' });
    // The island listens once React has hydrated the page (src/theme/ApiReferenceIsland).
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60000 });
    const before = (await loadedResources(page)).filter((r) => r.script && librariesIn(contentsOf(r.url)).includes('Redoc'));
    assert.deepEqual(before, [], 'Redoc loaded before any interaction');
    await page.mouse.move(10, 10);
    await page.mouse.move(200, 300);
    await page.waitForSelector('[data-api-ready]', { state: 'attached', timeout: 30000 });
    await page.waitForLoadState('networkidle');
    const scripts = (await loadedResources(page)).filter((r) => r.script);
    const redoc = scripts.filter((r) => librariesIn(contentsOf(r.url)).includes('Redoc'));
    assert.ok(redoc.length > 0 && redoc.every((r) => r.bytes > 0), `/api loads no Redoc code after an interaction?\n${scripts.map((r) => `${r.bytes} ${r.url}`).join('\n')}`);
  } finally {
    await page.close();
  }
});

describe('the first search (gzip, as fetched in the browser)', () => {
  it('has a marker that finds the dialog chunk (so the sweep\'s check can fail)', () => {
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
