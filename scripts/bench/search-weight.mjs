// The first search on a page, as a reader on a gzip host sees it: the encoded bytes of every
// request made from the moment the Search button is clicked until the results of the first query
// are shown and the network is idle (the dialog's chunk, Pagefind's script and WebAssembly, the
// index parts the query needs), and the time from typing the query to the results. Used by
// e2e/budgets.test.mjs (the byte budget) and by the bench (bytes and time, reported only).

/** True for what only search loads: the dialog's chunk and anything under /pagefind/. */
export const isSearchRequest = (url) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/pagefind/') || /^\/search-dialog-[0-9a-f]{20}\.js$/.test(pathname);
};

export async function measureFirstQuery(browser, base, { route = '/docs/intro', query = 'snmp' } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests = [];
  const pending = [];
  let opened = false;
  const onFinished = (request) => {
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        requests.push({ url: request.url(), bytes: responseBodySize, afterOpening: opened });
      }),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    await page.goto(base + route, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const beforeOpening = requests.filter((r) => isSearchRequest(r.url)).map((r) => r.url);
    opened = true;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('combobox', { name: 'Search docs, blog and API' });
    await input.waitFor();
    const status = page.getByRole('dialog').getByRole('status');
    const start = Date.now();
    await input.fill(query);
    await status.filter({ hasText: `for “${query}”` }).waitFor({ timeout: 30000 });
    const ms = Date.now() - start;
    const results = await page.getByRole('dialog').getByRole('option').count();
    await page.waitForLoadState('networkidle');
    // Sizes are read while the page is open (see measurePage in ./weight.mjs).
    page.off('requestfinished', onFinished);
    await Promise.all(pending);
    const fetched = requests.filter((r) => r.afterOpening);
    return { bytes: fetched.reduce((n, r) => n + r.bytes, 0), requests: fetched, beforeOpening, ms, results };
  } finally {
    page.off('requestfinished', onFinished);
    for (const p of pending) p.catch(() => {});
    await context.close();
  }
}
