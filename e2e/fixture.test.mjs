// Browser tests against the fixture site (npm run build:fixtures): two locales, three docs
// versions, announcement bar, hide-on-scroll, every navbar item type, doc page features.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, openTab, ready, startSite, watch } from './harness.mjs';

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

async function open(path, { width = 1280, theme, init, permissions } = {}) {
  const { context, page } = await openTab(browser, { viewport: { width, height: 900 }, permissions }, [...(theme ? [[(t) => localStorage.setItem('theme', t), theme]] : []), ...(init ? [init] : [])]);
  const problems = watch(page, site.base);
  const response = await page.goto(site.base + path, { waitUntil: 'networkidle' });
  if (response.ok()) await ready(page);
  return { context, page, problems };
}

describe('navbar items from the configuration', () => {
  it('renders doc, docSidebar, dropdown, search slot, html, version and locale items', async () => {
    const { context, page, problems } = await open('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'Guide' }).getAttribute('href'), '/docs/intro');
    assert.equal(await nav.getByRole('link', { name: 'Fixture Features' }).getAttribute('href'), '/docs/features');
    await nav.getByRole('button', { name: 'More' }).hover();
    const external = nav.getByRole('link', { name: /Example/ });
    assert.equal(await external.getAttribute('target'), '_blank');
    assert.equal(await external.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(await page.locator('[data-search-slot]').count(), 1);
    assert.equal(await page.locator('.fixture-badge').textContent(), 'beta');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('lists both locales', async () => {
    const { context, page } = await open('/docs/intro');
    await page.getByRole('button', { name: /Languages/ }).click();
    assert.equal(await page.getByRole('link', { name: 'English' }).getAttribute('href'), '/docs/intro');
    // The French site is deployed separately (locales.items[].url).
    assert.equal(await page.getByRole('link', { name: /Français/ }).getAttribute('href'), 'https://fr.docs.example.com/docs/intro');
    await context.close();
  });

  it('shows the single-row footer with its logo', async () => {
    const { context, page } = await open('/');
    const footer = page.locator('footer');
    assert.deepEqual(await footer.locator('ul li').allTextContents(), ['Guide', 'Source (opens in a new tab)']);
    assert.equal(await footer.locator('img').getAttribute('alt'), 'ServiceRadar logo');
    assert.match(await footer.textContent(), new RegExp(`Copyright © ${new Date().getFullYear()} Fixture.`));
    await context.close();
  });
});

describe('docs versions', () => {
  it('serves each version at its routes with its own sidebar', async () => {
    const { context, page } = await open('/docs/1.0/intro');
    assert.equal(await page.locator('h1').textContent(), 'Fixture Introduction 1.0');
    const links = await page.locator('aside nav[aria-label="Docs sidebar"] a').evaluateAll((a) => a.map((l) => l.getAttribute('href')));
    assert.deepEqual(links, ['/docs/1.0/intro', '/docs/1.0/features']);
    assert.equal(await page.getByRole('button', { name: /Versions/ }).textContent(), 'Versions: 1.0');
    await context.close();
  });

  it('saves the chosen version and restores it on the next visit; clears an unknown one', async () => {
    const { context, page } = await open('/docs/intro');
    await page.getByRole('button', { name: /Versions/ }).click();
    await page.getByRole('link', { name: '1.0', exact: true }).click();
    await page.waitForURL('**/docs/1.0/intro');
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '1.0');
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    await ready(page);
    const guide = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' });
    assert.equal(await guide.getAttribute('href'), '/docs/1.0/intro');
    assert.equal(await page.getByRole('button', { name: /Versions/ }).textContent(), 'Versions: 1.0');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.5'));
    await page.reload({ waitUntil: 'networkidle' });
    await ready(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), null);
    assert.equal(await guide.getAttribute('href'), '/docs/intro');
    await context.close();
  });
});

describe('announcement bar and hide-on-scroll', () => {
  it('closes and stays closed across visits, even before scripts run', async () => {
    const { context, page } = await open('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    assert.ok(await bar.isVisible());
    await bar.getByRole('button', { name: 'Close' }).click();
    assert.equal(await bar.count(), 0);
    await context.route(/\.js$/, (route) => route.abort());
    await page.reload();
    assert.equal(await page.locator('[data-announcement-bar]').isVisible(), false);
    await context.close();
  });

  it('hides the navbar on scroll down and shows it on scroll up and near the top', async () => {
    const { context, page } = await open('/docs/long-page');
    const hidden = () => page.locator('nav[aria-label="Main"]').getAttribute('data-navbar-hidden');
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    assert.equal(await hidden(), 'true');
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(300);
    assert.equal(await hidden(), 'false');
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    assert.equal(await hidden(), 'true');
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(300);
    assert.equal(await hidden(), 'false');
    await context.close();
  });
});

describe('doc page features', () => {
  it('highlights code in both themes, with a title, highlighted lines and a working copy button', async () => {
    const colours = {};
    for (const theme of ['light', 'dark']) {
      const { context, page } = await open('/docs/features', { theme, permissions: ['clipboard-read', 'clipboard-write'] });
      assert.equal(await page.locator('.code-title').first().textContent(), 'install.sh');
      assert.equal(await page.locator('pre.language-bash .gatsby-highlight-code-line').count(), 1);
      colours[theme] = await page.locator('pre.language-bash .token.function').first().evaluate((el) => getComputedStyle(el).color);
      assert.equal(await page.locator('pre').first().evaluate((el) => getComputedStyle(el).whiteSpace), 'pre');
      // Located by class: its accessible name changes to "Copied" once clicked.
      const copy = page.locator('.gatsby-highlight .copy-button').first();
      assert.equal(await copy.getAttribute('aria-label'), 'Copy code to clipboard');
      await copy.click();
      await page.waitForFunction(() => document.querySelector('.gatsby-highlight .copy-button')?.textContent === 'Copied');
      assert.equal(
        await page.evaluate(() => navigator.clipboard.readText()),
        'sudo apt-get update\nsudo apt-get install -y serviceradar-agent\nsystemctl status serviceradar-agent',
      );
      assert.equal(await copy.textContent(), 'Copied');
      await context.close();
    }
    assert.notEqual(colours.light, colours.dark);
  });

  it('renders admonitions, mermaid per mode, unique ids for repeated and accented headings', async () => {
    const { context, page } = await open('/docs/features');
    const warning = page.locator('aside.admonition-warning');
    assert.equal(await warning.getAttribute('role'), 'note');
    assert.equal(await warning.locator('.admonition-title').textContent(), 'Mind the firewall');
    assert.equal(await page.locator('aside.admonition-note .admonition-title').textContent(), 'Note');
    assert.equal(await page.locator('.mermaid-diagram.only-light svg').count(), 1);
    assert.equal(await page.locator('.mermaid-diagram.only-dark svg').count(), 1);
    const ids = await page.locator('h3').evaluateAll((hs) => hs.map((h) => h.id));
    assert.deepEqual(ids, ['über-sonderzeichen', 'same', 'same-1', 'same-2']);
    const tocTargets = await page.locator('nav[aria-label="On this page"] a').evaluateAll((a) => a.map((l) => decodeURIComponent(l.getAttribute('href').slice(1))));
    for (const id of tocTargets) assert.equal(await page.locator(`[id="${id}"]`).count(), 1, id);
    await context.close();
  });

  it('renders images next to the doc and from static/, and inline JSX', async () => {
    const { context, page } = await open('/docs/features');
    for (const alt of ['A green ring next to this doc', 'The site logo from static']) {
      const loaded = await page.getByRole('img', { name: alt }).evaluate((img) => img.complete && img.naturalWidth > 0);
      assert.ok(loaded, alt);
    }
    assert.equal(await page.locator('.markdown kbd').count(), 2);
    assert.match(await page.locator('.markdown').textContent(), /two plus two is 4\./);
    await context.close();
  });

  it('does not build draft docs in production', async () => {
    const { context, page } = await open('/docs/draft-notes');
    assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
    await context.close();
  });

  it('resolves relative links to doc files and lists doc tags', async () => {
    const { context, page } = await open('/docs/intro');
    assert.equal(await page.getByRole('link', { name: 'the features' }).getAttribute('href'), '/docs/features');
    await page.goto(`${site.base}/docs/tags`, { waitUntil: 'networkidle' });
    await ready(page);
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('docs-tags-list-page')));
    assert.deepEqual(await page.locator('.markdown li').allTextContents(), ['getting-started (2)', 'reference (1)']);
    await page.getByRole('link', { name: 'getting-started' }).click();
    await page.waitForURL('**/docs/tags/getting-started');
    // The URL changes a frame before the new page renders.
    await page.locator('h1', { hasText: 'tagged with' }).waitFor();
    assert.equal(await page.locator('h1').textContent(), '2 docs tagged with "getting-started"');
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('docs-tags-doc-list-page')));
    await context.close();
  });

  it('keeps the table of contents to h2/h3 on a long page and follows the scroll', async () => {
    const { context, page } = await open('/docs/long-page');
    const texts = await page.locator('nav[aria-label="On this page"] a').allTextContents();
    assert.equal(texts.length, 40);
    assert.ok(!texts.some((t) => t.startsWith('Deep')));
    await page.evaluate(() => document.getElementById('section-10').scrollIntoView());
    await page.waitForTimeout(300);
    assert.equal(await page.locator('nav[aria-label="On this page"] a[aria-current="location"]').textContent(), 'Section 10');
    await context.close();
  });
});
