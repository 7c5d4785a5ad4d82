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
  // Init scripts run in every document before the page's own scripts, exempt from its CSP.
  page
    .addInitScript((marker) => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) => console.log(`${marker}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || e.documentURI}:${e.lineNumber}:${e.columnNumber}`),
        true,
      );
    }, CSP_VIOLATION)
    .catch((error) => problems.push(`could not watch for CSP violations: ${error.message}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`request to another origin: ${url}`);
  });
  return problems;
}

export { inPool } from '../scripts/in-pool.mjs';

/** How many pages the sweeps load at once. */
export const SWEEP_CONCURRENCY = Number(process.env.SWEEP_CONCURRENCY ?? 3);

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
  const context = await browser.newContext({ viewport, hasTouch, isMobile, permissions, javaScriptEnabled });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
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
