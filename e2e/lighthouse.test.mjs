// Lighthouse best practices and SEO at 100 on the bench's pages, served by the bench's gzip
// server, on Lighthouse's mobile preset, one run each. Performance is measured by npm run bench
// (mobile and desktop), not gated here: it depends on how busy the machine is. Accessibility is
// not run here: Lighthouse's score is axe-core on fewer rules than the sweep (e2e/sweep.test.mjs)
// runs on every route in both modes.
// Why not the desktop preset too: of these two categories' audits, font-size applies only to
// mobile, image-size-responsive is stricter at mobile's pixel ratio (1.75 against 1), and the rest
// read the document, headers and console, which do not change with the screen; the sweep checks
// the console of every route at desktop width. The desktop runs took half of this suite's time.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startGzipSite } from '../scripts/bench/gzip-server.mjs';
import { runLighthouse, startChromium } from '../scripts/bench/lighthouse.mjs';
import { benchPages } from '../scripts/bench/pages.mjs';

const CATEGORIES = ['best-practices', 'seo'];
const routes = fs.existsSync('public/index.html') ? benchPages('public') : [];
let site;
let chrome;

before(async () => {
  site = await startGzipSite('public');
  chrome = await startChromium();
});

after(async () => {
  await chrome?.close();
  await site?.close();
});

function report(result) {
  return Object.entries(result.failing)
    .flatMap(([category, audits]) => audits.map((a) => `${category}: ${a.id} (${a.title}), score ${a.score}${a.items.map((item) => `\n    ${item}`).join('')}`))
    .join('\n');
}

describe('Lighthouse: best practices and SEO at 100', () => {
  it('has the six pages', () => {
    assert.equal(routes.length, 6, 'public/ has no built site: run npm run build first');
  });

  for (const route of routes) {
    it(`${route} (mobile)`, async () => {
      const result = await runLighthouse(chrome.port, site.base + route, { preset: 'mobile', categories: CATEGORIES });
      const below = CATEGORIES.filter((c) => result.scores[c] !== 100).map((c) => `${c} ${result.scores[c]}`);
      assert.deepEqual(below, [], `${route} (mobile): ${below.join(', ')}\n${report(result)}`);
    });
  }
});
