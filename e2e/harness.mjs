// Shared by the browser tests: serves the built site and drives Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { after, before } from 'node:test';
import { startStaticSite } from '../scripts/serve.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function startSite(dir = 'public') {
  return startStaticSite(dir);
}

export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Every route of the built site (directories with an index.html), for sweeps. */
export function builtRoutes(dir = 'public') {
  const routes = [];
  const walk = (d, route) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (['static', 'page-data', '_gatsby', '~partytown'].includes(entry.name)) continue;
      const sub = path.join(d, entry.name);
      const r = `${route}/${entry.name}`;
      if (fs.existsSync(path.join(sub, 'index.html'))) routes.push(r);
      walk(sub, r);
    }
  };
  routes.push('/');
  walk(dir, '');
  return routes.filter((r) => r !== '/404' && r !== '/404.html');
}

const CSP_VIOLATION = '[csp violation]';
const cspWatched = new WeakSet();

/**
 * Collects console errors/warnings, page errors, requests to any other origin and
 * Content-Security-Policy violations (every site served by startSite enforces public/_headers).
 */
export function watch(page, base) {
  const problems = [];
  const origin = new URL(base).origin;
  page.on('console', (msg) => {
    if (msg.text().startsWith(CSP_VIOLATION)) problems.push(msg.text().replace(CSP_VIOLATION, 'CSP violation'));
    // A failed load's message does not name the resource; its location does.
    else if (msg.type() === 'error' || msg.type() === 'warning') {
      const where = msg.location()?.url;
      problems.push(`console ${msg.type()}: ${msg.text()}${where ? ` (${where})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`request to another origin: ${url}`);
  });
  // Init scripts run in every document before the page's own scripts, exempt from its CSP. Once
  // per page: a reused tab (openTab) keeps it, and twice would report each violation twice.
  if (!cspWatched.has(page)) {
    cspWatched.add(page);
    page
      .addInitScript((marker) => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => console.log(`${marker}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || e.documentURI}:${e.lineNumber}:${e.columnNumber}`),
          true,
        );
      }, CSP_VIOLATION)
      .catch((error) => problems.push(`could not watch for CSP violations: ${error.message}`));
  }
  return problems;
}

export { inPool } from '../scripts/in-pool.mjs';

/**
 * How many pages the sweeps load at once: one. npm run test:e2e runs two suites at a time, one per
 * core, so pages loaded side by side in one suite only make the machine do more: run alone, the
 * sweep used 283 CPU-seconds with one page (252 s) against 356 to 439 with three (184 to 223 s),
 * 1 December 2026. Three pages at once finish sooner on an idle machine (SWEEP_CONCURRENCY=3).
 */
export const SWEEP_CONCURRENCY = Number(process.env.SWEEP_CONCURRENCY ?? 1);

/** Waits until React has hydrated the page (clicks before that reach no handler) and, on /api, laid the reference out. */
export async function ready(page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60000 });
  // The API reference lays its sections out in steps after load (src/theme/ApiReferenceIsland/lay-out-sections.ts):
  // until then axe would measure text that has no layout yet.
  await page.waitForFunction(() => !document.querySelector('.api-content') || document.querySelector('[data-api-laid-out]'), null, { timeout: 60000 });
}

/** The axe-core rule tags every browser test checks: WCAG 2.0 to 2.2 A and AA, and best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The rules of AXE_TAGS whose result depends on the colours (all that a colour mode changes). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's minified browser build (its `source` export, unminified, took 0.1 s longer to put in), once per document. */
const AXE_SOURCE = fs.readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

/**
 * axe-core's violations on the page (or within the `include` selectors), on the AXE_TAGS rules
 * (or only on `rules`).
 * - axe-core itself, not @axe-core/playwright: that wrapper (in the legacy mode that skips its
 *   per-frame runs) puts axe's 1.5 MB source into the page twice on every call and returns every
 *   result kind. Put in once per document, axe.run took a light audit and a colour one of a
 *   route in 0.4 to 2.0 s where the wrapper took 1.4 to 3.3 s (4.0 against 5.1 to 5.4 s on
 *   /api), with the same violations.
 * - The page itself is audited, not its frames: ours have none, and axe.run would wait a minute
 *   for a frame it was not put into, so a page with one fails here instead.
 * - Only violations keep their nodes (resultTypes): the passes list every node that passed, and
 *   serialising them out of the page took as long as the audit itself (/api: 19.4 s against 10.5 s).
 * - axe-core 4.14 runs these rules in less than half the time 4.13 took, almost all of it in
 *   color-contrast: 22.4 s against 51.0 s over six heavy pages, /api 3.9 to 4.5 s against 10.2 to
 *   10.3 s, with the same violations (none).
 */
export async function axeViolations(page, { include = [], rules } = {}) {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  if (frames.length) throw new Error(`axeViolations audits the page, not frames: ${page.url()} has ${frames.map((f) => f.url()).join(', ')}`);
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS };
  return page.evaluate(
    async ({ context, options }) => (await window.axe.run(context ?? document, options)).violations,
    { context: include.length ? { include } : null, options: { runOnly, resultTypes: ['violations'] } },
  );
}

/** Playwright's viewport for a context made without one. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Idle tabs per browser, by the context options and init scripts they were made with. */
const idleTabs = new WeakMap();

/**
 * A tab for one test: a page in a browser context of its own, made with Playwright's context
 * `options` and the `init` scripts (functions, or [function, argument]), each run before a page's
 * own scripts. Its viewport, colorScheme and reducedMotion are set on its page each time it is
 * handed out. `context.close()` hands the tab back, and the next test that asks for the same
 * options (those three aside) gets it again: on about:blank, its origin's localStorage and
 * sessionStorage cleared, with no cookie, route, other page or listener a test added. A tab that a test drove through a CDP
 * session (CPU throttling, raw touch input), or on more than one origin, is closed for real.
 * Why: a new context's tab starts a renderer process that compiles the page's scripts again. A
 * load of a built page cost the machine 4.1 to 4.7 CPU-seconds in a new context and 1.0 in a
 * reused tab (8 loads each way, side by side), and the browser suites open about 250 tabs.
 */
export async function openTab(browser, options = {}, init = []) {
  // The window's size and the media a page emulates are the page's own settings (Playwright sets them
  // per page): they are set on each hand-out, so tabs differing only in them are one kind of tab.
  const { viewport = DEFAULT_VIEWPORT, colorScheme = 'light', reducedMotion = 'no-preference', ...contextOptions } = options;
  const key = JSON.stringify([contextOptions, init.map((i) => (Array.isArray(i) ? [String(i[0]), i[1]] : String(i)))]);
  if (!idleTabs.has(browser)) idleTabs.set(browser, new Map());
  const idle = idleTabs.get(browser);
  const tab = idle.get(key)?.pop() ?? (await newTab(browser, contextOptions, init));
  await tab.page.setViewportSize(viewport);
  await tab.page.emulateMedia({ colorScheme, reducedMotion });
  tab.origins.clear();
  let released;
  // A second close() (a finally after an explicit one) must not hand the tab back twice.
  tab.context.close = () => (released ??= releaseTab(tab, () => (idle.get(key) ?? idle.set(key, []).get(key)).push(tab)));
  return { context: tab.context, page: tab.page };
}

async function newTab(browser, options, init) {
  const context = await browser.newContext(options);
  for (const script of init) await (Array.isArray(script) ? context.addInitScript(...script) : context.addInitScript(script));
  const page = await context.newPage();
  const tab = { context, page, close: context.close.bind(context), origins: new Set(), driven: false };
  page.on('framenavigated', (frame) => frame === page.mainFrame() && frame.url().startsWith('http') && tab.origins.add(new URL(frame.url()).origin));
  const newCDPSession = context.newCDPSession.bind(context);
  context.newCDPSession = (...args) => {
    tab.driven = true;
    return newCDPSession(...args);
  };
  tab.listeners = new Map(page.eventNames().map((name) => [name, page.listeners(name)]));
  return tab;
}

async function releaseTab(tab, keep) {
  const { context, page } = tab;
  if (tab.driven || tab.origins.size > 1 || page.isClosed()) return tab.close();
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const name of page.eventNames()) {
      const own = tab.listeners.get(name) ?? [];
      for (const listener of page.listeners(name)) if (!own.includes(listener)) page.off(name, listener);
    }
    await context.clearCookies();
    if (tab.origins.size === 1) {
      // Storage is cleared from a page of its origin: a tab that has left it is not reused.
      if (new URL(page.url()).origin !== [...tab.origins][0]) throw new Error('the tab left the origin it visited');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.goto('about:blank');
    keep();
  } catch {
    await tab.close();
  }
}

/** The screens the reader-facing suites test on: a desktop, and a phone that is touched, not clicked. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844, hasTouch: true, isMobile: true };

/**
 * A page of `site` opened as a reader opens it: a new browser context on `screen`, in colour mode
 * `theme` (the stored choice the site reads), after any `init` script; watched for console errors,
 * CSP violations and requests to other origins (`problems`), and ready (hydrated) unless JavaScript
 * is off or `waitReady` is false.
 */
export async function openAsReader(browser, site, route, { screen = DESKTOP, theme = 'light', init, permissions, javaScriptEnabled = true, waitReady = true } = {}) {
  const { hasTouch, isMobile, ...viewport } = screen;
  const { context, page } = await openTab(browser, { viewport, hasTouch, isMobile, permissions, javaScriptEnabled }, [[(t) => localStorage.setItem('theme', t), theme], ...(init ? [init] : [])]);
  const problems = watch(page, site.base);
  const response = await page.goto(site.base + route, { waitUntil: 'networkidle' });
  if (response.status() !== 200) throw new Error(`${route} answered ${response.status()}`);
  if (waitReady && javaScriptEnabled) await ready(page);
  return { context, page, problems };
}

/**
 * For a suite: the built sites of `dirs` served and a browser launched before its tests (node:test
 * hooks), all closed after. The object's `browser` and `sites` are filled in once `ready` resolves.
 */
export function browserAndSites(...dirs) {
  let started;
  const suite = { browser: undefined, sites: [], ready: new Promise((resolve) => (started = resolve)) };
  before(async () => {
    suite.sites = await Promise.all(dirs.map((dir) => startSite(dir)));
    suite.browser = await launch();
    started();
  });
  after(async () => {
    await suite.browser?.close();
    await Promise.all(suite.sites.map((site) => site?.close()));
  });
  return suite;
}
