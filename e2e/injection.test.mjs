// Content that tries to inject script: a doc whose mermaid labels and click directives carry
// payloads (e2e/fixtures/site/docs/injection.mdx) and an OpenAPI spec whose descriptions do
// (e2e/fixtures/site/openapi.yaml). Two separate layers must each hold: the markup is
// sanitized (checked with the CSP bypassed, so a surviving payload would really run), and
// the pages raise no CSP violation under the real policy.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, ready, startSite, watch } from './harness.mjs';

let site;
let browser;
before(async () => {
  site = await startSite('e2e/.fixture-public/site');
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const PAGES = [
  { path: '/docs/injection', scope: '.mermaid-diagram svg', inert: '<script>shown as text</script>' },
  { path: '/api', scope: '.api-content', inert: "<script>alert('inert')</script>" },
];

/** Opens a page with the CSP bypassed and a trap: any payload that runs sets window.__pwned or opens a dialog. */
async function openTrapped(path) {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    window.__pwned = undefined;
    // The name the diagram's click directives try to call.
    window.pwn = () => {
      window.__pwned = 'click callback';
    };
  });
  const page = await context.newPage();
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  const response = await page.goto(site.base + path, { waitUntil: 'networkidle' });
  assert.equal(response.status(), 200, path);
  await ready(page);
  return { context, page, dialogs };
}

/** What in the scope could run script: script elements, on* attributes, javascript: URLs, frames. */
async function activeContent(page, scope) {
  return page.$$eval(`${scope}, ${scope} *`, (elements) =>
    elements.flatMap((el) => {
      const found = [];
      const tag = el.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
      for (const { name, value } of el.attributes) {
        if (/^on/i.test(name)) found.push(`<${tag} ${name}>`);
        if (/^\s*javascript:/i.test(value.replace(/[\t\n\r]/g, ''))) found.push(`<${tag} ${name}="${value}">`);
      }
      return found;
    }),
  );
}

describe('injection attempts are rendered inert', () => {
  for (const { path, scope, inert } of PAGES) {
    it(`${path}: no payload survives in the markup, and none runs when the reader hovers and clicks`, async () => {
      const { context, page, dialogs } = await openTrapped(path);
      assert.ok((await page.locator(scope).count()) > 0, `${scope} on ${path}`);
      assert.deepEqual(await activeContent(page, scope), []);
      // The escaped payload is there for the reader to see, as text.
      const text = (await page.locator(scope).allTextContents()).join(' ');
      assert.ok(text.includes(inert), `${path} shows ${inert} as text`);

      // Every diagram node and every link of the description gets hovered and clicked.
      const targets = page.locator(
        path === '/api' ? '.api-content :is(a:not([download]), b, img, svg, summary)' : '.mermaid-diagram:visible :is(.node, a)',
      );
      const count = await targets.count();
      assert.ok(count > 0, `something to click on ${path}`);
      for (let i = 0; i < count; i++) {
        const target = targets.nth(i);
        await target.hover({ force: true, timeout: 2000 }).catch(() => {});
        await target.click({ force: true, timeout: 2000, noWaitAfter: true }).catch(() => {});
        if (new URL(page.url()).pathname !== path) await page.goBack();
      }
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      assert.deepEqual(dialogs, []);
      await context.close();
    });

    it(`${path}: under the real Content-Security-Policy, no handler reaches the page`, async () => {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        window.pwn = () => {
          window.__pwned = 'click callback';
        };
      });
      const page = await context.newPage();
      const problems = watch(page, site.base);
      await page.goto(site.base + path, { waitUntil: 'networkidle' });
      await ready(page);
      assert.deepEqual(await activeContent(page, scope), []);
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      // DOMPurify (inside Redoc) copies the untrusted HTML into an inert document and strips
      // the handlers there; Chrome reports each one it strips as a script-src-attr violation
      // (and logs it), although none could run. Anything else fails.
      const isStripped = (p) => /^CSP violation: script-src-attr blocked inline at .*\/component---src-templates-api-tsx-[0-9a-f]{20}\.js:/.test(p);
      const isLogged = (p) => p.startsWith('console error: Executing inline event handler violates');
      // The console message comes at once; the securitypolicyviolation event is a task queued
      // after it, so on a busy machine it can arrive later: wait (up to 10 s) for one per message.
      for (let waited = 0; waited < 10_000 && problems.filter(isStripped).length < problems.filter(isLogged).length; waited += 100) {
        await page.waitForTimeout(100);
      }
      const stripped = problems.filter(isStripped);
      const logged = problems.filter(isLogged);
      assert.deepEqual(problems.filter((p) => !stripped.includes(p) && !logged.includes(p)), []);
      assert.equal(logged.length, stripped.length);
      if (path !== '/api') assert.equal(stripped.length, 0, 'the diagrams are sanitized at build time: nothing to strip in the browser');
      await context.close();
    });
  }

  it('the diagram kept its labels, without their markup', async () => {
    const { context, page } = await openTrapped('/docs/injection');
    const labels = (await page.locator('.mermaid-diagram:visible svg').first().textContent()) ?? '';
    for (const label of ['image label', 'script label', 'anchor label', 'hover label']) assert.ok(labels.includes(label), label);
    await context.close();
  });
});
