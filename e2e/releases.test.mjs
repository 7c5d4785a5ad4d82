// Release notes (content/releases, src/node/releases) on the built site: a reader reaches them from
// the navbar on a desktop and through the menu on a phone, reads the list newest first in groups,
// opens a release and follows its links, finds one by search; feed readers get RSS, Atom and JSON;
// docs that name a release link to it; the twins and llms.txt list them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { launch, openTab, ready, startSite, watch } from './harness.mjs';

const SITE_URL = 'https://docs.serviceradar.cloud';
/** Every release of the CHANGELOG at b89ec1088, newest first, in its groups. */
const GROUPS = [
  ['1.0.54', ['1.0.54-pre5', '1.0.54-pre4', '1.0.54-pre3', '1.0.54-pre2', '1.0.54-pre1']],
  ['1.0.53', ['1.0.53', '1.0.53-pre21', '1.0.53-pre20', '1.0.53-pre19', '1.0.53-pre18', '1.0.53-pre17', '1.0.53-pre16', '1.0.53-pre15', '1.0.53-pre14', '1.0.53-pre10']],
  ...['1.0.52', '1.0.51', '1.0.50', '1.0.49', '1.0.48', '1.0.47', '1.0.46', '1.0.45', '1.0.44'].map((v) => [v, [v]]),
];
const VERSIONS = GROUPS.flatMap(([, versions]) => versions);
/** Releases without a git tag: listed, not in the feeds. */
const UNDATED = ['1.0.53-pre21', '1.0.53-pre14'];

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

async function open(route, { width = 1280, touch = false, colorScheme = 'light' } = {}) {
  const { context, page } = await openTab(browser, { viewport: { width, height: touch ? 844 : 900 }, hasTouch: touch, isMobile: touch, colorScheme });
  const problems = watch(page, site.base);
  await page.goto(site.base + route);
  await ready(page);
  return { context, page, problems };
}

/** The list as a reader sees it: each group's heading and its releases' versions. */
const listed = (page) =>
  page.locator('main section').evaluateAll((sections) =>
    sections.map((s) => [s.querySelector('h2').textContent, [...s.querySelectorAll('li > a')].map((a) => a.textContent.replace(/^ServiceRadar /, ''))]),
  );

describe('the release list', () => {
  it('is a click on Releases in the navbar away, newest first, grouped by the release each leads to', async () => {
    const { context, page, problems } = await open('/docs/intro');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Releases' }).click();
    await page.waitForURL(`${site.base}/releases`);
    await page.locator('h1', { hasText: 'Release notes' }).waitFor();
    assert.equal(await page.title(), 'Release notes | ServiceRadar');
    assert.deepEqual(await listed(page), GROUPS);
    const first = page.locator('main li').first();
    assert.equal(await first.locator('time').getAttribute('datetime'), '2025-10-25');
    assert.equal(await first.getByText('Pre-release').count(), 1);
    const untagged = page.locator('main li', { has: page.getByRole('link', { name: 'ServiceRadar 1.0.53-pre21', exact: true }) });
    assert.equal(await untagged.getByText('Not tagged, no release date').count(), 1);
    const stable = page.locator('main li', { has: page.getByRole('link', { name: 'ServiceRadar 1.0.53', exact: true }) });
    assert.equal(await stable.getByText('Pre-release').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('is in the menu on a phone: a tap on the menu, a tap on Releases, then a release', async () => {
    const { context, page, problems } = await open('/', { width: 390, touch: true, colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    const menu = page.getByRole('dialog', { name: 'Navigation bar' });
    await menu.getByRole('link', { name: 'Releases' }).tap();
    await page.waitForURL(`${site.base}/releases`);
    await page.getByRole('link', { name: 'ServiceRadar 1.0.54-pre3', exact: true }).tap();
    await page.waitForURL(`${site.base}/releases/1.0.54-pre3`);
    await page.locator('h1', { hasText: 'ServiceRadar 1.0.54-pre3' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('a release page', () => {
  it('shows its date, summary and changes, links to the docs they touch and to its neighbours', async () => {
    const { context, page, problems } = await open('/releases');
    await page.getByRole('link', { name: 'ServiceRadar 1.0.53', exact: true }).click();
    await page.waitForURL(`${site.base}/releases/1.0.53`);
    await page.locator('h1', { hasText: 'ServiceRadar 1.0.53' }).waitFor();
    assert.equal(await page.title(), 'ServiceRadar 1.0.53 | ServiceRadar');
    assert.equal(await page.locator('article time').getAttribute('datetime'), '2025-10-19');
    assert.equal(await page.locator('article time').textContent(), 'October 19, 2025');
    const notes = page.locator('[itemprop="releaseNotes"]');
    assert.ok((await notes.locator('li').count()) >= 3);
    const docs = page.getByRole('region', { name: 'Docs for these changes' });
    assert.deepEqual(await docs.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))), ['/docs/agents', '/docs/docker-setup']);
    const nav = page.getByRole('navigation', { name: 'Release navigation' });
    assert.equal(await nav.locator('a[rel="prev"]').getAttribute('href'), '/releases/1.0.54-pre1');
    assert.equal(await nav.locator('a[rel="next"]').getAttribute('href'), '/releases/1.0.53-pre21');
    await docs.getByRole('link', { name: 'ServiceRadar Docker Setup Guide' }).click();
    await page.waitForURL(`${site.base}/docs/docker-setup`);
    await page.locator('h1', { hasText: 'ServiceRadar Docker Setup Guide' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('offers the feeds to browsers and feed readers in <head>', async () => {
    const { context, page } = await open('/releases/1.0.52');
    const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((l) => [l.type, l.getAttribute('href')]));
    assert.deepEqual(alternates, [
      ['application/rss+xml', '/releases/rss.xml'],
      ['application/atom+xml', '/releases/atom.xml'],
      ['application/feed+json', '/releases/feed.json'],
    ]);
    await context.close();
  });
});

describe('the release feeds', () => {
  it('are well-formed RSS, Atom and JSON Feed with every dated release, newest first, full content and absolute URLs', async () => {
    const { context, page } = await open('/releases');
    const feeds = await page.evaluate(async () => {
      const text = async (path) => (await fetch(path)).text();
      const parse = (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return { error: doc.querySelector('parsererror')?.textContent ?? null, doc };
      };
      const rss = parse(await text('/releases/rss.xml'));
      const atom = parse(await text('/releases/atom.xml'));
      const content = 'http://purl.org/rss/1.0/modules/content/';
      return {
        errors: [rss.error, atom.error],
        rss: [...rss.doc.querySelectorAll('item')].map((i) => ({ link: i.querySelector('link').textContent, content: i.getElementsByTagNameNS(content, 'encoded')[0].textContent })),
        atom: [...atom.doc.querySelectorAll('entry')].map((e) => ({ link: e.querySelector('link').getAttribute('href'), published: e.querySelector('published').textContent })),
        json: JSON.parse(await text('/releases/feed.json')),
      };
    });
    await context.close();
    assert.deepEqual(feeds.errors, [null, null]);
    const urls = VERSIONS.filter((v) => !UNDATED.includes(v)).map((v) => `${SITE_URL}/releases/${v}`);
    assert.deepEqual(feeds.rss.map((i) => i.link), urls);
    assert.deepEqual(feeds.atom.map((e) => e.link), urls);
    assert.deepEqual(feeds.json.items.map((i) => i.url), urls);
    assert.equal(feeds.json.version, 'https://jsonfeed.org/version/1.1');
    assert.equal(feeds.json.title, 'ServiceRadar Release notes');
    assert.equal(feeds.atom[5].published, '2025-10-19T00:00:00.000Z');
    const notes = feeds.rss[5].content;
    assert.match(notes, /<li>/);
    assert.deepEqual(notes.match(/(?:href|src)="(?!https?:|mailto:|#)[^"]*"/g) ?? [], [], 'relative URL in a feed');
    assert.ok(notes.includes(`href="${SITE_URL}/docs/agents"`), notes);
  });
});

describe('around the site', () => {
  it('a doc that names a release links its first mention to the release', async () => {
    const { context, page, problems } = await open('/docs/installation');
    const mention = page.locator('article a[href="/releases/1.0.53"]').first();
    assert.equal(await mention.textContent(), '1.0.53');
    await mention.click();
    await page.waitForURL(`${site.base}/releases/1.0.53`);
    await page.locator('h1', { hasText: 'ServiceRadar 1.0.53' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('search finds a release by what changed in it', async () => {
    const { context, page, problems } = await open('/releases');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search docs, blog and API' }).fill('BuildBuddy');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('status').filter({ hasText: 'for “BuildBuddy”' }).waitFor({ timeout: 20000 });
    const hrefs = await dialog.locator('[role="option"]').evaluateAll((options) => options.map((o) => o.closest('a[href]')?.getAttribute('href')));
    assert.ok(hrefs.some((h) => h?.startsWith('/releases/1.0.54-pre')), hrefs.join(' '));
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('the sitemap, the Markdown twins and llms.txt list every release', () => {
    const sitemap = fs.readFileSync('public/sitemap-0.xml', 'utf8');
    for (const v of VERSIONS) assert.ok(sitemap.includes(`<loc>${SITE_URL}/releases/${v}</loc>`), v);
    assert.ok(sitemap.includes(`<loc>${SITE_URL}/releases</loc>`));
    const twin = fs.readFileSync('public/releases/1.0.53.md', 'utf8');
    assert.match(twin, /^---\n[\s\S]*\n---\n\n# ServiceRadar 1\.0\.53\n/);
    assert.match(twin, /\[ServiceRadar Docker Setup Guide\]\(https:\/\/docs\.serviceradar\.cloud\/docs\/docker-setup\)/);
    const llms = fs.readFileSync('public/llms.txt', 'utf8');
    const section = llms.split('\n## ').find((s) => s.startsWith('Release notes\n'));
    assert.ok(section, 'llms.txt has a Release notes section');
    assert.deepEqual([...section.matchAll(/\(https:\/\/docs\.serviceradar\.cloud\/releases\/([^)]+)\.md\)/g)].map((m) => m[1]), VERSIONS);
  });
});
