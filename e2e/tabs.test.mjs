// Tabs (issue 43, item 1), on the built sites, driven as a reader drives them: a choice switches every
// set of its group and is remembered across pages and reloads, from the first paint; the keyboard
// follows the WAI-ARIA tabs pattern; without JavaScript every panel shows under its label; the
// twin, llms-full.txt and the search keep every panel; the table of contents lists a heading that
// every panel has once. Both colour modes, 1280 px and a 390 px touch screen.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { axeViolations, browserAndSites, DESKTOP, openTab, PHONE, ready, watch } from './harness.mjs';

const suite = browserAndSites('public', 'e2e/.fixture-public/site');
let browser;
let real;
let fixture;
before(async () => {
  await suite.ready;
  ({ browser, sites: [real, fixture] } = suite);
});

const MODES = ['light', 'dark'];
const SCREENS = [['1280 px', DESKTOP], ['390 px touch', PHONE]];

/** Each context's first page: the reused tab openTab hands out, until a test takes it. */
const tabPages = new WeakMap();

/**
 * A context of its own, for tests that open several pages in it: a reused tab (openTab), whose
 * page is the first the test opens, so a test starts no renderer process unless it opens a second page.
 */
async function context({ screen = DESKTOP, theme = 'light', javaScriptEnabled = true, init } = {}) {
  const { hasTouch, isMobile, ...viewport } = screen;
  const { context: ctx, page } = await openTab(browser, { viewport, hasTouch, isMobile, javaScriptEnabled }, [[(t) => localStorage.setItem('theme', t), theme], ...(init ? [init] : [])]);
  tabPages.set(ctx, page);
  return ctx;
}

/** The context's first page, then a new page for each later call. */
async function newPage(ctx) {
  const page = tabPages.get(ctx);
  tabPages.delete(ctx);
  return page ?? ctx.newPage();
}

/** A page of `site` in the context: watched, and ready unless told otherwise. */
async function open(ctx, site, path, { waitReady = true } = {}) {
  const page = await newPage(ctx);
  const problems = watch(page, site.base);
  const response = await page.goto(site.base + path, { waitUntil: 'networkidle' });
  assert.equal(response.status(), 200, path);
  if (waitReady) await ready(page);
  return { page, problems };
}

/** The label of the panel each set shows, in document order (the ones a reader sees). */
const shown = (page) =>
  page.locator('[data-tabs-id]').evaluateAll((sets) =>
    sets.map((set) => [...set.querySelectorAll(':scope > [role=tabpanel]')].filter((p) => p.checkVisibility()).map((p) => p.dataset.tabValue).join('+')),
  );
/** The value of the tab each set marks selected (aria-selected), in document order. */
const selected = (page) =>
  page.locator('[data-tabs-id]').evaluateAll((sets) => sets.map((set) => set.querySelector(':scope > [role=tablist] > [aria-selected=true]')?.dataset.tabValue ?? ''));

describe('tabs in a doc (fixture /docs/tabs)', () => {
  for (const theme of MODES) {
    for (const [name, screen] of SCREENS) {
      it(`choosing a tab switches every set of its group, and the next page and a reload keep it (${theme}, ${name})`, async () => {
        const ctx = await context({ screen, theme });
        const { page, problems } = await open(ctx, fixture, '/docs/tabs');
        // Defaults: the first set's first tab, the second set's tab marked default.
        assert.deepEqual(await shown(page), ['debian-ubuntu', 'rhel', 'short', 'curl']);
        assert.deepEqual(await selected(page), ['debian-ubuntu', 'rhel', 'short', 'curl']);
        const tab = page.getByRole('tab', { name: 'RHEL family' }).first();
        if (screen === PHONE) await tab.tap();
        else await tab.click();
        assert.deepEqual(await shown(page), ['rhel', 'rhel', 'short', 'curl']);
        assert.deepEqual(await selected(page), ['rhel', 'rhel', 'short', 'curl']);
        const debian = page.getByRole('tab', { name: 'Debian/Ubuntu' }).nth(1);
        if (screen === PHONE) await debian.tap();
        else await debian.click();
        assert.deepEqual(await shown(page), ['debian-ubuntu', 'debian-ubuntu', 'short', 'curl']);
        // The set without a group is its own: choosing in it changes nothing else, and is not remembered.
        await page.getByRole('tab', { name: 'Long' }).click();
        assert.deepEqual(await shown(page), ['debian-ubuntu', 'debian-ubuntu', 'long', 'curl']);
        assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('site.tabs'))), { os: 'debian-ubuntu' });
        assert.deepEqual(await axeViolations(page, { include: ['[data-tabs-id]'] }), []);

        // Another page, by a link in the text, and back by client-side navigation: still RHEL; the
        // set of its own is back to its default, as after a reload.
        await page.getByRole('tab', { name: 'RHEL family' }).first().click();
        await page.getByRole('link', { name: 'the long page' }).click();
        await page.waitForURL(/\/docs\/long-page$/);
        await page.goBack();
        await page.waitForURL(/\/docs\/tabs$/);
        await page.locator('[data-tabs-id]').first().waitFor();
        assert.deepEqual(await shown(page), ['rhel', 'rhel', 'short', 'curl']);
        assert.deepEqual(await selected(page), ['rhel', 'rhel', 'short', 'curl']);
        await page.reload({ waitUntil: 'networkidle' });
        assert.deepEqual(await shown(page), ['rhel', 'rhel', 'short', 'curl']);
        await ready(page);
        assert.deepEqual(await selected(page), ['rhel', 'rhel', 'short', 'curl']);
        assert.deepEqual(problems, []);
        await ctx.close();
      });
    }
  }

  it('shows the stored choice from the first paint: with every bundle held back, the pre-paint script and the CSS alone show it', async () => {
    const ctx = await context({ init: () => localStorage.setItem('site.tabs', JSON.stringify({ os: 'rhel', 'api-samples': 'python' })) });
    const page = await newPage(ctx);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(fixture.base + '/docs/tabs', { waitUntil: 'load' });
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), false);
    assert.deepEqual(await shown(page), ['rhel', 'rhel', 'short', 'python']);
    // The chosen tab looks chosen before any script has set aria-selected (the tabs' CSS reads the choice).
    const look = await page.locator('[data-tabs-id] [role=tab]').evaluateAll((tabs) => tabs.map((t) => `${t.dataset.tabValue}:${getComputedStyle(t).fontWeight}`));
    assert.deepEqual(look.slice(0, 2), ['debian-ubuntu:400', 'rhel:600']);
    assert.ok(look.includes('python:600') && look.includes('curl:400'), look.join(' '));
    await ctx.close();
  });

  it('follows the WAI-ARIA tabs pattern: arrows select and wrap, Home and End, one tab stop, focus visible', async () => {
    const ctx = await context();
    const { page, problems } = await open(ctx, fixture, '/docs/tabs');
    const first = page.getByRole('tab', { name: 'Debian/Ubuntu' }).first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'RHEL family');
    assert.deepEqual((await shown(page)).slice(0, 2), ['rhel', 'rhel']);
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Debian/Ubuntu');
    await page.keyboard.press('End');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'RHEL family');
    await page.keyboard.press('Home');
    assert.deepEqual((await shown(page)).slice(0, 2), ['debian-ubuntu', 'debian-ubuntu']);
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual((await shown(page)).slice(0, 2), ['rhel', 'rhel']);
    // Tab leaves the tab list for the panel's content: one tab stop per list.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.equal(outline, 'solid');
    await page.keyboard.press('Tab');
    assert.notEqual(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'tab');
    assert.deepEqual(problems, []);
    await ctx.close();
  });

  it('without JavaScript shows every panel, each under its label, and no tab buttons', async () => {
    const ctx = await context({ javaScriptEnabled: false });
    const { page } = await open(ctx, fixture, '/docs/tabs', { waitReady: false });
    assert.deepEqual(await shown(page), ['debian-ubuntu+rhel', 'debian-ubuntu+rhel', 'short+long', 'curl+go+python']);
    assert.equal(await page.getByRole('tab').filter({ visible: true }).count(), 0);
    const labels = await page.locator('.tabs__label').filter({ visible: true }).allTextContents();
    assert.deepEqual(labels.slice(0, 4), ['Debian/Ubuntu', 'RHEL family', 'Debian/Ubuntu', 'RHEL family']);
    await ctx.close();
  });

  it('keeps working when storage is blocked: the choice holds on the page, and nothing fails', async () => {
    const ctx = await context({
      init: () => {
        const deny = () => {
          throw new DOMException('blocked', 'SecurityError');
        };
        Object.defineProperty(window, 'localStorage', { get: deny });
      },
    });
    const { page, problems } = await open(ctx, fixture, '/docs/tabs');
    await page.getByRole('tab', { name: 'RHEL family' }).first().click();
    assert.deepEqual(await shown(page), ['rhel', 'rhel', 'short', 'curl']);
    // The storage helper's one warning, and nothing else.
    assert.deepEqual(problems.filter((p) => !p.includes('Browser storage is not available')), []);
    await ctx.close();
  });

  it('lists a heading every panel has once in the table of contents, and takes its link to the chosen panel', async () => {
    const ctx = await context();
    const { page, problems } = await open(ctx, fixture, '/docs/tabs');
    const entries = page.locator('a[href^="#"]').filter({ hasText: 'Open the firewall' }).filter({ visible: true });
    assert.equal(await entries.count(), 1, 'one table of contents entry for the heading both panels have');
    assert.equal(await page.locator('a[href^="#"]').filter({ hasText: 'SELinux contexts' }).filter({ visible: true }).count(), 1);
    // The second set shows RHEL by default; the entry points at the first panel's heading (Debian).
    await page.getByRole('tab', { name: 'Debian/Ubuntu' }).nth(1).click();
    await page.getByRole('tab', { name: 'RHEL family' }).nth(1).click();
    await entries.click();
    const inView = await page.evaluate(() => {
      const heading = [...document.querySelectorAll('h3')].filter((h) => h.textContent.includes('Open the firewall') && h.checkVisibility())[0];
      const top = heading.getBoundingClientRect().top;
      return { panel: heading.closest('[role=tabpanel]').dataset.tabValue, top };
    });
    assert.equal(inView.panel, 'rhel');
    assert.ok(inView.top >= 0 && inView.top < 300, `the RHEL heading is at the top of the window (${inView.top})`);
    // A link to a heading only the other panel has shows that panel.
    await page.getByRole('tab', { name: 'Debian/Ubuntu' }).first().click();
    await page.getByRole('link', { name: 'the SELinux step' }).click();
    assert.deepEqual((await shown(page)).slice(0, 2), ['rhel', 'rhel']);
    assert.ok(await page.locator('#selinux-contexts').isVisible());
    assert.deepEqual(problems, []);
    await ctx.close();
  });

  it('a doc set in the api-samples group follows the language chosen in the API reference, and back', async () => {
    const ctx = await context();
    const { page, problems } = await open(ctx, fixture, '/docs/tabs');
    await page.getByRole('tab', { name: 'Go' }).click();
    const api = await ctx.newPage();
    await api.goto(fixture.base + '/api', { waitUntil: 'networkidle' });
    const languages = await api.locator('[role=tabpanel][data-tab-value]').evaluateAll((panels) => [...new Set(panels.filter((p) => p.checkVisibility()).map((p) => p.dataset.tabValue))]);
    assert.deepEqual(languages, ['go']);
    await api.close();
    assert.deepEqual(problems, []);
    await ctx.close();
  });
});

describe('the install guide (/docs/installation) gives every step in tabs', () => {
  for (const theme of MODES) {
    for (const [name, screen] of SCREENS) {
      it(`one choice of system switches every step's commands, and the page is axe-clean (${theme}, ${name})`, async () => {
        const ctx = await context({ screen, theme });
        const { page, problems } = await open(ctx, real, '/docs/installation');
        const sets = await shown(page);
        assert.ok(sets.length >= 10, `${sets.length} tab sets`);
        assert.deepEqual([...new Set(sets)], ['debian']);
        // The commands a reader sees are apt's only.
        const visibleCode = async () => (await page.locator('pre code').filter({ visible: true }).allTextContents()).join('\n');
        assert.ok((await visibleCode()).includes('apt-get install') && !(await visibleCode()).includes('dnf install'));
        const rhel = page.getByRole('tab', { name: 'RHEL family' }).nth(4);
        await rhel.scrollIntoViewIfNeeded();
        const before = (await rhel.boundingBox()).y;
        if (screen === PHONE) await rhel.tap();
        else await rhel.click();
        assert.deepEqual([...new Set(await shown(page))], ['rhel']);
        assert.ok((await visibleCode()).includes('dnf install') && !(await visibleCode()).includes('apt-get install'));
        // The panels above changed height; the tab the reader pressed stayed under their finger.
        assert.ok(Math.abs((await rhel.boundingBox()).y - before) <= 2, `the tab moved from ${before} to ${(await rhel.boundingBox()).y}`);
        // The table of contents lists the steps once, not one copy per system.
        const toc = page.getByRole('navigation', { name: screen === PHONE ? 'On this page (mobile)' : 'On this page', exact: true });
        if (screen === PHONE) await page.locator('details:has(> summary)').filter({ hasText: 'On this page' }).locator('summary').tap();
        const entries = await toc.getByRole('link').allTextContents();
        assert.equal(entries.filter((e) => e === '1. Prepare the host').length, 1, entries.join(' | '));
        assert.ok(!entries.some((e) => /Debian|RHEL/.test(e)), entries.join(' | '));
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(problems, []);
        await ctx.close();
      });
    }
  }
});

describe('the Markdown twin, llms-full.txt and the search keep every panel', () => {
  it('writes each panel under its label in the twin and in llms-full.txt', async () => {
    const twin = await (await fetch(`${fixture.base}/docs/tabs.md`)).text();
    for (const text of ['**Debian/Ubuntu**', '**RHEL family**', 'sudo apt install', 'sudo dnf install', 'zymurgical', 'quodlibetical', '**Python**'])
      assert.ok(twin.includes(text), `twin lacks ${text}`);
    const full = await (await fetch(`${fixture.base}/llms-full.txt`)).text();
    assert.ok(full.includes('**RHEL family**') && full.includes('zymurgical'), 'llms-full.txt lacks a panel');
  });

  it('finds text that only a panel not shown has, typed into the search dialog', async () => {
    const ctx = await context();
    const { page, problems } = await open(ctx, fixture, '/docs/tabs');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    for (const word of ['quodlibetical', 'zymurgical']) {
      await page.getByRole('combobox', { name: 'Search docs, blog and API' }).fill(word);
      await dialog.getByRole('status').filter({ hasText: `for “${word}”` }).waitFor({ timeout: 20000 });
      const hrefs = await dialog.locator('[role="option"]').evaluateAll((options) => options.map((o) => o.closest('a[href]')?.getAttribute('href') ?? ''));
      assert.ok(hrefs.some((href) => href.startsWith('/docs/tabs')), `${word}: ${hrefs.join(', ')}`);
    }
    assert.deepEqual(problems, []);
    await ctx.close();
  });
});
