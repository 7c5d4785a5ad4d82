// Keyboard and motion: the skip link, focus and announcements after client navigation, the
// mobile menu's focus trap, and no animation when the user asks for reduced motion.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, openTab, ready, startSite, watch } from './harness.mjs';

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

async function open(path, { width = 1280, height = 900, reducedMotion } = {}) {
  const { context, page } = await openTab(browser, { viewport: { width, height }, reducedMotion });
  const problems = watch(page, site.base);
  await page.goto(site.base + path, { waitUntil: 'networkidle' });
  await ready(page);
  return { context, page, problems };
}

/** A short description of the focused element, for assertion messages. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  });

const SKIP = 'a "Skip to main content"';

describe('skip link', () => {
  // One page of each type: home, doc, blog post, API reference (Redoc).
  for (const route of ['/', '/docs/intro', '/blog/welcome-to-serviceradar', '/api']) {
    it(`is the first Tab stop on ${route} and moves focus to the main content`, async () => {
      const { context, page, problems } = await open(route);
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), SKIP);
      assert.ok(await page.locator('a:focus-visible', { hasText: 'Skip to main content' }).isVisible(), 'the focused skip link is visible');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.id), '__main');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

describe('client-side navigation', () => {
  /**
   * Gatsby's router focuses its #gatsby-focus-wrapper (tabindex -1, no outline) when the path
   * changes, so focus leaves the link that was clicked (it may be gone) and the next Tab is the
   * skip link, as on a full page load. Its route announcer (#gatsby-announcer, aria-live)
   * then says "Navigated to <h1>".
   */
  const navigations = [
    { from: '/docs/intro', link: (page) => page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Architecture', exact: true }), to: '/docs/architecture' },
    { from: '/docs/intro', link: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }), to: '/blog' },
    { from: '/blog', link: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }), to: '/api' },
  ];
  for (const { from, link, to } of navigations) {
    it(`${from} → ${to}: focus moves to the new page and its title is announced`, async () => {
      const { context, page, problems } = await open(from);
      const oldTitle = await page.title();
      await page.evaluate(() => (window.__sameDocument = true));
      await link(page).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${to}`);
      await page.waitForFunction((t) => document.title !== t, oldTitle);
      // Still the same document: a client-side navigation, not a reload.
      assert.equal(await page.evaluate(() => window.__sameDocument), true);
      // The announcer reads the page's first h1; it must name the new page ("Architecture |
      // ServiceRadar" -> "Architecture"; Redoc's h1 on /api is "ServiceRadar API (1.0.0)").
      const h1 = (await page.locator('#gatsby-focus-wrapper h1').first().textContent()).trim();
      const pageTitle = (await page.title()).split(' | ')[0];
      assert.ok(h1.includes(pageTitle), `h1 "${h1}" names the page "${pageTitle}"`);
      await page.waitForFunction((text) => document.getElementById('gatsby-announcer')?.textContent === text, `Navigated to ${h1}`, { timeout: 5000 }).catch(() => {});
      assert.equal(await page.locator('#gatsby-announcer').textContent(), `Navigated to ${h1}`);
      assert.equal(await page.locator('#gatsby-announcer').getAttribute('aria-live'), 'assertive');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'gatsby-focus-wrapper');
      await page.keyboard.press('Tab');
      assert.equal(await focused(page), SKIP);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('a same-page #anchor link does not move focus to the top of the page', async () => {
    // Gatsby's announcer repeats the page's h1 on a hash change too; only a new path moves focus.
    const { context, page, problems } = await open('/docs/architecture');
    const anchor = page.getByRole('navigation', { name: 'On this page', exact: true }).getByRole('link').nth(1);
    const target = (await anchor.getAttribute('href')).slice(1);
    await anchor.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => location.hash === `#${id}`, target);
    assert.notEqual(await page.evaluate(() => document.activeElement?.id), 'gatsby-focus-wrapper');
    assert.ok(await page.locator(`[id="${target}"]`).isVisible());
    assert.ok(await page.evaluate((id) => document.getElementById(id).getBoundingClientRect().top < innerHeight / 2, target), 'scrolled to the heading');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('mobile menu (600 px)', () => {
  it('traps focus both ways, closes on Escape and returns focus to its toggle', async () => {
    const { context, page, problems } = await open('/docs/architecture', { width: 600 });
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Navigation bar' });
    await menu.waitFor();
    const inMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    assert.ok(await inMenu(), 'focus moved into the menu');
    const stops = await menu.evaluate((dialog) =>
      [...dialog.querySelectorAll('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter((el) => el.offsetParent !== null).length,
    );
    assert.ok(stops >= 4, `only ${stops} focusable elements in the menu`);
    // Forwards: every stop once, then around again to where it started.
    const start = await focused(page);
    const seen = new Set();
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await inMenu(), `Tab ${i + 1} left the menu`);
      seen.add(await focused(page));
    }
    assert.equal(await focused(page), start, 'Tab wraps around');
    assert.equal(seen.size, stops);
    // Backwards from the first stop lands on the last one, still inside.
    await menu.locator('a[href], button').first().focus();
    await page.keyboard.press('Shift+Tab');
    assert.ok(await inMenu(), 'Shift+Tab left the menu');
    const last = await menu.evaluate((dialog) => {
      const all = [...dialog.querySelectorAll('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter((el) => el.offsetParent !== null);
      return all[all.length - 1] === document.activeElement;
    });
    assert.ok(last, `Shift+Tab from the first stop went to ${await focused(page)}, not the last stop`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Toggle navigation bar');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

/** Elements that animate, transition or scroll smoothly; the threshold allows the 0.01 ms of the reset. */
function moving(page) {
  return page.evaluate(() => {
    const ms = (list) => Math.max(...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) : parseFloat(v) * 1000)));
    const name = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''}`;
    const found = [];
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if (style.animationName !== 'none' && ms(style.animationDuration) > 0.01) found.push(`${name(el)}${pseudo ?? ''} animation ${style.animationDuration}`);
        if (ms(style.transitionDuration) > 0.01) found.push(`${name(el)}${pseudo ?? ''} transition ${style.transitionDuration}`);
      }
    }
    if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') found.push('html scroll-behavior smooth');
    for (const a of document.getAnimations()) {
      if (a.playState === 'running' && (a.effect?.getComputedTiming().duration ?? 0) > 0.01) found.push(`running animation on ${name(a.effect.target)}`);
    }
    return found;
  });
}

/** Opens what moves: a sidebar category, a navbar dropdown (desktop), the mobile menu, the progress bar. */
async function exercise(page, width) {
  const found = [];
  if (width > 996) {
    await page.getByRole('button', { name: /Get Started/ }).first().click();
    found.push(...(await moving(page)));
    await page.getByRole('button', { name: /Versions/ }).hover();
    await page.getByRole('button', { name: /Versions/ }).and(page.locator('[aria-expanded="true"]')).waitFor();
    found.push(...(await moving(page)));
    // The progress bar: a navigation held back long enough for it to appear.
    await page.route('**/page-data/docs/architecture/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('aside nav[aria-label="Docs sidebar"] a[href="/docs/architecture"]').click();
    await page.waitForSelector('#nprogress .bar', { timeout: 3000 });
    found.push(...(await moving(page)));
    await page.waitForURL('**/docs/architecture');
  } else {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('dialog', { name: 'Navigation bar' }).waitFor();
    found.push(...(await moving(page)));
  }
  return found;
}

describe('reduced motion', () => {
  for (const width of [1280, 600]) {
    it(`nothing animates or transitions at ${width} px when reduced motion is requested`, async () => {
      const { context, page } = await open('/docs/intro', { width, reducedMotion: 'reduce' });
      assert.equal(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), true);
      assert.deepEqual(await exercise(page, width), []);
      await context.close();
    });
  }

  it('the same check does find motion without the preference (so it can fail)', async () => {
    const { context, page } = await open('/docs/intro', { width: 600, reducedMotion: 'no-preference' });
    assert.ok((await exercise(page, 600)).length > 0);
    await context.close();
  });
});
