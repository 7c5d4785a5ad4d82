// Search (src/theme/Search, src/theme/SearchDialog, src/node/output/search) on the built site, under the
// enforced CSP: the shortcuts with both platforms' modifiers, `/` left to text fields, focus
// handling, arrow keys and Enter, anchors reached, recent searches and clearing them, blocked
// storage, the ranking table of e2e/search-queries.mjs, "No results" for nonsense and results for
// near misses, results as links (Ctrl+click, middle click), API operations, nothing loaded before
// opening, axe with the dialog open in both colour modes at desktop and phone widths, and a phone
// (390 px, touch): the navbar's Search button, the dialog full-screen, Back to close it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { after, before, describe, it } from 'node:test';
import { createJiti } from 'jiti';
import { isSearchRequest } from '../scripts/bench/search-weight.mjs';
import { axeViolations, launch, openTab, ready, startSite, watch } from './harness.mjs';
import { NEAR_MISS_QUERIES, NONSENSE_QUERIES, SEARCH_QUERIES } from './search-queries.mjs';

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

const STORAGE_WARNING = 'console warning: Browser storage is not available';

/** A phone as people hold it: 390 px wide, touch, a mobile viewport. */
const PHONE = { width: 390, height: 844, touch: true };

async function open(route, { width = 1280, height = 900, touch = false, colorScheme, init, base = site.base } = {}) {
  const { context, page } = await openTab(browser, { viewport: { width, height }, colorScheme, hasTouch: touch, isMobile: touch }, init ? [init] : []);
  const problems = watch(page, base);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await ready(page);
  return { context, page, problems, requests };
}

const searchButton = (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' });
const dialogOf = (page) => page.getByRole('dialog', { name: 'Search the documentation' });
const inputOf = (page) => page.getByRole('combobox', { name: 'Search docs, blog and API' });
const statusOf = (page) => dialogOf(page).getByRole('status');
const isOpen = (page) => page.evaluate(() => Boolean(document.querySelector('dialog[open] input[role="combobox"]')));

/** Types a query and waits until the live region reports its results. */
async function search(page, query) {
  await inputOf(page).fill(query);
  await statusOf(page).filter({ hasText: `for “${query}”` }).waitFor({ timeout: 20000 });
  return statusOf(page).textContent();
}

/** The result groups in order: each page's title and the hrefs of its hits (the links they are). */
const groupsOf = (page) =>
  dialogOf(page).evaluate((dialog) =>
    [...dialog.querySelectorAll('[role="group"]')].map((g) => ({
      title: document.getElementById(g.getAttribute('aria-labelledby'))?.textContent ?? '',
      hrefs: [...g.querySelectorAll('[role="option"]')].map((o) => o.closest('a[href]')?.getAttribute('href') ?? `not a link: ${o.textContent}`),
    })),
  );

/** Whether one of the first three pages of results is `expect` (a route, or a route#anchor). */
function inTopThree(groups, expect) {
  const top = groups.slice(0, 3);
  const [route] = expect.split('#');
  return expect.includes('#') && !route.endsWith('/api') ? top.some((g) => g.hrefs.includes(expect)) : top.some((g) => g.hrefs.some((h) => h === expect || h.split('#')[0] === expect));
}

const describeTop = (groups) => groups.slice(0, 3).map((g) => `${g.title} [${g.hrefs.join(' ')}]`).join(' | ');

/**
 * A tap where the element is, as a finger taps. Playwright's tap() first scrolls the element into
 * view, and for the sticky navbar Chromium scrolls the page to where the navbar would be unstuck.
 */
async function tapOn(page, locator) {
  const box = await locator.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const focusedLabel = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? 'body');

describe('the index', () => {
  it('is built into public/pagefind, with no UI or worker of Pagefind left beside it', () => {
    assert.ok(fs.existsSync('public/pagefind/pagefind.js'), 'public/pagefind/pagefind.js: run npm run build');
    const files = fs.readdirSync('public/pagefind');
    assert.ok(files.some((f) => f.startsWith('wasm.')), files.join(', '));
    assert.deepEqual(files.filter((f) => /ui|worker|highlight/.test(f)), []);
  });
});

describe('the query table', () => {
  it('has at least 20 queries, none twice, each target page and anchor present in the built site', () => {
    assert.ok(SEARCH_QUERIES.length >= 20, `${SEARCH_QUERIES.length} queries`);
    assert.equal(new Set(SEARCH_QUERIES.map((q) => q.query.toLowerCase())).size, SEARCH_QUERIES.length);
    for (const { expect } of SEARCH_QUERIES) {
      const [route, anchor] = expect.split('#');
      const file = path.join('public', route, 'index.html');
      assert.ok(fs.existsSync(file), `${expect}: no ${file}`);
      if (anchor) assert.ok(fs.readFileSync(file, 'utf8').includes(`id="${anchor}"`), `${expect}: no id="${anchor}" in ${file}`);
    }
  });

  it('each query finds its page or section among the first three pages of results', async () => {
    const { context, page, problems } = await open('/docs/intro');
    await searchButton(page).click();
    const misses = [];
    for (const { query, expect } of SEARCH_QUERIES) {
      await search(page, query);
      const groups = await groupsOf(page);
      if (!inTopThree(groups, expect)) misses.push(`"${query}" → ${expect} not in the top 3: ${describeTop(groups)}`);
    }
    assert.deepEqual(misses, []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('says "No results" with a hint for nonsense, and still finds the page of each near miss', async () => {
    assert.ok(NONSENSE_QUERIES.length >= 10 && NEAR_MISS_QUERIES.length >= 10);
    const { context, page, problems } = await open('/docs/intro');
    await searchButton(page).click();
    const wrong = [];
    for (const query of NONSENSE_QUERIES) {
      const status = await search(page, query);
      const options = await dialogOf(page).getByRole('option').count();
      if (!status.startsWith(`No results for “${query}”`) || options) wrong.push(`"${query}": "${status}", ${options} options: ${describeTop(await groupsOf(page))}`);
      else if (!/check the spelling/i.test(status)) wrong.push(`"${query}": no hint in "${status}"`);
    }
    for (const { query, expect } of NEAR_MISS_QUERIES) {
      await search(page, query);
      const groups = await groupsOf(page);
      if (!inTopThree(groups, expect)) wrong.push(`"${query}" → ${expect} not in the top 3: ${describeTop(groups)}`);
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('matches prefixes, stems and folds case and accents', async () => {
    const { context, page, problems } = await open('/docs/intro');
    await searchButton(page).click();
    // "sweep" finds "Network Sweep"; "sweepin" (a prefix of "sweeping") still finds it.
    for (const query of ['SWEEP', 'sweepin', 'scanners', 'pollers', 'rétention']) {
      const status = await search(page, query);
      assert.match(status, /^\d+ results? on \d+ pages?/, `"${query}": ${status}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('shortcuts', () => {
  for (const modifier of ['Control', 'Meta']) {
    it(`${modifier}+K toggles search, from the page and from inside the dialog`, async () => {
      const { context, page, problems } = await open('/docs/intro');
      await page.keyboard.press(`${modifier}+k`);
      await inputOf(page).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'focus moved to the input');
      await page.keyboard.press(`${modifier}+k`);
      await dialogOf(page).waitFor({ state: 'detached' });
      await page.keyboard.press(`${modifier}+K`);
      await inputOf(page).waitFor();
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('the button shows ⌘K on Apple platforms and Ctrl K elsewhere', async () => {
    const linux = await open('/');
    assert.equal((await searchButton(linux.page).locator('kbd').textContent()).trim(), 'Ctrl K');
    await linux.context.close();
    const mac = await open('/', { init: () => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }) });
    assert.equal((await searchButton(mac.page).locator('kbd').textContent()).trim(), '⌘K');
    assert.equal(await searchButton(mac.page).getAttribute('aria-keyshortcuts'), 'Control+K Meta+K /');
    await mac.context.close();
  });

  it('/ opens search, but not while focus is in a text field', async () => {
    const { context, page, problems } = await open('/docs/intro');
    // The site's pages have no text field of their own; one is added as a reader's extension would.
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'A text field');
      document.querySelector('main').prepend(field);
      const area = document.createElement('textarea');
      area.setAttribute('aria-label', 'A text area');
      document.querySelector('main').prepend(area);
    });
    for (const name of ['A text field', 'A text area']) {
      await page.getByRole('textbox', { name }).focus();
      await page.keyboard.press('/');
      assert.equal(await isOpen(page), false, `/ in "${name}" opened search`);
      assert.equal(await page.getByRole('textbox', { name }).inputValue(), '/', 'the slash was typed into the field');
    }
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await inputOf(page).waitFor();
    assert.equal(await inputOf(page).inputValue(), '', 'the / that opened search is not typed into it');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('focus', () => {
  it('moves into the dialog, stays inside on Tab and Shift+Tab, returns to the button on Escape and on an outside click', async () => {
    const { context, page, problems } = await open('/docs/intro');
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    await inputOf(page).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await inDialog(), `Tab ${i + 1} left the dialog for ${await focusedLabel(page)}`);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      assert.ok(await inDialog(), `Shift+Tab ${i + 1} left the dialog`);
    }
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog');
    assert.equal(await focusedLabel(page), 'SearchCtrl K');

    // Escape closes even with text in the field (where Chrome would first clear it).
    await searchButton(page).click();
    await inputOf(page).fill('snmp');
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });

    // A click outside the panel (on the backdrop) closes it too.
    await searchButton(page).click();
    await inputOf(page).waitFor();
    await page.mouse.click(10, 880);
    await dialogOf(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('closing', () => {
  it('leaves the page where the reader scrolled it, on an address with an #anchor too (Escape, then Back)', async () => {
    const { context, page, problems } = await open('/docs/proton#retention');
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => document.getElementById('retention').getBoundingClientRect().top < -200);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Control+k');
    await inputOf(page).waitFor();
    // Were Gatsby's router to handle the popstate of a close, it would scroll to the anchor as it
    // re-renders: two frames after the dialog went, that has happened.
    const settled = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    await settled();
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'Escape: the page stayed where it was');
    await page.keyboard.press('Control+k');
    await inputOf(page).waitFor();
    await page.goBack();
    await dialogOf(page).waitFor({ state: 'detached' });
    await settled();
    assert.equal(page.url(), `${site.base}/docs/proton#retention`);
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'Back: the page stayed where it was');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('results', () => {
  it('are grouped by page with the section and a marked excerpt, from the second character, and announced', async () => {
    const { context, page, problems } = await open('/docs/intro');
    await searchButton(page).click();
    await inputOf(page).fill('s');
    await statusOf(page).filter({ hasText: 'at least 2 characters' }).waitFor();
    assert.equal(await dialogOf(page).getByRole('option').count(), 0);
    const status = await search(page, 'snmp');
    assert.match(status, /^\d+ results? on \d+ pages? for “snmp”$/);
    assert.equal(await statusOf(page).getAttribute('role'), 'status');
    const groups = await groupsOf(page);
    assert.ok(groups.length >= 2, JSON.stringify(groups));
    assert.equal(groups[0].title, 'SNMP Ingest Guide');
    assert.ok(groups[0].hrefs.some((h) => h.startsWith('/docs/snmp#')), `a section of the page: ${groups[0].hrefs}`);
    assert.ok((await dialogOf(page).locator('[role="option"] mark').count()) > 0, 'matched words are marked');
    const marked = (await dialogOf(page).locator('[role="option"] mark').first().textContent()).toLowerCase();
    assert.match(marked, /snmp/);

    await search(page, 'zzzzzz');
    assert.match(await statusOf(page).textContent(), /^No results for “zzzzzz”/);
    assert.equal(await dialogOf(page).getByRole('option').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('arrow keys move the active option and Enter opens it, reaching the section anchor', async () => {
    const { context, page, problems } = await open('/docs/intro');
    await searchButton(page).click();
    await search(page, 'proton retention');
    const input = inputOf(page);
    await page.keyboard.press('ArrowDown');
    const first = await input.getAttribute('aria-activedescendant');
    assert.ok(first, 'ArrowDown makes an option active');
    assert.equal(await page.locator(`[id="${first}"]`).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowDown');
    const second = await input.getAttribute('aria-activedescendant');
    assert.notEqual(second, first);
    await page.keyboard.press('ArrowUp');
    assert.equal(await input.getAttribute('aria-activedescendant'), first);
    // Down to the Retention section of /docs/proton, then Enter.
    const options = await dialogOf(page).locator('[role="option"]').evaluateAll((els) => els.map((el) => ({ id: el.id, href: el.closest('a[href]')?.getAttribute('href') })));
    const target = options.findIndex((o) => o.href === '/docs/proton#retention');
    assert.ok(target >= 0, JSON.stringify(options));
    while ((await input.getAttribute('aria-activedescendant')) !== options[target].id) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/proton#retention');
    await dialogOf(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const el = document.getElementById('retention');
      return el && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < innerHeight / 2;
    });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('an API operation is found and its section on /api is reached', async () => {
    const { context, page, problems } = await open('/blog');
    await searchButton(page).click();
    await search(page, 'GET /api/status');
    const groups = await groupsOf(page);
    assert.equal(groups[0].hrefs[0], '/api#tag/System/operation/getSystemStatus', JSON.stringify(groups));
    assert.match(groups[0].title, /GET \/api\/status/);
    await dialogOf(page).getByRole('option').first().click();
    await page.waitForURL('**/api#tag/System/operation/getSystemStatus');
    await page.waitForFunction(() => {
      const el = document.getElementById('tag/System/operation/getSystemStatus');
      return el && Math.abs(el.getBoundingClientRect().top) < innerHeight;
    }, undefined, { timeout: 20000 });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('searches the docs, the blog and the API, and not list or tag pages', async () => {
    const { context, page, problems } = await open('/docs/intro');
    await searchButton(page).click();
    const seen = new Set();
    for (const query of ['serviceradar', 'snmp', 'poller', 'scanner', 'welcome']) {
      await search(page, query);
      for (const g of await groupsOf(page)) for (const h of g.hrefs) seen.add(h.split('#')[0]);
    }
    const routes = [...seen];
    assert.ok(routes.some((r) => r.startsWith('/docs/')), routes.join(' '));
    assert.ok(routes.some((r) => r.startsWith('/blog/')), routes.join(' '));
    assert.ok(routes.includes('/api'), routes.join(' '));
    const unwanted = routes.filter((r) => /^\/blog(\/(page|tags|authors|archive)(\/|$)|$)|^\/docs\/tags|^\/404|^\/$/.test(r));
    assert.deepEqual(unwanted, []);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('results are links', () => {
  it('each result is a link to its page or section; Ctrl+click and middle click open it in a new tab and the dialog stays usable', async () => {
    const { context, page, problems } = await open('/docs/intro');
    await searchButton(page).click();
    await search(page, 'proton retention');
    const options = dialogOf(page).getByRole('option');
    const hrefs = await options.evaluateAll((els) => els.map((el) => el.closest('a[href]')?.getAttribute('href') ?? null));
    assert.ok(hrefs.length >= 2 && hrefs.every((h) => h?.startsWith('/')), `every option is a link: ${JSON.stringify(hrefs)}`);
    assert.ok(hrefs.includes('/docs/proton#retention'), JSON.stringify(hrefs));

    const opensInNewTab = async (index, clickOptions) => {
      const [popup] = await Promise.all([context.waitForEvent('page', { timeout: 10000 }), options.nth(index).click(clickOptions)]);
      await popup.waitForLoadState('domcontentloaded');
      const url = new URL(popup.url());
      assert.equal(url.pathname + url.hash, hrefs[index], `${JSON.stringify(clickOptions)} opened ${popup.url()}`);
      await popup.close();
      assert.equal(await isOpen(page), true, `the dialog stays open after ${JSON.stringify(clickOptions)}`);
      assert.equal(new URL(page.url()).pathname, '/docs/intro', 'this tab stays on its page');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'focus stays in the input');
    };
    await opensInNewTab(0, { modifiers: ['ControlOrMeta'] });
    await opensInNewTab(1, { button: 'middle' });
    // Ctrl+Enter on the active option, as Ctrl+click.
    await inputOf(page).press('ArrowDown');
    const activeHref = await page.locator(`[id="${await inputOf(page).getAttribute('aria-activedescendant')}"]`).getAttribute('href');
    const [popup] = await Promise.all([context.waitForEvent('page', { timeout: 10000 }), inputOf(page).press('ControlOrMeta+Enter')]);
    await popup.waitForLoadState('domcontentloaded');
    assert.equal(new URL(popup.url()).pathname + new URL(popup.url()).hash, activeHref);
    await popup.close();
    assert.equal(await isOpen(page), true, 'the dialog stays open after Ctrl+Enter');

    // Still usable: the query is there, the arrow keys and Enter open a result in this tab.
    assert.equal(await inputOf(page).inputValue(), 'proton retention');
    await page.keyboard.press('ArrowDown');
    const active = await inputOf(page).getAttribute('aria-activedescendant');
    const href = await page.locator(`[id="${active}"]`).getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === href);
    await dialogOf(page).waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('phone (390 px, touch)', () => {
  it('a tap on the navbar Search button opens the dialog full-screen; type, scroll, Back closes it; a tapped result opens', async () => {
    const { context, page, problems } = await open('/docs/intro', PHONE);
    const button = searchButton(page);
    assert.equal(await button.isVisible(), true, 'the navbar has a Search button at 390 px');
    // Down the page, then a little up, which brings back the navbar that hides on the way down.
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY >= 600);
    await page.mouse.wheel(0, -100);
    await page.waitForFunction(() => window.scrollY <= 500);
    await page.waitForSelector('nav[data-navbar-hidden="false"]');
    const scrolled = await page.evaluate(() => window.scrollY);
    await tapOn(page, button);
    await inputOf(page).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'focus in the input');
    const box = await dialogOf(page).boundingBox();
    assert.deepEqual([box.x, box.y, box.width, box.height].map(Math.round), [0, 0, PHONE.width, PHONE.height], 'full-screen');
    const fontSize = await inputOf(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    assert.ok(fontSize >= 16, `the input's font is ${fontSize}px: under 16px a phone zooms in on focus`);

    await page.keyboard.type('snmp');
    await statusOf(page).filter({ hasText: 'for “snmp”' }).waitFor({ timeout: 20000 });
    // More results than fit: the list scrolls inside the dialog to the last one.
    const last = dialogOf(page).getByRole('option').last();
    const bottom = async () => (await last.boundingBox()).y + (await last.boundingBox()).height;
    assert.ok((await bottom()) > PHONE.height, 'the results are longer than the screen');
    const region = dialogOf(page).getByRole('region', { name: 'Search results' });
    const regionBox = await region.boundingBox();
    await page.mouse.move(regionBox.x + regionBox.width / 2, regionBox.y + regionBox.height / 2);
    for (let i = 0; i < 20 && (await bottom()) > PHONE.height; i++) await page.mouse.wheel(0, 400);
    assert.ok((await bottom()) <= PHONE.height, 'the last result scrolled into view');
    assert.equal(await dialogOf(page).evaluate((d) => d.scrollWidth <= d.clientWidth), true, 'no sideways scrolling');

    // The back gesture closes the dialog and stays on the page, where the reader was.
    await page.goBack();
    await dialogOf(page).waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/docs/intro');
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the page did not move');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Search');

    // The Close button closes it too, focus back on the button.
    await tapOn(page, button);
    await inputOf(page).waitFor();
    await dialogOf(page).getByRole('button', { name: 'Close' }).tap();
    await dialogOf(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Search');
    assert.equal(new URL(page.url()).pathname, '/docs/intro');

    // A tapped result opens its page; Back from there returns to this page, dialog closed.
    await tapOn(page, button);
    await inputOf(page).waitFor();
    await page.keyboard.type('netflow');
    await statusOf(page).filter({ hasText: 'for “netflow”' }).waitFor({ timeout: 20000 });
    const href = await dialogOf(page).getByRole('option').first().evaluate((el) => el.closest('a[href]')?.getAttribute('href'));
    assert.match(href ?? '', /^\/docs\/netflow/);
    await dialogOf(page).getByRole('option').first().tap();
    await page.waitForURL((url) => url.pathname === '/docs/netflow');
    await dialogOf(page).waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/docs/intro');
    await ready(page);
    assert.equal(await isOpen(page), false, 'Back from the result does not reopen the dialog');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

/** The router has shown `pathname`: the URL is there and the page's own heading has rendered. */
async function arrivedAt(page, pathname) {
  await page.waitForURL((url) => url.pathname === pathname);
  await page.waitForFunction(
    (expected) => {
      const h1 = document.querySelector('main h1, article h1');
      return location.pathname === expected && h1 && document.title.includes(h1.textContent.trim());
    },
    pathname,
  );
  await page.waitForLoadState('networkidle');
}

describe('recent searches', () => {
  it('offers the last searches that led to a click when the box is empty, and clears them', async () => {
    const { context, page, problems } = await open('/docs/intro');
    for (const query of ['netflow', 'spiffe']) {
      await searchButton(page).click();
      await search(page, query);
      const target = new URL(await dialogOf(page).getByRole('option').first().locator('xpath=ancestor-or-self::a[1]').getAttribute('href'), page.url()).pathname;
      await dialogOf(page).getByRole('option').first().click();
      await dialogOf(page).waitFor({ state: 'detached' });
      // The next click on Search must land on the page the result led to, once it has rendered: a
      // click while the router is still swapping pages opened a dialog that the new page then
      // replaced (the retry seen in CI).
      await arrivedAt(page, target);
    }
    // A search without a click is not kept.
    await searchButton(page).click();
    await search(page, 'syslog');
    await page.keyboard.press('Escape');

    await searchButton(page).click();
    await statusOf(page).filter({ hasText: '2 recent searches' }).waitFor();
    const list = dialogOf(page).getByRole('listbox', { name: 'Recent searches' });
    assert.deepEqual(await list.locator('[role="option"] > span:first-child').allTextContents(), ['spiffe', 'netflow']);
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('search-recent')));
    assert.deepEqual(stored.map((r) => r.query), ['spiffe', 'netflow']);
    // Arrow keys and Enter work on them too.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await arrivedAt(page, '/docs/netflow');

    await searchButton(page).click();
    await dialogOf(page).getByRole('button', { name: 'Clear recent searches' }).click();
    assert.equal(await dialogOf(page).getByRole('option').count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('search-recent')), null);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'focus back in the input');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('with storage blocked, search still works and nothing is offered (one warning, no error)', async () => {
    const { context, page, problems } = await open('/docs/intro', {
      init: () => Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('blocked', 'SecurityError'); } }),
    });
    await searchButton(page).click();
    await search(page, 'netflow');
    await dialogOf(page).getByRole('option').first().click();
    await page.waitForURL((url) => url.pathname === '/docs/netflow');
    await searchButton(page).click();
    await inputOf(page).waitFor();
    assert.equal(await dialogOf(page).getByRole('option').count(), 0);
    await search(page, 'spiffe');
    assert.ok((await groupsOf(page)).length > 0);
    // The storage helper's one warning (the colour mode reads storage too); nothing else.
    assert.ok(problems.length >= 1 && problems.every((p) => p.startsWith(STORAGE_WARNING)), problems.join('\n'));
    assert.equal(problems.length, 1, problems.join('\n'));
    await context.close();
  });
});

describe('loading', () => {
  it('nothing of search is loaded with a page; hovering the button loads the dialog, opening it the engine', async () => {
    const { context, page, problems, requests } = await open('/docs/intro');
    assert.deepEqual(requests.filter(isSearchRequest), [], 'search code or index loaded with the page');
    await searchButton(page).hover();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/search-dialog-[0-9a-f]{20}\.js$/.test(e.name)));
    assert.deepEqual(requests.filter((u) => u.includes('/pagefind/')), [], 'the engine waits for the dialog to open');
    await searchButton(page).click();
    await search(page, 'snmp');
    const loaded = requests.filter((u) => u.includes('/pagefind/')).map((u) => new URL(u).pathname);
    assert.ok(loaded.includes('/pagefind/pagefind.js'), loaded.join(' '));
    assert.ok(loaded.some((u) => /\/pagefind\/wasm\.en\.pagefind$/.test(u)), loaded.join(' '));
    assert.ok(loaded.some((u) => u.endsWith('.pf_index')), loaded.join(' '));
    assert.deepEqual(problems, [], 'no CSP violation, no request elsewhere');
    await context.close();
  });
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark']) {
    it(`axe finds nothing with the dialog open and results shown (${colorScheme})`, async () => {
      const { context, page, problems } = await open('/docs/intro', { init: `localStorage.setItem('theme', ${JSON.stringify(colorScheme)})` });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), colorScheme);
      await searchButton(page).click();
      await search(page, 'snmp');
      await page.keyboard.press('ArrowDown');
      const results = await axeViolations(page, { include: ['dialog[open]'] });
      assert.deepEqual(results.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
      await search(page, 'qqxzvvkw');
      const none = await axeViolations(page, { include: ['dialog[open]'] });
      assert.deepEqual(none.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], 'no results');
      // Recent searches, with their Clear button.
      await search(page, 'snmp');
      await dialogOf(page).getByRole('option').first().click();
      await dialogOf(page).waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.pathname !== '/docs/intro');
      await ready(page);
      await searchButton(page).click();
      await dialogOf(page).getByRole('button', { name: 'Clear recent searches' }).waitFor();
      const recent = await axeViolations(page, { include: ['dialog[open]'] });
      assert.deepEqual(recent.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
      assert.deepEqual(problems, []);
      await context.close();
    });

    it(`axe finds nothing on a phone: the navbar with its Search button, and the dialog with results (${colorScheme})`, async () => {
      const { context, page, problems } = await open('/docs/intro', { ...PHONE, init: `localStorage.setItem('theme', ${JSON.stringify(colorScheme)})` });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), colorScheme);
      const navbar = await axeViolations(page, { include: ['nav[aria-label="Main"]'] });
      assert.deepEqual(navbar.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
      await tapOn(page, searchButton(page));
      await inputOf(page).fill('snmp');
      await statusOf(page).filter({ hasText: 'for “snmp”' }).waitFor({ timeout: 20000 });
      const results = await axeViolations(page, { include: ['dialog[open]'] });
      assert.deepEqual(results.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
      // Nonsense on the phone too: "No results" and the hint, on screen.
      const status = await search(page, 'zzyzx quorble');
      assert.match(status, /^No results for “zzyzx quorble”\. Check the spelling/);
      const box = await statusOf(page).boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `the message is on screen: ${JSON.stringify(box)}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

describe('mobile (360 px)', () => {
  it('opens from the mobile menu, fits the screen, and focus returns to the menu toggle', async () => {
    const { context, page, problems } = await open('/docs/intro', { width: 360, height: 740 });
    assert.equal(await searchButton(page).count(), 1, 'one Search button in the navbar (the icon; the desktop one is hidden)');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation bar' });
    await menu.waitFor();
    // On docs the menu opens on the sidebar panel; the navbar items are one step back.
    const back = menu.getByRole('button', { name: /main menu/i });
    if (await back.count()) await back.click();
    await menu.getByRole('button', { name: 'Search' }).click();
    await inputOf(page).waitFor();
    assert.equal(await menu.isVisible(), false, 'the menu closed');
    await search(page, 'snmp');
    const box = await dialogOf(page).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 360, `dialog spans ${box.x}..${box.x + box.width}`);
    assert.equal(await page.evaluate(() => document.querySelector('dialog[open]').scrollWidth <= document.querySelector('dialog[open]').clientWidth), true, 'no sideways scrolling');
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Toggle navigation bar');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('docs versions (fixture site, npm run build:fixtures)', () => {
  let fixture;
  before(async () => {
    fixture = await startSite('e2e/.fixture-public/site');
  });
  after(async () => {
    await fixture?.close();
  });

  it("finds a version's docs while that version is read, and not from another version's pages", async () => {
    // "Old notes" is a heading of version 1.0's intro only; the current version has no such doc.
    for (const [route, listed] of [
      ['/docs/1.0/intro', true],
      ['/docs/intro', false],
    ]) {
      const { context, page, problems } = await open(route, { base: fixture.base });
      await searchButton(page).click();
      await inputOf(page).waitFor();
      const status = await search(page, 'old notes');
      const hrefs = (await groupsOf(page)).flatMap((g) => g.hrefs);
      const found = hrefs.some((href) => href.startsWith('/docs/1.0/intro'));
      assert.equal(found, listed, `${route}: "${status}" ${JSON.stringify(hrefs)}`);
      if (listed) assert.match(hrefs[0], /^\/docs\/1\.0\/intro#old-notes$/, `the section first: ${JSON.stringify(hrefs)}`);
      const versionOf = (href) => (href.startsWith('/docs/1.0/') ? '1.0' : 'current');
      const docs = hrefs.filter((href) => href.startsWith('/docs/'));
      assert.deepEqual(docs.filter((href) => versionOf(href) !== versionOf(route)), [], `${route}: docs of the version read only`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});

describe('the search index', () => {
  it('is, file for file, what Pagefind writes from the built pages themselves: the build gives it smaller copies (src/node/output/search/search-page.ts)', async () => {
    const jiti = createJiti(import.meta.url);
    const { writeSearchIndex } = await jiti.import('../src/node/output/search/write-search-index.ts');
    const { loadApiSpec } = await jiti.import('../src/node/openapi/load-spec.ts');
    const { loadSiteConfig } = await jiti.import('../src/node/site/config.ts');
    const { API_REFERENCE_PATH } = await jiti.import('../src/lib/routes.ts');
    const config = loadSiteConfig();
    const api = config.apiReference ? { spec: (await loadApiSpec(config.apiReference.spec)).spec, route: API_REFERENCE_PATH } : undefined;
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'search-from-pages-'));
    try {
      const stats = await writeSearchIndex({ publicDir: out, pagesDir: 'public', language: config.locales.default, api, memoFile: path.join(out, 'memo.json') });
      assert.ok(stats.records > 50, `an index of the whole site: ${JSON.stringify(stats)}`);
      const list = (dir) => fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
      const [fromPages, built] = [path.join(out, 'pagefind'), 'public/pagefind'];
      assert.deepEqual(list(built), list(fromPages), 'the same files');
      const differ = list(built).filter((f) => !fs.readFileSync(path.join(built, f)).equals(fs.readFileSync(path.join(fromPages, f))));
      assert.deepEqual(differ, [], 'the same bytes');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
