// Content at the edges must build and render (npm run build:fixtures): the edge fixture site
// (e2e/fixtures/edge-site: a 10,000-line doc, CJK / emoji / accented and repeated headings, a doc
// file name with spaces, an empty blog) and a post without authors in the docs fixture site.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { axeViolations, builtRoutes, inPool, launch, openTab, ready, startSite, SWEEP_CONCURRENCY, watch } from './harness.mjs';

const EDGE = 'e2e/.fixture-public/edge';
const SITE = 'e2e/.fixture-public/site';

const built = (dir) => fs.existsSync(`${dir}/index.html`);
/** A site that is not built fails its suite, naming the command that builds it (never a skip). */
const requireBuilt = (dir) => assert.ok(built(dir), `${dir} is not built: run npm run build:fixtures`);

let browser;
const sites = {};
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
  for (const site of Object.values(sites)) await site.close();
});

async function open(site, path) {
  const { context, page } = await openTab(browser, { viewport: { width: 1280, height: 900 } });
  const problems = watch(page, site.base);
  const response = await page.goto(site.base + path, { waitUntil: 'networkidle' });
  assert.equal(response.status(), 200, `${path} answers 200`);
  await ready(page);
  return { context, page, problems };
}

/** Ids used twice on the page, and TOC links whose target is not on the page. */
function anchorsOf(page) {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    const toc = [...document.querySelectorAll('nav[aria-label="On this page"] a')].map((a) => a.getAttribute('href'));
    const unresolved = toc.filter((href) => !document.getElementById(decodeURIComponent(href.slice(1))));
    return { duplicates, toc, unresolved };
  });
}

describe('edge fixture site', () => {
  before(async () => {
    requireBuilt(EDGE);
    sites.edge = await startSite(EDGE);
  });

  it('renders every route without console errors or axe violations', async () => {
    const routes = builtRoutes(EDGE);
    for (const path of ['/docs/long', '/docs/headings', '/docs/file-name-with-spaces', '/blog']) assert.ok(routes.includes(path), `${path} is built`);
    await inPool(routes, SWEEP_CONCURRENCY, async (route) => {
      const { context, page, problems } = await open(sites.edge, route);
      assert.ok(await page.locator('h1').first().isVisible(), `${route} has a visible h1`);
      const violations = await axeViolations(page);
      assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.length}`), [], `axe on ${route}`);
      assert.deepEqual(problems, [], `console on ${route}`);
      await context.close();
    });
  });

  it('has no NUL byte in any built page (React 18 streaming leaves them beside multi-byte characters)', () => {
    const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
    const pages = walk(EDGE).filter((f) => f.endsWith('.html'));
    assert.ok(pages.length > 5);
    assert.deepEqual(pages.filter((f) => fs.readFileSync(f).includes(0)), []);
  });

  it('gives CJK, emoji, accented and three identical headings unique ids that every TOC link reaches', async () => {
    const { context, page, problems } = await open(sites.edge, '/docs/headings');
    const headings = page.locator('main h2, main h3');
    const texts = (await headings.allTextContents()).map((t) => t.trim());
    for (const text of ['快速入门', '設定ファイル', '모니터링 개요', '🚀 Launch checklist', 'Status 🟢 and 🔴 alerts', 'Café, naïve façade and Ærøskøbing', 'Überprüfung der Größe']) {
      assert.ok(texts.some((t) => t.startsWith(text)), `heading "${text}" in ${JSON.stringify(texts)}`);
      assert.ok(await page.locator('main h2, main h3').filter({ hasText: text }).first().isVisible());
    }
    const configIds = await page.locator('main h2').filter({ hasText: /^Configuration/ }).evaluateAll((hs) => hs.map((h) => h.id));
    assert.equal(configIds.length, 3);
    assert.equal(new Set(configIds).size, 3, `distinct ids: ${configIds}`);
    const { duplicates, toc, unresolved } = await anchorsOf(page);
    assert.deepEqual(duplicates, []);
    assert.equal(toc.length, 10, `TOC: ${toc}`);
    assert.deepEqual(unresolved, []);
    // A TOC link brings its heading into view.
    const cjk = page.locator('nav[aria-label="On this page"] a', { hasText: '設定ファイル' });
    await cjk.click();
    await page.waitForFunction(() => decodeURIComponent(location.hash).length > 1);
    const target = decodeURIComponent(await page.evaluate(() => location.hash.slice(1)));
    assert.ok(await page.locator(`[id="${target}"]`).isVisible());
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('renders the 10,000-line doc whole, with a TOC that resolves', async () => {
    const source = fs.readFileSync('e2e/fixtures/edge-site/docs/long.mdx', 'utf8');
    assert.equal(source.split('\n').length - 1, 10000, 'the fixture has 10,000 lines');
    const sections = source.match(/^## /gm).length;
    const { context, page, problems } = await open(sites.edge, '/docs/long');
    assert.equal(await page.locator('main h2').count(), sections);
    assert.equal(await page.locator('main table').count(), sections);
    const last = page.getByText(`Line 15 of the details of section ${sections}.`, { exact: true });
    await last.scrollIntoViewIfNeeded();
    assert.ok(await last.isVisible());
    const { duplicates, toc, unresolved } = await anchorsOf(page);
    assert.deepEqual(duplicates, []);
    assert.equal(toc.length, sections * 2, 'every h2 and h3 in the TOC');
    assert.deepEqual(unresolved, []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('serves the doc whose file name has spaces at a route with dashes', async () => {
    const { context, page, problems } = await open(sites.edge, '/docs/file-name-with-spaces');
    assert.equal(await page.locator('h1').textContent(), 'A file name with spaces');
    const sidebar = page.locator('aside nav[aria-label="Docs sidebar"]');
    assert.equal(await sidebar.getByRole('link', { name: 'A file name with spaces' }).getAttribute('href'), '/docs/file-name-with-spaces');
    assert.equal(fs.existsSync(`${EDGE}/docs/file name with spaces`), false, 'no route with spaces');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('shows an empty blog as such and writes valid, empty feeds', async () => {
    const { context, page, problems } = await open(sites.edge, '/blog');
    assert.equal(await page.locator('h1').textContent(), 'Edge blog');
    assert.ok(await page.getByText('No posts yet.').isVisible());
    assert.equal(await page.locator('main article').count(), 0);
    const feeds = await page.evaluate(async () => {
      const text = async (path) => (await fetch(path)).text();
      const xml = (s) => new DOMParser().parseFromString(s, 'application/xml');
      const rss = xml(await text('/blog/rss.xml'));
      const atom = xml(await text('/blog/atom.xml'));
      const json = JSON.parse(await text('/blog/feed.json'));
      return {
        errors: rss.querySelectorAll('parsererror').length + atom.querySelectorAll('parsererror').length,
        rssTitle: rss.querySelector('channel > title')?.textContent,
        rssItems: rss.querySelectorAll('item').length,
        atomEntries: atom.querySelectorAll('entry').length,
        jsonVersion: json.version,
        jsonItems: json.items.length,
      };
    });
    assert.deepEqual(feeds, { errors: 0, rssTitle: 'Edge Radar Edge blog', rssItems: 0, atomEntries: 0, jsonVersion: 'https://jsonfeed.org/version/1.1', jsonItems: 0 });
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('a post without authors (docs fixture site)', () => {
  before(async () => {
    requireBuilt(SITE);
    sites.site = await startSite(SITE);
  });

  it('renders without a byline on its page and in the list, and is in every feed', async () => {
    const { context, page, problems } = await open(sites.site, '/blog/no-authors');
    assert.equal(await page.locator('h1').textContent(), 'A post without authors');
    assert.ok(await page.getByText('The list pages, the post page and the feeds show it without a byline.').isVisible());
    assert.equal(await page.locator('main article a[href^="/blog/authors/"]').count(), 0);
    assert.deepEqual(problems, []);
    await page.goto(`${sites.site.base}/blog`, { waitUntil: 'networkidle' });
    const preview = page.locator('main article', { hasText: 'A post without authors' });
    assert.equal(await preview.count(), 1);
    assert.equal(await preview.locator('a[href^="/blog/authors/"]').count(), 0);
    const inFeeds = await page.evaluate(async () => {
      const text = async (path) => (await fetch(path)).text();
      return {
        rss: (await text('/blog/rss.xml')).includes('A post without authors'),
        atom: (await text('/blog/atom.xml')).includes('A post without authors'),
        json: JSON.parse(await text('/blog/feed.json')).items.some((i) => i.title === 'A post without authors'),
      };
    });
    assert.deepEqual(inFeeds, { rss: true, atom: true, json: true });
    await context.close();
  });
});
