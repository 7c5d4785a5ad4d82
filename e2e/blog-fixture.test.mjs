// Browser tests of the blog with 12 posts (e2e/fixtures/blog-12): pagination, two years in the
// sidebar, a .md post with <!-- truncate -->, a post without marker, local images, a draft.
// The fixture site is built apart from the main site:
//   node scripts/build-fixture-site.mjs e2e/fixtures/blog-12-site/site-config.yaml blog-12
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { launch, openTab, startSite, watch } from './harness.mjs';

const DIR = 'e2e/.fixture-public/blog-12';
const BUILT = fs.existsSync(`${DIR}/index.html`);
const SITE_URL = 'https://fixture.example.org';
const title = (n, name) => `Fixture ${String(n).padStart(2, '0')}: ${name}`;
const NEWEST_FIRST = [
  'Release notes, summer edition', 'Alerts without noise', 'Faster network sweeps', 'Inside the KV store', 'Dashboards that help', 'TLS everywhere',
  'Plans for the new year', 'A year in review', 'An agent checklist', 'SNMP basics', 'Notes on pollers', 'Getting started',
].map((name, i) => title(12 - i, name));

let site;
let browser;

describe('blog with 12 posts (fixture site)', () => {
  before(async () => {
    // Not built is a failure, naming the command that builds it (never a skip).
    assert.ok(BUILT, `${DIR} is not built: run npm run build:fixtures (or node scripts/build-fixture-site.mjs e2e/fixtures/blog-12-site/site-config.yaml blog-12)`);
    site = await startSite(DIR);
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(path, { width = 1280 } = {}) {
    const { context, page } = await openTab(browser, { viewport: { width, height: 900 } });
    const problems = watch(page, site.base);
    const response = await page.goto(site.base + path, { waitUntil: 'networkidle' });
    return { context, page, problems, response };
  }

  it('shows the 10 newest posts on /blog and the 2 oldest on /blog/page/2, linked both ways', async () => {
    const { context, page, problems } = await open('/blog');
    assert.equal(await page.title(), 'Fixture blog | Fixture Radar');
    assert.deepEqual(await page.locator('main article header h2').allTextContents(), NEWEST_FIRST.slice(0, 10));
    const pager = page.getByRole('navigation', { name: 'Blog list page navigation' });
    assert.equal(await pager.getByRole('link').count(), 1);
    await pager.getByRole('link', { name: /Older entries/ }).click();
    await page.waitForURL('**/blog/page/2');
    await page.locator('h1', { hasText: 'page 2 of 2' }).waitFor();
    // After a client-side navigation Gatsby's Head sets the title in an effect, after the page
    // has rendered: the h1 can be there a moment before it (CI saw the old title once).
    await page.waitForFunction((t) => document.title === t, 'Fixture blog, page 2 of 2 | Fixture Radar', { timeout: 5000 }).catch(() => {});
    assert.equal(await page.title(), 'Fixture blog, page 2 of 2 | Fixture Radar');
    assert.deepEqual(await page.locator('main article header h2').allTextContents(), NEWEST_FIRST.slice(10));
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('blog-list-page')));
    await pager.getByRole('link', { name: /Newer entries/ }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('groups the recent posts of two years in the sidebar', async () => {
    const { context, page } = await open('/blog/page/2');
    const sidebar = page.getByRole('navigation', { name: 'Blog recent posts' });
    assert.deepEqual(await sidebar.getByRole('heading', { level: 3 }).allTextContents(), ['2025', '2024']);
    // sidebarCount: 8 in the fixture config: 7 posts of 2025, then the newest of 2024.
    assert.deepEqual(await sidebar.getByRole('link').allTextContents(), NEWEST_FIRST.slice(0, 8));
    await context.close();
  });

  it('paginates tag pages too', async () => {
    const { context, page } = await open('/blog/tags/fixture');
    assert.equal(await page.locator('h1').textContent(), '12 posts tagged with “Fixture”');
    assert.equal(await page.locator('main article').count(), 10);
    const { context: c2, page: p2, response } = await open('/blog/tags/fixture/page/2');
    assert.equal(response.status(), 200);
    assert.deepEqual(await p2.locator('main article h2').allTextContents(), NEWEST_FIRST.slice(10));
    await c2.close();
    await context.close();
  });

  it('cuts a .md post at <!-- truncate --> and hides the marker on its page', async () => {
    const { context, page } = await open('/blog');
    const first = page.locator('main article').first();
    assert.ok((await first.textContent()).includes('This is fixture post number 12'));
    assert.ok(!(await first.textContent()).includes('Details of post 12'));
    await first.getByRole('link', { name: `Read more about ${NEWEST_FIRST[0]}` }).click();
    await page.waitForURL('**/blog/release-notes');
    await page.locator('h1', { hasText: NEWEST_FIRST[0] }).waitFor();
    const body = page.locator('[itemprop="articleBody"]');
    assert.ok((await body.textContent()).includes('Details of post 12'));
    assert.ok(!(await body.innerHTML()).includes('truncate'));
    await context.close();
  });

  it('shows a post without marker whole, without Read more, its in-page links pointing to the post', async () => {
    const { context, page } = await open('/blog');
    const article = page.locator('main article', { hasText: NEWEST_FIRST[12 - 5] });
    assert.ok((await article.textContent()).includes('Details of post 5'));
    assert.equal(await article.getByRole('link', { name: /Read more/ }).count(), 0);
    assert.equal(await article.getByRole('link', { name: 'its own details' }).getAttribute('href'), '/blog/year-in-review#details-of-post-5');
    await context.close();
  });

  it('serves images that sit next to a post and social-card images', async () => {
    const { context, page } = await open('/blog/poller-notes');
    const img = page.locator('[itemprop="articleBody"] img[alt="A sweep drawn as a curve"]');
    assert.match(await img.getAttribute('src'), /^\/static\/[0-9a-f]{16}\/sweep\.svg$/);
    assert.ok(await img.evaluate((el) => el.complete && el.naturalWidth > 0), 'the image did not load');
    const { context: c2, page: p2 } = await open('/blog/agent-checklist');
    assert.match(await p2.locator('meta[property="og:image"]').getAttribute('content'), /^https:\/\/fixture\.example\.org\/static\/[0-9a-f]{16}\/card\.svg$/);
    await c2.close();
    await context.close();
  });

  it('does not build drafts in production', async () => {
    const { context, response } = await open('/blog/unfinished');
    assert.equal(response.status(), 404);
    await context.close();
  });

  it('shows initials for an author without avatar, and their posts', async () => {
    const { context, page } = await open('/blog/authors/fixture-bot');
    assert.equal(await page.title(), 'Fixture Bot - Posts | Fixture Radar');
    assert.equal(await page.locator('main header', { has: page.locator('h1') }).locator('[aria-hidden="true"]').textContent(), 'FB');
    assert.deepEqual(await page.locator('main article header h2').allTextContents(), [12, 9, 6, 3].map((n) => NEWEST_FIRST[12 - n]));
    await context.close();
  });

  it('lists all 12 posts in each feed with absolute URLs', async () => {
    const { context, page } = await open('/blog');
    const feeds = await page.evaluate(async () => {
      const xml = async (path) => new DOMParser().parseFromString(await (await fetch(path)).text(), 'application/xml');
      const rss = await xml('/blog/rss.xml');
      const atom = await xml('/blog/atom.xml');
      const json = await (await fetch('/blog/feed.json')).json();
      return {
        rss: [...rss.querySelectorAll('item > link')].map((l) => l.textContent),
        atom: [...atom.querySelectorAll('entry > link')].map((l) => l.getAttribute('href')),
        json: json.items.map((i) => i.url),
        errors: rss.querySelectorAll('parsererror').length + atom.querySelectorAll('parsererror').length,
      };
    });
    assert.equal(feeds.errors, 0);
    const slugs = ['release-notes', 'alerts', 'sweeps', 'kv-store', 'dashboards', 'tls-everywhere', 'new-year-plans', 'year-in-review', 'agent-checklist', 'snmp-basics', 'poller-notes', 'first-light'];
    const urls = slugs.map((s) => `${SITE_URL}/blog/${s}`);
    assert.deepEqual(feeds.rss, urls);
    assert.deepEqual(feeds.atom, urls);
    assert.deepEqual(feeds.json, urls);
    await context.close();
  });
});
