// Search figures: the bytes the first query fetches (gzip: dialog, engine, index parts) and the
// time from typing it to the results being shown, on the built site; and the size of the index
// Pagefind wrote. Reported only: the byte budget that fails is in e2e/budgets.test.mjs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { measureFirstQuery } from './search-weight.mjs';

export const SEARCH_BENCH_QUERIES = ['snmp', 'proton retention', 'GET /api/status'];
/** At scale, also two words of the generated docs' vocabulary, which match thousands of pages. */
export const SCALE_BENCH_QUERIES = [...SEARCH_BENCH_QUERIES, 'partition retention'];

/** Every file of the index, raw and gzip (level 6, as the gzip server sends it). */
export function indexSize(siteDir) {
  const dir = path.join(siteDir, 'pagefind');
  let files = 0;
  let raw = 0;
  let gzip = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const data = fs.readFileSync(file);
        files++;
        raw += data.length;
        gzip += zlib.gzipSync(data, { level: 6 }).length;
      }
    }
  };
  walk(dir);
  return { files, rawKB: Math.round((raw / 1024) * 10) / 10, gzipKB: Math.round((gzip / 1024) * 10) / 10 };
}

export async function benchSearch(base, siteDir, { route = '/docs/intro', queries: wanted = SEARCH_BENCH_QUERIES } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const queries = [];
    for (const query of wanted) {
      const m = await measureFirstQuery(browser, base, { route, query });
      queries.push({ query, route, firstQueryKB: Math.round((m.bytes / 1024) * 10) / 10, requests: m.requests.length, keystrokeToResultsMs: m.ms, results: m.results });
    }
    return { index: indexSize(siteDir), queries };
  } finally {
    await browser.close();
  }
}
