// Browser tests of the API reference (/api): Redoc, server-rendered from openapi/serviceradar.yaml.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import YAML from 'yaml';
import { launch, startSite, watch } from './harness.mjs';

const BRAND = 'rgb(24, 144, 255)'; // #1890ff
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const spec = YAML.parse(fs.readFileSync('openapi/serviceradar.yaml', 'utf8'));
const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => ({ method, route, ...item[method] })),
);
const schemaNames = Object.keys(spec.components.schemas);

let site;
let browser;

before(async () => {
  site = await startSite();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

async function open(route, { width = 1280, height = 900, dark = false, javaScriptEnabled = true } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled });
  if (dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  // Every console error and failed request counts, 404s included.
  const watcher = { problems: watch(page, site.base) };
  const response = await page.goto(site.base + route, { waitUntil: 'networkidle' });
  return { context, page, watcher, response };
}

/**
 * The section is at the top of the window, just below the sticky navbar, and stays the one
 * Redoc marks as current (its scroll spy rewrites the URL hash to the section it sees first).
 */
async function assertScrolledTo(page, id) {
  await page.waitForFunction((expected) => decodeURI(location.hash) === `#${expected}`, id);
  // The scroll may still be moving on a busy machine: wait until the section sits under the
  // navbar (a condition, not a fixed delay), then check the scroll spy kept the hash.
  const settled = await page
    .waitForFunction(
      (expected) => {
        const section = document.querySelector(`[data-section-id="${expected}"]`);
        const navbar = document.querySelector('nav[aria-label="Main"]');
        return !!section && !!navbar && Math.abs(section.getBoundingClientRect().top - navbar.getBoundingClientRect().bottom) <= 2;
      },
      id,
      { timeout: 15000 },
    )
    .then(() => true, () => false);
  assert.equal(await page.evaluate(() => decodeURI(location.hash)), `#${id}`);
  const top = await page.locator(`[data-section-id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
  const navbarBottom = await page.getByRole('navigation', { name: 'Main' }).evaluate((el) => el.getBoundingClientRect().bottom);
  assert.ok(settled && Math.abs(top - navbarBottom) <= 2, `section at ${top}px, navbar ends at ${navbarBottom}px`);
}

const section = (page, operation) => page.locator(`[id="operation/${operation.operationId}"]`);
const style = (page, selector, property) => page.locator(selector).first().evaluate((el, p) => getComputedStyle(el)[p], property);

describe('API reference', () => {
  it('renders all 17 operations with their method, path and summary', async () => {
    assert.equal(operations.length, 17);
    const { context, page } = await open('/api');
    for (const operation of operations) {
      const el = section(page, operation);
      assert.ok(await el.isVisible(), `${operation.operationId} is not visible`);
      const text = await el.innerText();
      assert.ok(text.includes(operation.summary), `${operation.operationId}: no summary`);
      assert.match(text, new RegExp(`${operation.method}\\s*${operation.route.replace(/[{}]/g, '\\$&')}`, 'i'), `${operation.operationId}: no "${operation.method} ${operation.route}"`);
    }
    assert.equal(await page.title(), 'API | ServiceRadar');
    assert.ok(await page.locator('html.api-page').count(), 'page-type marker');
    assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible());
    assert.ok(await page.locator('footer').isVisible());
    await context.close();
  });

  it('is complete and styled in the HTML itself, without JavaScript', async () => {
    const { context, page, response } = await open('/api', { javaScriptEnabled: false });
    const html = await response.text();
    for (const operation of operations) {
      assert.ok(html.includes(`id="operation/${operation.operationId}"`), `${operation.operationId} missing from the HTML`);
      assert.ok(await section(page, operation).isVisible(), `${operation.operationId} hidden without JavaScript`);
    }
    for (const name of schemaNames) {
      assert.ok(html.includes(`id="schema/${name}"`), `schema ${name} missing from the HTML`);
    }
    // Redoc's CSS was collected on the server: the right-hand panel has its colour and the brand colour is in use.
    assert.ok(html.includes('data-styled'), 'no server-rendered styled-components stylesheet');
    assert.equal(await style(page, '.api-content [id^="operation/"] h2', 'fontFamily'), await style(page, 'body', 'fontFamily'));
    assert.equal(await style(page, '.api-content td[kind="field"]', 'borderLeftColor'), BRAND);
    await context.close();
  });

  it('uses the brand colour #1890ff in both colour modes', async () => {
    for (const dark of [false, true]) {
      const { context, page } = await open('/api', { dark });
      // The tree lines of schema fields and the frame of constraints such as "non-empty".
      assert.equal(await style(page, '.api-content td[kind="field"]', 'borderLeftColor'), BRAND, `dark=${dark}`);
      if (dark) assert.equal(await style(page, '.api-info a[download]', 'color'), BRAND, 'primary colour in dark mode');
      await context.close();
    }
  });

  it('follows the colour mode: stored, toggled, and with the JavaScript bundles blocked', async () => {
    const text = (page) => style(page, '.redoc-wrap', 'color');
    const menuBackground = (page) => style(page, '.menu-content', 'backgroundColor');

    const light = await open('/api');
    assert.equal(await text(light.page), 'rgb(28, 30, 33)');
    assert.equal(await menuBackground(light.page), 'rgb(255, 255, 255)');
    await light.page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    assert.equal(await light.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await text(light.page), 'rgb(227, 227, 227)');
    assert.equal(await menuBackground(light.page), 'rgb(24, 25, 27)');
    assert.deepEqual(light.watcher.problems, []);
    await light.context.close();

    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site.base}/api`);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await text(page), 'rgb(227, 227, 227)');
    assert.equal(await menuBackground(page), 'rgb(24, 25, 27)');
    await context.close();
  });

  it('hydrates and navigates with no console error or warning and no request to another origin', async () => {
    const { context, page, watcher } = await open('/api');
    // Redoc's menu answers clicks only once React has hydrated the server HTML, which on a busy
    // machine can come after the network is idle: like a reader whose first click did nothing,
    // click the group again until it opens (a click after hydration would close it, so only
    // while the entry is still hidden).
    const entry = page.locator('.menu-content').getByText("Get memory usage of a poller's host", { exact: true });
    for (let attempt = 0; attempt < 10 && !(await entry.isVisible()); attempt += 1) {
      await page.locator('.menu-content').getByText('Sysmon', { exact: true }).click();
      await entry.waitFor({ state: 'visible', timeout: 3000 }).catch(() => {});
    }
    await entry.click();
    await assertScrolledTo(page, 'tag/Sysmon/operation/getMemoryMetrics');
    // A client-side visit from the docs renders the reference too (no server HTML to hydrate then).
    await page.goto(`${site.base}/docs/web-ui`, { waitUntil: 'networkidle' });
    await page.locator('.markdown a[href="/api"]').first().click();
    await page.waitForURL(`${site.base}/api`);
    await section(page, operations[0]).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(watcher.problems, []);
    await context.close();
  });

  it('lands a link to a section just below the navbar, on load and from the docs', async () => {
    const { context, page, watcher } = await open('/api#tag/SRQL/operation/executeSrqlQuery');
    await assertScrolledTo(page, 'tag/SRQL/operation/executeSrqlQuery');
    await page.goto(`${site.base}/docs/srql-language-reference`, { waitUntil: 'networkidle' });
    await page.locator('.markdown a[href="/api#tag/SRQL"]').click();
    await assertScrolledTo(page, 'tag/SRQL');
    assert.deepEqual(watcher.problems, []);
    await context.close();
  });

  it('shows where the keyboard focus is inside Redoc', async () => {
    const { context, page } = await open('/api');
    const entry = page.locator('.menu-content li[data-item-id="tag/Pollers"]');
    await entry.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    assert.equal(await entry.evaluate((el) => el === document.activeElement), true);
    assert.equal(await entry.evaluate((el) => getComputedStyle(el).outlineColor), BRAND);
    assert.notEqual(await entry.evaluate((el) => getComputedStyle(el).outlineStyle), 'none');
    await context.close();
  });

  it('offers the spec for download from the same origin', async () => {
    const { context, page } = await open('/api');
    const href = await page.locator('.api-info a[download]').getAttribute('href');
    assert.equal(href, '/openapi/serviceradar.yaml');
    const response = await page.request.get(site.base + href);
    assert.equal(response.status(), 200);
    const published = YAML.parse(await response.text());
    assert.deepEqual(Object.keys(published.paths), Object.keys(spec.paths));
    await context.close();
  });

  it('lists the operations in the mobile menu below 997 px', async () => {
    const { context, page, watcher } = await open('/api', { width: 600 });
    assert.equal(await page.locator('.menu-content').isVisible(), false, "Redoc's own menu is hidden");
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'API reference' });
    for (const operation of operations) assert.ok(await menu.getByRole('link', { name: operation.summary }).count(), operation.summary);
    await menu.getByRole('link', { name: 'Get system status' }).click();
    assert.equal(await page.getByRole('dialog').isVisible(), false);
    await assertScrolledTo(page, 'tag/System/operation/getSystemStatus');
    assert.deepEqual(watcher.problems, []);
    await context.close();
  });

  it('is linked from the docs where the API is mentioned', async () => {
    for (const route of ['/docs/web-ui', '/docs/srql-language-reference']) {
      const html = fs.readFileSync(path.join('public', route, 'index.html'), 'utf8');
      assert.match(html, /href="\/api(#[^"]*)?"/, route);
    }
  });
});
