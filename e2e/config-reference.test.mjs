// The configuration reference of ServiceRadar's config files (issue 44), on the built site, as a
// reader uses it: a config block in a guide links to its file's page; the page lists every key with
// an anchor and the guides that show the file; the sidebar has a category of them; search finds a key.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { axeViolations, browserAndSites, openAsReader } from './harness.mjs';

const suite = browserAndSites('public');
let browser;
let site;
before(async () => {
  await suite.ready;
  ({ browser, sites: [site] } = suite);
});

const open = (path, { theme = 'light', width = 1280, height = 900, touch = false } = {}) =>
  openAsReader(browser, site, path, { theme, screen: { width, height, hasTouch: touch, isMobile: touch } });

describe('configuration reference', () => {
  for (const theme of ['light', 'dark']) {
    it(`a config block links to its file's page, which has every key with an anchor and links back (${theme})`, async () => {
      const { context, page, problems } = await open('/docs/installation', { theme });
      const link = page.getByRole('link', { name: 'core.json reference' }).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL(/\/docs\/reference\/core-json$/);
      await page.getByRole('heading', { level: 1, name: 'core.json reference' }).waitFor();
      // A key's heading, with its own anchor, its type, default and source line.
      const heading = page.locator('h3', { hasText: /^jwt_expiration in auth$/ });
      assert.equal(await heading.count(), 1);
      const id = await heading.getAttribute('id');
      assert.ok(id, 'the key has an anchor');
      const facts = await heading.locator('xpath=following-sibling::*[1]').locator('p').first().innerText();
      assert.match(facts, /Type: string/);
      assert.match(facts, /Default: 24h/);
      assert.match(facts, /Source: pkg\/models\/config\.go:\d+/);
      // Back to the guides that show the file.
      const back = page.getByRole('link', { name: /^Installation Guide/ });
      assert.equal(await back.getAttribute('href'), '/docs/installation#4-core-core-host');
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('has a sidebar category with one page per config file, on a phone too', async () => {
    const { context, page, problems } = await open('/docs/reference/poller-json', { width: 390, height: 844, touch: true });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    const category = page.getByRole('navigation', { name: 'Docs sidebar' }).last();
    const links = await category.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')).filter((h) => h.startsWith('/docs/reference/')));
    assert.equal(links.length, 16, links.join(' '));
    assert.ok(links.includes('/docs/reference/poller-json') && links.includes('/docs/reference/zen-consumer-json'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('search finds a key by its name', async () => {
    const { context, page, problems } = await open('/docs/intro');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    for (const [key, route] of [
      ['jwt_expiration', '/docs/reference/core-json'],
      ['results_interval', '/docs/reference/poller-json'],
    ]) {
      await page.getByRole('combobox', { name: 'Search docs, blog and API' }).fill(key);
      await dialog.getByRole('status').filter({ hasText: `for “${key}”` }).waitFor({ timeout: 20000 });
      // Results come grouped by page: the reference is among the first three pages.
      const pages = await dialog.locator('[role="group"]').evaluateAll((groups) => groups.map((g) => g.querySelector('[role="option"]')?.closest('a[href]')?.getAttribute('href') ?? ''));
      assert.ok(pages.slice(0, 3).some((h) => h.startsWith(route)), `${key}: ${pages.join(', ')}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
});
