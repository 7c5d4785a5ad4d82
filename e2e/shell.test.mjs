// Browser tests of the page shell, colour mode and runtime behaviours, against the built site.
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

async function open(path, { width = 1280, height = 900, colorScheme, init } = {}) {
  const { context, page } = await openTab(browser, { viewport: { width, height }, colorScheme }, init ? [init] : []);
  const problems = watch(page, site.base);
  const response = await page.goto(site.base + path, { waitUntil: 'networkidle' });
  if (response.ok()) await ready(page);
  return { context, page, problems, response };
}

const theme = (page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

// The skip link, focus after navigation and the mobile menu's focus trap: keyboard.test.mjs.

describe('colour mode', () => {
  it('is light by default even when the system prefers dark', async () => {
    const { context, page } = await open('/', { colorScheme: 'dark' });
    assert.equal(await theme(page), 'light');
    await context.close();
  });

  it('toggles, persists under the "theme" key and survives a reload', async () => {
    const { context, page } = await open('/docs/intro');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await toggle.click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(24, 25, 27)');
    await page.reload({ waitUntil: 'networkidle' });
    await ready(page);
    assert.equal(await theme(page), 'dark');
    await toggle.click();
    assert.equal(await theme(page), 'light');
    await context.close();
  });

  it('is applied before first paint, with the JavaScript bundles blocked', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site.base}/docs/intro`);
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(24, 25, 27)');
    await context.close();
  });
});

describe('layout and mobile menu', () => {
  it('switches between desktop and mobile at 996/997 px', async () => {
    for (const [width, mobile] of [[996, true], [997, false]]) {
      const { context, page } = await open('/docs/intro', { width });
      const toggleVisible = await page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible();
      const sidebarVisible = await page.locator('nav[aria-label="Docs sidebar"]').first().isVisible();
      assert.equal(toggleVisible, mobile, `toggle at ${width}`);
      assert.equal(sidebarVisible, !mobile, `sidebar at ${width}`);
      await context.close();
    }
  });

  it('opens, locks scroll, shows the sidebar, goes back and closes', async () => {
    const { context, page } = await open('/docs/architecture', { width: 600 });
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Navigation bar' });
    await menu.waitFor();
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden');
    // Secondary panel first on a docs page: the docs sidebar with the active doc.
    const active = menu.locator('a[aria-current="page"]');
    assert.equal(await active.textContent(), 'Architecture');
    await menu.getByRole('button', { name: '← Back to main menu' }).click();
    assert.ok(await menu.getByRole('link', { name: 'Blog' }).isVisible());
    await menu.getByRole('button', { name: 'Close navigation bar' }).click();
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Toggle navigation bar');
    await context.close();
  });
});

describe('dropdowns', () => {
  it('open on Enter and close when focus leaves; open on hover and close on an outside click', async () => {
    const { context, page } = await open('/docs/intro');
    const button = page.getByRole('button', { name: /Languages/ });
    await button.focus();
    await page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.ok(await page.getByRole('link', { name: 'English' }).isVisible());
    await page.keyboard.press('Tab'); // into the menu
    await page.keyboard.press('Tab'); // out of it
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    const versions = page.getByRole('button', { name: /Versions/ });
    await versions.hover();
    assert.equal(await versions.getAttribute('aria-expanded'), 'true');
    await page.mouse.click(10, 500);
    assert.equal(await versions.getAttribute('aria-expanded'), 'false');
    await context.close();
  });
});

describe('navigation runtime', () => {
  it('shows the progress bar only after 200 ms, without a spinner', async () => {
    const { context, page } = await open('/docs/intro');
    await page.route('**/page-data/docs/architecture/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    // Timed in the page from the click, so a busy machine cannot make the test pass or fail by accident.
    await page.evaluate(() => {
      window.__barSeenAfter = null;
      let started = null;
      document.addEventListener('click', () => (started ??= performance.now()), true);
      new MutationObserver((_m, observer) => {
        if (started !== null && document.getElementById('nprogress')) {
          window.__barSeenAfter = performance.now() - started;
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    // A reader's click on a sidebar link (Gatsby's Link), not a call into Gatsby's internals.
    await page.locator('aside nav[aria-label="Docs sidebar"] a[href="/docs/architecture"]').click();
    await page.waitForSelector('#nprogress .bar', { timeout: 2000 });
    assert.ok((await page.evaluate(() => window.__barSeenAfter)) >= 200, 'the bar appeared before 200 ms');
    assert.equal(await page.locator('#nprogress .spinner').count(), 0);
    await page.waitForURL('**/docs/architecture');
    await page.waitForSelector('#nprogress', { state: 'detached' });
    await context.close();
  });

  it('does not prefetch with data saver on, but does otherwise', async () => {
    const prefetched = async (init) => {
      const { context, page } = await open('/', { init });
      const requests = [];
      page.on('request', (r) => requests.push(r.url()));
      // Links in view are prefetched when the browser is idle; hovering loads a page's data too.
      await page.waitForTimeout(800);
      await page.getByRole('link', { name: 'Quickstart' }).hover();
      await page.waitForTimeout(500);
      await context.close();
      return requests.some((u) => u.includes('/page-data/docs/quickstart/'));
    };
    assert.equal(await prefetched(), true);
    assert.equal(
      await prefetched(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })),
      false,
    );
    assert.equal(
      await prefetched(() => Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: 'slow-2g' } })),
      false,
    );
  });

  it('works with storage blocked: one warning, the toggle still switches', async () => {
    const { context, page, problems } = await open('/docs/intro', {
      init: () =>
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        }),
    });
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    assert.equal(await theme(page), 'dark');
    const warnings = problems.filter((p) => p.includes('storage is not available'));
    assert.equal(warnings.length, 1, problems.join('\n'));
    assert.deepEqual(problems.filter((p) => !p.includes('storage is not available')), []);
    await context.close();
  });

  it('normalises .html and /index.html paths', async () => {
    for (const path of ['/docs/intro.html', '/docs/intro/index.html']) {
      const { context, page } = await open(path);
      assert.equal(new URL(page.url()).pathname, '/docs/intro');
      assert.equal(await page.locator('h1').first().textContent(), 'ServiceRadar Introduction');
      await context.close();
    }
  });

  it('shows the not-found page with navbar and footer for unknown paths', async () => {
    const { context, page, response } = await open('/docs/does-not-exist');
    assert.equal(response.status(), 404);
    assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
    assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible());
    assert.ok(await page.locator('footer').isVisible());
    assert.equal(await page.title(), 'Page Not Found | ServiceRadar');
    await context.close();
  });
});

describe('CSS modules', () => {
  /** The CSS-module classes of the page's elements that no rule of its stylesheets names. */
  const unstyledClasses = (page) =>
    page.evaluate(() => {
      const named = new Set();
      for (const sheet of document.styleSheets) {
        const visit = (rules) => {
          for (const rule of rules) {
            if (rule.selectorText) for (const match of rule.selectorText.matchAll(/\.([\w-]+)/g)) named.add(match[1]);
            if (rule.cssRules) visit(rule.cssRules);
          }
        };
        visit(sheet.cssRules);
      }
      const used = new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]).filter((c) => /-module--[\w-]+--[0-9a-f]{5}$/.test(c)));
      return { used: used.size, unstyled: [...used].filter((c) => !named.has(c)) };
    });

  // The HTML renderer and the browser bundle build the same stylesheets separately: a class
  // named differently by one of them (src/node/webpack/css-extraction.ts) styles nothing.
  for (const route of ['/', '/docs/intro', '/docs/architecture', '/blog', '/releases', '/api']) {
    it(`every class of ${route} is named in its stylesheet, as served and once hydrated`, async () => {
      for (const javaScriptEnabled of [false, true]) {
        // A reused tab, one with scripts off and one with them on, across the routes: a full load each
        // time, without starting a renderer process per route.
        const { context, page } = await openTab(browser, { javaScriptEnabled });
        try {
          await page.goto(site.base + route, { waitUntil: 'load' });
          if (javaScriptEnabled) await ready(page);
          const { used, unstyled } = await unstyledClasses(page);
          assert.ok(used > 5, `${route} has CSS-module classes (${used})`);
          assert.deepEqual(unstyled, [], `${route}${javaScriptEnabled ? ', hydrated' : ', as served'}`);
        } finally {
          await context.close();
        }
      }
    });
  }
});

describe('an idle page', () => {
  /**
   * The paints Chromium makes in `ms` while nothing happens on the page, from a timeline trace.
   * An endless animation (CSS, SVG's own in an image, a requestAnimationFrame loop) repaints at
   * every frame: it costs a reader's battery, and moving content that starts by itself and lasts
   * over 5 s without a way to stop it fails WCAG 2.2.2 (Pause, Stop, Hide).
   */
  async function paintsWhileIdle(page, ms = 1000) {
    const cdp = await page.context().newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
    await page.waitForTimeout(ms);
    await cdp.send('Tracing.end');
    await complete;
    return events.filter((e) => e.name === 'Paint').length;
  }

  // Each template on a desktop; on a phone, the shell's own controls (the menu and search
  // buttons), which are the same on every page.
  const PAGES = [
    [1280, 900, ['/', '/docs/architecture', '/blog/blazing-fast-go-syn-scanner', '/releases', '/api']],
    [390, 844, ['/']],
  ];

  for (const mode of ['light', 'dark']) {
    it(`paints nothing once loaded, on a desktop and a phone: no endless animation (${mode} mode)`, async () => {
      const busy = [];
      for (const [width, height, routes] of PAGES) {
        const { context, page } = await open('/', { width, height, init: mode === 'dark' ? () => localStorage.setItem('theme', 'dark') : undefined });
        assert.equal(await theme(page), mode);
        for (const route of routes) {
          if (route !== '/') {
            await page.goto(site.base + route, { waitUntil: 'networkidle' });
            await ready(page);
          }
          // What follows a load (fonts, lazy images, the first scroll position) has settled.
          await page.waitForTimeout(500);
          const paints = await paintsWhileIdle(page);
          if (paints > 0) busy.push(`${route} at ${width} px: ${paints} paints in 1 s`);
        }
        await context.close();
      }
      assert.deepEqual(busy, []);
    });
  }
});
