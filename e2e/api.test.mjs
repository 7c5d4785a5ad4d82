// Browser tests of the API reference (/api): Redoc, server-rendered from openapi/serviceradar.yaml.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import YAML from 'yaml';
import { axeViolations, launch, openTab, ready, startSite, watch } from './harness.mjs';

const BRAND = 'rgb(24, 144, 255)'; // #1890ff
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const spec = YAML.parse(fs.readFileSync('openapi/serviceradar.yaml', 'utf8'));
const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => ({ method, route, ...item[method] })),
);
const schemaNames = Object.keys(spec.components.schemas);
const SPEC_BASE = 'https://serviceradar.example.com';
const LANGUAGES = ['curl', 'go', 'python'];

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

async function open(route, { width = 1280, height = 900, dark = false, javaScriptEnabled = true, permissions = [] } = {}) {
  const { context, page } = await openTab(browser, { viewport: { width, height }, javaScriptEnabled, permissions }, dark ? [() => localStorage.setItem('theme', 'dark')] : []);
  // Every console error and failed request counts, 404s included.
  const watcher = { problems: watch(page, site.base) };
  // Every load of the page, for the message when a click is not answered (a reload loses the state).
  page.loads = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && page.loads.push(frame.url()));
  page.watcher = watcher;
  const response = await page.goto(site.base + route, { waitUntil: 'networkidle' });
  // A click before hydration reaches no handler: on a busy machine the mobile menu's toggle was
  // clicked too early and the menu never opened.
  if (javaScriptEnabled) await ready(page);
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
  // What a failure needs to be read (seen once in CI: the section at 0 px, under the navbar).
  const state = await page.evaluate(() => ({ scrollY: window.scrollY, redoc: document.querySelector('[data-api-ready]') ? 'hydrated' : 'not hydrated' }));
  assert.ok(settled && Math.abs(top - navbarBottom) <= 2, `section at ${top}px, navbar ends at ${navbarBottom}px (scrollY ${state.scrollY}, Redoc ${state.redoc})`);
}

/**
 * Waits for the page to answer a click made as Redoc hydrates (`answer` waits for what it
 * shows); when it does not, the error says what the page was doing.
 */
async function answered(page, answer) {
  try {
    await answer();
  } catch (error) {
    const state = await page.evaluate(() => ({
      url: location.href,
      redoc: document.querySelector('[data-api-ready]') ? 'hydrated' : 'not hydrated',
      focus: document.activeElement ? `${document.activeElement.tagName} ${document.activeElement.id || document.activeElement.textContent.slice(0, 40)}` : null,
    }));
    error.message += `\n--- the page: ${JSON.stringify(state)}; loads: ${JSON.stringify(page.loads)}; problems: ${JSON.stringify(page.watcher.problems)}`;
    throw error;
  }
}

/** Polls a condition of the test's own (not the page's) every 20 ms, for up to 30 s. */
async function waitUntil(condition) {
  for (const start = Date.now(); !condition(); ) {
    if (Date.now() - start > 30000) throw new Error(`timed out waiting for ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The text a reader sees in an element once scrolled to it. Far from the window, a section of
 * the reference is not laid out (content-visibility) and has no rendered text until the frame
 * after it comes near: polled every 50 ms, for up to 10 s.
 */
async function textInView(locator) {
  await locator.scrollIntoViewIfNeeded();
  for (const start = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const text = await locator.innerText();
    if (text.trim() || Date.now() - start > 10000) return text;
  }
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
    assert.equal(await style(page, '.api-content [data-section-id="schema/PollerStatus"] td[kind="field"]', 'borderLeftColor'), BRAND);
    await context.close();
  });

  it('lays out only the sections near the window while it loads, then every one, as laid out without skipping', async () => {
    // Without JavaScript nothing lays the rest out: a section far down keeps content-visibility's skipped state.
    const off = await open('/api', { width: 412, height: 823, javaScriptEnabled: false });
    const far = '[data-section-id="schema/ErrorResponse"]';
    assert.equal(await style(off.page, far, 'contentVisibility'), 'auto');
    assert.equal(await off.page.locator(far).evaluate((el) => el.firstElementChild.checkVisibility({ contentVisibilityAuto: true })), false, 'the far section is not skipped');
    assert.equal(await off.page.locator('[id="section/Path-layout"]').evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })), true, 'a section in the window is skipped');
    await off.context.close();

    // With JavaScript, after load: every section laid out, and the page as tall, section by
    // section, as one whose sections were never skipped.
    const measure = (page) => page.evaluate(() => [...document.querySelectorAll('.api-content > [data-section-id]')].map((el) => `${el.id} ${Math.round(el.getBoundingClientRect().height)} ${getComputedStyle(el).contentVisibility}`));
    const { context, page } = await open('/api', { width: 412, height: 823 });
    const laidOut = await measure(page);
    assert.ok(laidOut.length > 17 + schemaNames.length, `${laidOut.length} sections`);
    const reference = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await reference.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const never = document.createElement('style');
        never.textContent = '.api-content > [data-section-id] { content-visibility: visible !important; }';
        document.head.append(never);
      });
    });
    const plain = await reference.newPage();
    await plain.goto(site.base + '/api', { waitUntil: 'networkidle' });
    await ready(plain);
    assert.deepEqual(laidOut, await measure(plain));
    assert.ok(laidOut.every((line) => line.endsWith(' visible')), laidOut.filter((line) => !line.endsWith(' visible')).join('\n'));
    await reference.close();
    await context.close();
  });

  for (const dark of [false, true]) {
    it(`has no axe violation on a phone (${dark ? 'dark' : 'light'} mode)`, async () => {
      const { context, page, watcher } = await open('/api', { width: 412, height: 823, dark });
      const violations = await axeViolations(page);
      assert.deepEqual(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)), []);
      assert.deepEqual(watcher.problems, []);
      await context.close();
    });
  }

  it('uses the brand colour #1890ff in both colour modes', async () => {
    for (const dark of [false, true]) {
      const { context, page } = await open('/api', { dark });
      // The tree lines of schema fields and the frame of constraints such as "non-empty".
      assert.equal(await style(page, '.api-content [data-section-id="schema/PollerStatus"] td[kind="field"]', 'borderLeftColor'), BRAND, `dark=${dark}`);
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

  it('offers the spec for download as YAML and JSON from the same origin', async () => {
    const { context, page } = await open('/api');
    const links = page.locator('.api-info a[download]');
    assert.deepEqual(await links.allInnerTexts(), ['YAML', 'JSON']);
    const [yaml, json] = await Promise.all([0, 1].map((i) => links.nth(i).getAttribute('href')));
    assert.deepEqual([yaml, json], ['/openapi/serviceradar.yaml', '/openapi/serviceradar.json']);
    const published = await Promise.all([yaml, json].map((href) => page.request.get(site.base + href)));
    for (const response of published) assert.equal(response.status(), 200);
    const [fromYaml, fromJson] = [YAML.parse(await published[0].text()), JSON.parse(await published[1].text())];
    assert.deepEqual(Object.keys(fromYaml.paths), Object.keys(spec.paths));
    assert.deepEqual(fromJson, fromYaml, 'the two downloads are the same document');
    await context.close();
  });

  it('lists the operations in the mobile menu below 997 px', async () => {
    const { context, page, watcher } = await open('/api', { width: 600 });
    assert.equal(await page.locator('.menu-content').isVisible(), false, "Redoc's own menu is hidden");
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'API reference' });
    await menu.waitFor();
    for (const operation of operations) assert.ok(await menu.getByRole('link', { name: operation.summary }).count(), operation.summary);
    await menu.getByRole('link', { name: 'Get system status' }).click();
    assert.equal(await page.getByRole('dialog').isVisible(), false);
    await assertScrolledTo(page, 'tag/System/operation/getSystemStatus');
    assert.deepEqual(watcher.problems, []);
    await context.close();
  });

  // The Back button walks the reader's own history of sections. Gatsby's router scrolls to the
  // hash too, one frame after the browser's popstate; once Redoc had mounted (and taken the
  // scroll offset over from CSS) that scroll came last and left the section under the navbar.
  it('goes Back to the section read before, just below the navbar, on a phone and on a desktop', async () => {
    for (const width of [600, 1280]) {
      const { context, page, watcher } = await open('/api', { width });
      // Redoc has mounted: it follows the hash from now on.
      await page.mouse.move(200, 300);
      await page.waitForSelector('[data-api-ready]', { state: 'attached', timeout: 30000 });
      for (const [group, summary, id] of [
        ['System', 'Get system status', 'tag/System/operation/getSystemStatus'],
        ['Pollers', 'List all pollers', 'tag/Pollers/operation/listPollers'],
      ]) {
        if (width < 997) {
          await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
          await page.getByRole('dialog').getByRole('navigation', { name: 'API reference' }).getByRole('link', { name: summary }).click();
        } else {
          const menu = page.locator('.menu-content');
          await menu.getByText(group, { exact: true }).click();
          await menu.getByText(summary, { exact: true }).click();
        }
        await assertScrolledTo(page, id);
      }
      await page.goBack();
      // Redoc's own menu adds the group to the history too, before the operation in it.
      await assertScrolledTo(page, width < 997 ? 'tag/System/operation/getSystemStatus' : 'tag/Pollers');
      assert.deepEqual(watcher.problems, [], `${width} px`);
      await context.close();
    }
  });

  it('is linked from the docs where the API is mentioned', async () => {
    for (const route of ['/docs/web-ui', '/docs/srql-language-reference']) {
      const html = fs.readFileSync(path.join('public', route, 'index.html'), 'utf8');
      assert.match(html, /href="\/api(#[^"]*)?"/, route);
    }
  });
});

/** The samples panel of an operation, and the sample of one language in it. */
const samples = (page, operationId) => page.locator(`[id="${operationId}-sample-curl-panel"]`).locator('xpath=..');
const sampleText = (page, operationId, lang) => page.locator(`[id="${operationId}-sample-${lang}-panel"] pre`).innerText();
/** The languages whose sample is visible, per operation, in document order. */
const visibleLanguages = (page) =>
  page.locator('[role="tabpanel"][data-tab-value]').evaluateAll((panels) => panels.filter((p) => p.checkVisibility()).map((p) => p.dataset.tabValue));

describe('API reference: request samples', () => {
  it('shows every operation with its curl, Go and Python samples without JavaScript, written for the spec server', async () => {
    const { context, page } = await open('/api', { javaScriptEnabled: false });
    for (const operation of operations) {
      assert.ok(await section(page, operation).isVisible(), `${operation.operationId} hidden without JavaScript`);
      for (const lang of LANGUAGES) {
        const panel = page.locator(`[id="${operation.operationId}-sample-${lang}-panel"]`);
        assert.ok(await panel.isVisible(), `${operation.operationId}: ${lang} sample hidden without JavaScript`);
        assert.ok((await textInView(panel.locator('pre'))).includes(SPEC_BASE), `${operation.operationId} (${lang}): no ${SPEC_BASE}`);
      }
    }
    assert.equal((await visibleLanguages(page)).length, operations.length * LANGUAGES.length);
    // Controls that need JavaScript are not offered without it.
    assert.equal(await page.locator('[role="tab"][id*="-sample-"]').filter({ visible: true }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^Copy the / }).filter({ visible: true }).count(), 0);
    assert.equal(await page.getByLabel('Base URL').isVisible(), false);
    await context.close();
  });

  it('writes a GET with path and required query parameters, a POST with its body, and sign-in without credentials', async () => {
    const { context, page, watcher } = await open('/api');
    const snmp = `${SPEC_BASE}/api/pollers/edge-poller-01/snmp?start=2025-04-24T13%3A15%3A22Z&end=2025-04-24T14%3A15%3A22Z`;
    assert.equal(await sampleText(page, 'getPollerSnmpMetrics', 'curl'), `curl -X GET '${snmp}' \\\n  -H "Authorization: Bearer $TOKEN"`);
    // Samples the reader does not see are in the page too (the language is CSS's business).
    assert.ok((await page.locator('[id="getPollerSnmpMetrics-sample-go-panel"] pre').textContent()).includes(`http.NewRequest(http.MethodGet, "${snmp}", nil)`));
    assert.ok((await page.locator('[id="getPollerSnmpMetrics-sample-python-panel"] pre').textContent()).includes(`"GET",\n    "${snmp}",`));

    const query = await sampleText(page, 'executeSrqlQuery', 'curl');
    assert.match(query, /^curl -X POST 'https:\/\/serviceradar\.example\.com\/api\/query' \\\n {2}-H "Authorization: Bearer \$TOKEN" \\\n {2}-H 'Content-Type: application\/json' \\\n {2}-d '(.+)'$/);
    assert.deepEqual(JSON.parse(/-d '(.+)'$/.exec(query)[1]), spec.paths['/api/query'].post.requestBody.content['application/json'].examples.deviceByIp.value);

    for (const operationId of ['login', 'refreshToken', 'beginOAuth', 'completeOAuth']) {
      const text = await samples(page, operationId).textContent();
      assert.ok(!/Authorization|TOKEN/.test(text), `${operationId} sends credentials`);
    }
    assert.ok((await sampleText(page, 'login', 'curl')).includes(`-d '{"username":"admin","password":"correct-horse-battery-staple"}'`));
    assert.deepEqual(watcher.problems, []);
    await context.close();
  });

  it('switches the language of every operation at once, and remembers it across reloads', async () => {
    const { context, page, watcher } = await open('/api');
    await ready(page);
    assert.deepEqual([...new Set(await visibleLanguages(page))], ['curl']);
    const tab = page.locator('[id="getPoller-sample-python-tab"]');
    await tab.scrollIntoViewIfNeeded();
    await tab.click();
    // The reference hydrates on the first interaction (src/theme/ApiReferenceIsland): the click is answered once it has.
    await answered(page, () => page.waitForFunction(() => document.querySelector('[id="getPoller-sample-python-tab"]')?.getAttribute('aria-selected') === 'true'));
    assert.equal(await tab.getAttribute('aria-selected'), 'true');
    const visible = await visibleLanguages(page);
    assert.equal(visible.length, operations.length);
    assert.deepEqual([...new Set(visible)], ['python']);
    assert.equal(await page.locator('[id="executeSrqlQuery-sample-python-tab"]').getAttribute('aria-selected'), 'true');

    // The keyboard: arrows move along the tabs and select.
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'getPoller-sample-go-tab');
    assert.deepEqual([...new Set(await visibleLanguages(page))], ['go']);

    await page.reload({ waitUntil: 'networkidle' });
    // From the first paint (the pre-paint script), then in the tabs' state once hydrated.
    assert.deepEqual([...new Set(await visibleLanguages(page))], ['go']);
    await ready(page);
    // Redoc hydrates on the reader's first interaction (a scroll the browser restores on reload
    // may come before the island listens or after: it woke Redoc in some runs and not others).
    await page.mouse.move(200, 300);
    await page.waitForFunction(() => document.querySelector('[id="login-sample-go-tab"]')?.getAttribute('aria-selected') === 'true');
    assert.deepEqual(watcher.problems, []);
    await context.close();
  });

  // The regression check for a lost click (src/theme/ApiReferenceIsland, ROOT_ATTRIBUTE): a click
  // while Redoc hydrates must be answered. Redoc's code is held back, then let through, and the tab
  // is clicked at set delays after it arrives, with the CPU 6× slower so that hydration is long
  // enough to click into. Before the fix, every click 150 to 1,050 ms after the code arrived was lost.
  it('answers a click on a sample tab made at any moment while Redoc hydrates', async () => {
    const lost = [];
    for (const delay of [0, 150, 400, 700, 1000, 1500]) {
      const { context, page, watcher } = await open('/api');
      const held = [];
      const arrived = new Set();
      await page.route(/\.js(\?|$)/, (route) => held.push(route));
      page.on('requestfinished', (request) => arrived.add(request));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const tab = page.locator('[id="getPoller-sample-python-tab"]');
      // Scrolling to the tab wakes the island: it asks for Redoc's code, which waits here.
      await tab.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => !document.querySelector('[data-api-ready]'));
      await waitUntil(() => held.length > 0);
      // Where a reader's pointer is: Playwright's locator.click() would first wait for the page to be
      // idle (its actionability checks), which is after hydration, and so miss the window.
      const box = await tab.boundingBox();
      // webpack asks for all of an import's chunks at once.
      await page.waitForTimeout(200);
      const chunks = held.map((route) => route.request());
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(/\.js(\?|$)/);
      await waitUntil(() => chunks.every((request) => arrived.has(request)));
      await page.waitForTimeout(delay);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const answer = await page
        .waitForFunction(() => document.querySelector('[id="getPoller-sample-python-tab"]')?.getAttribute('aria-selected') === 'true', null, { timeout: 30000 })
        .then(() => true, () => false);
      if (!answer) lost.push(`${delay} ms (Redoc ${await page.evaluate(() => (document.querySelector('[data-api-ready]') ? 'hydrated' : 'not hydrated'))})`);
      assert.deepEqual(watcher.problems, []);
      await context.close();
    }
    assert.deepEqual(lost, [], `clicks made this long after Redoc's code arrived were never answered: ${lost.join(', ')}`);
  });

  it('copies the exact command, written with the base URL the reader set, and keeps that URL', async () => {
    const { context, page, watcher } = await open('/api', { permissions: ['clipboard-read', 'clipboard-write'] });
    await ready(page);
    const field = page.getByLabel('Base URL');
    assert.equal(await field.inputValue(), SPEC_BASE);

    // A wrong address is refused, with the reason tied to the field.
    await field.fill('serviceradar.internal:8090');
    await page.getByRole('button', { name: 'Use in samples' }).click();
    // The reference hydrates on the first interaction (src/theme/ApiReferenceIsland): the click is answered once it has.
    await answered(page, () => page.locator('input[aria-invalid="true"]').waitFor());
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.match(await page.locator(`[id="${await field.getAttribute('aria-describedby').then((d) => d.split(' ')[0])}"]`).innerText(), /https:\/\//);

    await field.fill('http://10.0.0.5:8090/');
    await field.press('Enter');
    assert.equal(await field.inputValue(), 'http://10.0.0.5:8090');
    const expected = `curl -X GET 'http://10.0.0.5:8090/api/pollers/edge-poller-01/snmp?start=2025-04-24T13%3A15%3A22Z&end=2025-04-24T14%3A15%3A22Z' \\\n  -H "Authorization: Bearer $TOKEN"`;
    assert.equal(await sampleText(page, 'getPollerSnmpMetrics', 'curl'), expected);

    const copy = page.locator('[id="getPollerSnmpMetrics-sample-curl-panel"]').getByRole('button', { name: 'Copy the curl sample' });
    await copy.scrollIntoViewIfNeeded();
    await copy.click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected);
    await page.getByRole('status').filter({ hasText: 'Copied the curl sample to the clipboard' }).waitFor();

    // Remembered: after a reload the samples are written for the reader's server again.
    await page.reload({ waitUntil: 'networkidle' });
    await ready(page);
    await page.waitForFunction(() => document.querySelector('[id="getPollerSnmpMetrics-sample-curl-panel"] pre')?.textContent.startsWith("curl -X GET 'http://10.0.0.5:8090/"));
    assert.equal(await page.getByLabel('Base URL').inputValue(), 'http://10.0.0.5:8090');
    await page.getByRole('button', { name: 'Reset' }).click();
    assert.ok((await sampleText(page, 'getPollerSnmpMetrics', 'curl')).includes(SPEC_BASE));
    // No request to the reader's server, nor to any other origin (the watcher fails on one).
    assert.deepEqual(watcher.problems, []);
    await context.close();
  });

  for (const dark of [false, true]) {
    it(`has no axe violation in the samples and the Base URL field (${dark ? 'dark' : 'light'} mode)`, async () => {
      const { context, page, watcher } = await open('/api', { dark });
      await ready(page);
      await page.getByLabel('Base URL').fill('not a url');
      await page.getByRole('button', { name: 'Use in samples' }).click();
      const violations = await axeViolations(page, { include: ['form[aria-labelledby]', '[role="tablist"]', '[role="tabpanel"]'] });
      const lines = violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`));
      assert.deepEqual(lines, []);
      assert.deepEqual(watcher.problems, []);
      await context.close();
    });
  }
});
