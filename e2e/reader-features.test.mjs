// What readers of the best docs sites expect, on the built sites: code blocks whose lines stand
// out (highlighted ranges, diffs, line numbers), the version banner, and page feedback. Each in
// both colour modes, at 1280 px and on a 390 px touch screen, driven as a reader drives it.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { axeViolations, browserAndSites, DESKTOP, openAsReader, openTab, PHONE, ready } from './harness.mjs';

const suite = browserAndSites('public', 'e2e/.fixture-public/site');
let browser;
let real;
let fixture;
before(async () => {
  await suite.ready;
  ({ browser, sites: [real, fixture] } = suite);
});

const open = (site, path, options = {}) => openAsReader(browser, site, path, { permissions: ['clipboard-read', 'clipboard-write'], ...options });

const MODES = ['light', 'dark'];
const SCREENS = [['1280 px', DESKTOP], ['390 px touch', PHONE]];

/** The clipboard after pressing (or tapping) a block's copy button. */
async function copied(page, block, { tap = false } = {}) {
  await block.hover().catch(() => {});
  const button = block.locator('.copy-button');
  if (tap) await button.tap();
  else await button.click();
  await page.waitForFunction((b) => b.textContent === 'Copied', await button.elementHandle());
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * Records where every element sits once the HTML is parsed, before the page's app runs: Gatsby
 * starts React only when the document is no longer loading, and `readystatechange` to
 * `interactive` fires before that. An init script, so it runs on the next load.
 */
const recordParsedLayout = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const at = new Map();
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width || r.height) at.set(el, [r.x + scrollX, r.y + scrollY]);
    }
    window.__parsedLayout = at;
  });
};

/**
 * The elements the page's own code moved (hydration, effects such as the remembered answer) from
 * where the whole parsed HTML put them, each with where from and to, so a failure says what to fix.
 * Measured on the layout, not with the Layout Instability API: a busy browser paints a page it has
 * parsed only in part, and the shifts the rest of the markup then causes are reported in the next
 * frame, which may come after the parse: no cut-off by time tells them from the page's own.
 */
const movedSinceParsed = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const describe = (el) => `<${el.localName}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : ''}> "${el.textContent.slice(0, 40)}"`;
            const moved = [];
            for (const [el, [x, y]] of window.__parsedLayout) {
              if (!el.isConnected) continue;
              const r = el.getBoundingClientRect();
              const [nx, ny] = [r.x + scrollX, r.y + scrollY];
              if (Math.abs(nx - x) >= 1 || Math.abs(ny - y) >= 1) moved.push(`${describe(el)} ${Math.round(x)},${Math.round(y)} → ${Math.round(nx)},${Math.round(ny)}`);
            }
            resolve(moved.slice(0, 10));
          }),
        ),
      ),
  );

const background = (locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

describe('code blocks: highlighted lines, diffs and line numbers', () => {
  for (const theme of MODES) {
    for (const [name, screen] of SCREENS) {
      it(`a diff shows added and removed lines, and its copy button copies the result (${theme}, ${name})`, async () => {
        const { context, page, problems } = await open(real, '/docs/installation', { screen, theme });
        const block = page.locator('.gatsby-highlight[data-language="diff"]').first();
        const removed = block.locator('.token.deleted-sign');
        const added = block.locator('.token.inserted-sign');
        assert.equal(await removed.count(), 1);
        assert.equal(await added.count(), 1);
        assert.match(await removed.textContent(), /^-\s+"proton:9440"/);
        assert.match(await added.textContent(), /^\+\s+"127.0.0.1:9440"/);
        // Each changed line is a band of its own colour, unlike the block and unlike each other.
        const [blockBg, removedBg, addedBg] = [await background(block), await background(removed), await background(added)];
        assert.notEqual(removedBg, 'rgba(0, 0, 0, 0)');
        assert.notEqual(addedBg, removedBg);
        assert.notEqual(addedBg, blockBg);
        const text = await copied(page, block, { tap: screen === PHONE });
        assert.ok(text.includes('"127.0.0.1:9440"') && !text.includes('proton:9440'), text);
        assert.ok(!/^[+-]/m.test(text), `no diff markers in the copy:\n${text}`);
        assert.deepEqual(await axeViolations(page, { include: ['.gatsby-highlight[data-language="diff"]'] }), []);
        assert.deepEqual(problems, []);
        await context.close();
      });
    }

    it(`highlighted line ranges and line numbers, which the copy leaves out (${theme})`, async () => {
      const { context, page, problems } = await open(fixture, '/docs/features', { theme });
      const numbered = page.locator('.gatsby-highlight:has(pre.line-numbers)');
      assert.equal(await numbered.count(), 1);
      // One counter per line, from 1, in a column left of the code, as tall as a line each.
      const rows = numbered.locator('.line-numbers-rows > span');
      assert.ok((await rows.count()) >= 3);
      assert.equal(await numbered.locator('pre').evaluate((pre) => pre.style.counterReset), 'linenumber 0');
      assert.equal(await rows.first().evaluate((s) => getComputedStyle(s, '::before').content), 'counter(linenumber)');
      const [column, code] = [await numbered.locator('.line-numbers-rows').boundingBox(), await numbered.locator('code').boundingBox()];
      assert.ok(column.width > 0 && column.x + column.width <= code.x, `numbers left of the code: ${JSON.stringify({ column, code })}`);
      const lineHeight = await numbered.locator('code').evaluate((c) => parseFloat(getComputedStyle(c).lineHeight));
      assert.equal(Math.round((await rows.first().boundingBox()).height), Math.round(lineHeight));
      assert.equal(await numbered.locator('.gatsby-highlight-code-line').textContent(), 'timeout: 5s');
      assert.equal(await copied(page, numbered), 'listen: ":50051"\npoll_interval: 30s\ntimeout: 5s');
      assert.deepEqual(await copied(page, page.locator('.gatsby-highlight[data-language="diff"]')), 'listen: ":50051"\npoll_interval: 60s');
      // SRQL blocks take line ranges too.
      assert.equal(await page.locator('.gatsby-highlight[data-language="srql"] .gatsby-highlight-code-line').count(), 1);
      assert.deepEqual(await axeViolations(page, { include: ['.gatsby-highlight'] }), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('the pages that tell the reader which lines to add mark them', async () => {
    const { context, page } = await open(real, '/docs/mcp-integration');
    assert.deepEqual(
      await page.locator('.gatsby-highlight-code-line').allTextContents(),
      ['  "mcp": {', '    "enabled": true', '  }'],
    );
    await context.close();
  });
});

describe('version banner', () => {
  for (const theme of MODES) {
    for (const [name, screen] of SCREENS) {
      it(`an unreleased and an unmaintained version say so and link to the latest (${theme}, ${name})`, async () => {
        const { context, page, problems } = await open(fixture, '/docs/intro', { screen, theme });
        const banner = page.getByRole('note', { name: 'Version notice' });
        assert.match(await banner.textContent(), /ServiceRadar Next, a version that is not released yet/);
        const link = banner.getByRole('link', { name: 'this page in ServiceRadar 1.0' });
        if (screen === PHONE) await link.tap();
        else await link.click();
        await page.waitForURL('**/docs/1.0/intro');
        // A client-side navigation: the URL changes before the new page renders.
        await page.locator('h1', { hasText: /^Fixture Introduction 1\.0$/ }).waitFor();
        // The latest version has no banner.
        assert.equal(await page.getByRole('note', { name: 'Version notice' }).count(), 0);

        await page.goto(`${fixture.base}/docs/0.9/intro`, { waitUntil: 'networkidle' });
        await ready(page);
        const old = page.getByRole('note', { name: 'Version notice' });
        assert.match(await old.textContent(), /ServiceRadar 0\.9, a version that is no longer maintained/);
        assert.equal(await old.getByRole('link').getAttribute('href'), '/docs/1.0/intro');
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }

  it("links a doc the latest version lacks to the latest version's main doc, with JavaScript off too", async () => {
    const { context, page } = await openTab(browser, { javaScriptEnabled: false });
    await page.goto(`${fixture.base}/docs/0.9/setup-09`);
    const link = page.getByRole('note', { name: 'Version notice' }).getByRole('link', { name: 'the ServiceRadar 1.0 documentation' });
    assert.equal(await link.getAttribute('href'), '/docs/1.0/intro');
    await context.close();
  });

  it('shows no banner on the real site, whose only version is the latest', async () => {
    const { context, page } = await open(real, '/docs/intro');
    assert.equal(await page.locator('[data-version-banner]').count(), 0);
    await context.close();
  });
});

describe('page feedback', () => {
  for (const theme of MODES) {
    for (const [name, screen] of SCREENS) {
      it(`asks, sends nothing, remembers the answer and offers a pre-filled issue (${theme}, ${name})`, async () => {
        const { context, page, problems } = await open(real, '/docs/installation', { screen, theme });
        const requests = [];
        page.on('request', (request) => requests.push(request.url()));
        const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
        const no = feedback.getByRole('button', { name: 'No' });
        if (screen === PHONE) await no.tap();
        else {
          // By keyboard: focus the Yes button, then Tab to No and press Space.
          await feedback.getByRole('button', { name: 'Yes' }).focus();
          await page.keyboard.press('Tab');
          assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'No');
          await page.keyboard.press('Space');
        }
        assert.equal(await no.getAttribute('aria-pressed'), 'true');
        const issue = feedback.getByRole('link', { name: /Tell us in a new issue/ });
        const url = new URL(await issue.getAttribute('href'));
        assert.equal(`${url.origin}${url.pathname}`, 'https://github.com/carverauto/serviceradar/issues/new');
        assert.match(url.searchParams.get('title'), /^Docs feedback: /);
        assert.match(url.searchParams.get('body'), /Page: https:\/\/docs\.serviceradar\.cloud\/docs\/installation\nDocs version: Next\nWas this page helpful\? No/);
        assert.equal(await issue.getAttribute('target'), '_blank');
        assert.deepEqual(requests, [], 'answering sends nothing');
        assert.deepEqual(await axeViolations(page, { include: ['[data-page-feedback]'] }), []);

        // Remembered for this page, shown after a reload without moving anything.
        await page.addInitScript(recordParsedLayout);
        await page.reload({ waitUntil: 'networkidle' });
        await ready(page);
        assert.equal(await page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button', { name: 'No' }).getAttribute('aria-pressed'), 'true');
        assert.deepEqual(await movedSinceParsed(page), [], 'moved by the page code on load with a remembered answer');
        // Another page has its own answer.
        await page.goto(`${real.base}/docs/intro`, { waitUntil: 'networkidle' });
        await ready(page);
        assert.deepEqual(await page.locator('[data-page-feedback] button[aria-pressed="true"]').count(), 0);
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }

  it('is there without JavaScript, and works when storage is blocked', async () => {
    const { context, page } = await openTab(browser, { javaScriptEnabled: false });
    await page.goto(`${real.base}/docs/intro`);
    assert.equal(await page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button').count(), 2);
    await context.close();
    const blocked = await open(real, '/docs/intro', {
      init: () => Object.defineProperty(window, 'localStorage', { get: () => { throw new Error('blocked'); } }),
    });
    await blocked.page.getByRole('button', { name: 'Yes' }).click();
    assert.equal(await blocked.page.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed'), 'true');
    assert.ok(await blocked.page.getByRole('link', { name: /Tell us in a new issue/ }).isVisible());
    await blocked.context.close();
  });
});

describe('diagrams wider than their column, seen whole', () => {
  const OPEN = { name: 'View the diagram full screen' };
  /**
   * The stage's scale and translation, from its CSS transform, which Panzoom sets in the next
   * animation frame after each zoom or pan: read after two frames, so every input so far has landed.
   */
  const transformOf = (page) =>
    page.locator('dialog[open] > div:last-child > div').evaluate(
      (stage) =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const m = new DOMMatrixReadOnly(getComputedStyle(stage).transform);
              resolve({ scale: m.a, x: m.e, y: m.f });
            }),
          ),
        ),
    );

  for (const theme of MODES) {
    for (const [name, screen] of SCREENS) {
      it(`opens full screen, fitted, zooms and pans, and Esc or Close returns focus (${theme}, ${name})`, async () => {
        const { context, page, problems } = await open(real, '/docs/architecture', { screen, theme });
        // Located by its key and colour mode: `:visible` would move on to the next diagram while this one is shown full screen.
        const key = await page.locator('.mermaid-diagram:visible').first().getAttribute('data-mermaid-key');
        const diagram = page.locator(`.mermaid-diagram.only-${theme}[data-mermaid-key="${key}"]`);
        // Inline, the diagram still scrolls sideways.
        assert.ok(await diagram.evaluate((d) => d.scrollWidth > d.clientWidth + 1));
        const opener = diagram.getByRole('button', OPEN);
        if (screen === PHONE) await opener.tap();
        else await opener.click();
        const dialog = page.getByRole('dialog', { name: 'Diagram, full screen' });
        await dialog.waitFor();
        const svg = dialog.locator('svg').first();
        // Seen whole, as first painted: Panzoom applies the fit in the frame after the dialog
        // opens, before that frame is painted. Read at once, under load the box was the unfitted
        // SVG's ({"x":-440.125,"width":1276.27} at 390 px, in one CI run).
        const fitted = await transformOf(page);
        const box = await svg.boundingBox();
        assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= screen.width + 1 && box.y + box.height <= screen.height + 1, JSON.stringify(box));
        assert.equal(await diagram.locator('svg').count(), 0, 'the SVG moved into the dialog (its ids stay unique)');
        const viewport = dialog.getByRole('group');
        const vbox = await viewport.boundingBox();
        const [cx, cy] = [vbox.x + vbox.width / 2, vbox.y + vbox.height / 2];
        if (screen === PHONE) {
          // Pinch: two fingers moving apart.
          const cdp = await context.newCDPSession(page);
          const points = (d) => [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }];
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(20) });
          for (let d = 30; d <= 120; d += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(d) });
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
          assert.ok((await transformOf(page)).scale > fitted.scale * 1.5, 'pinching zooms in');
          await dialog.getByRole('button', { name: 'Close' }).tap();
        } else {
          await page.mouse.move(cx, cy);
          await page.mouse.wheel(0, -300);
          const wheeled = await transformOf(page);
          assert.ok(wheeled.scale > fitted.scale, 'the wheel zooms in');
          await page.mouse.down();
          await page.mouse.move(cx + 120, cy + 60, { steps: 5 });
          await page.mouse.up();
          const dragged = await transformOf(page);
          assert.ok(dragged.x !== wheeled.x && dragged.y !== wheeled.y, 'dragging pans');
          // The keyboard: 0 fits again, + zooms, arrows pan.
          await viewport.focus();
          await page.keyboard.press('0');
          const refitted = await transformOf(page);
          assert.ok(Math.abs(refitted.scale - fitted.scale) < 1e-6, JSON.stringify({ refitted, fitted }));
          await page.keyboard.press('+');
          const zoomed = await transformOf(page);
          assert.ok(zoomed.scale > fitted.scale, JSON.stringify({ zoomed, fitted, focus: await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)) }));
          const before = await transformOf(page);
          await page.keyboard.press('ArrowRight');
          assert.notEqual((await transformOf(page)).x, before.x);
          assert.deepEqual(await axeViolations(page, { include: ['dialog[open]'] }), []);
          await page.keyboard.press('Escape');
        }
        await dialog.waitFor({ state: 'detached' });
        assert.equal(await diagram.locator(':scope > svg').count(), 1, 'the SVG is back in the page');
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), OPEN.name);
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }

  it('adds nothing to a diagram that fits its column', async () => {
    const { context, page } = await open(fixture, '/docs/features');
    assert.equal(await page.locator('.mermaid-diagram:visible svg').count(), 1);
    assert.equal(await page.getByRole('button', OPEN).count(), 0);
    await context.close();
  });
});
