// Browser tests of the docs against the real content (sidebar, hidden docs, doc page parts).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
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

async function open(path, { width = 1280, theme } = {}) {
  const { context, page } = await openTab(browser, { viewport: { width, height: 900 } }, theme ? [[(t) => localStorage.setItem('theme', t), theme]] : []);
  const problems = watch(page, site.base);
  const response = await page.goto(site.base + path, { waitUntil: 'networkidle' });
  if (response.ok()) await ready(page);
  return { context, page, problems };
}

const HIDDEN = ['edge-agent-onboarding', 'edge-onboarding', 'spire-onboarding-plan', 'runbooks/docker-compose-login-500'];

describe('real docs sidebar', () => {
  it('lists the 33 sidebar docs and the 16 config references in order, none of the four left out on purpose, the active one marked', async () => {
    const { context, page } = await open('/docs/tls-security');
    const sidebar = page.locator('aside nav[aria-label="Docs sidebar"]');
    const hrefs = await sidebar.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.equal(hrefs.length, 49);
    assert.equal(hrefs[0], '/docs/intro');
    assert.equal(hrefs.filter((h) => h.startsWith('/docs/reference/')).length, 16);
    assert.equal(hrefs.at(-1), '/docs/runbooks/sysmonvm-e2e');
    for (const id of HIDDEN) assert.ok(!hrefs.includes(`/docs/${id}`), id);
    const active = sidebar.locator('a[aria-current="page"]');
    assert.equal(await active.textContent(), 'TLS Security');
    assert.equal(await sidebar.locator('a', { hasText: 'Why ServiceRadar' }).count(), 1);
    // The active doc's categories are expanded, others collapsed.
    assert.ok(await active.isVisible());
    assert.equal(await sidebar.getByRole('link', { name: 'Bare Metal' }).isVisible(), false);
    await context.close();
  });

  it('is one sidebar for all its pages, each page marked current without JavaScript, and hydrates and navigates from that state', async () => {
    // The build renders the sidebar once; the post-build pass marks each page's copy.
    const { context: noScript, page: still } = await openTab(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await still.goto(`${site.base}/docs/tls-security`);
    const served = still.locator('aside nav[aria-label="Docs sidebar"]');
    assert.deepEqual(await served.locator('a[aria-current="page"]').allTextContents(), ['TLS Security']);
    assert.ok(await served.getByRole('link', { name: 'TLS Security' }).isVisible());
    assert.equal(await served.getByRole('link', { name: 'Bare Metal' }).isVisible(), false);
    await noScript.close();

    const { context, page, problems } = await open('/docs/tls-security');
    const sidebar = page.locator('aside nav[aria-label="Docs sidebar"]');
    // React took the page's state as served: the open category closes on the first click.
    const howTos = sidebar.getByRole('button', { name: 'HowTos' });
    assert.equal(await howTos.getAttribute('aria-expanded'), 'true');
    await howTos.click();
    await sidebar.getByRole('link', { name: 'TLS Security' }).waitFor({ state: 'hidden' });
    await howTos.click();
    // A click to another doc moves the mark, and opens that doc's category.
    await sidebar.getByRole('button', { name: 'Get Data In' }).click();
    await sidebar.getByRole('link', { name: 'SNMP' }).click();
    await page.waitForURL(/\/docs\/snmp$/);
    await page.waitForFunction(() => document.querySelector('aside nav a[aria-current="page"]')?.textContent === 'SNMP');
    assert.deepEqual(await sidebar.locator('a[aria-current="page"]').allTextContents(), ['SNMP']);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('expands and collapses a category', async () => {
    const { context, page } = await open('/docs/intro');
    const sidebar = page.locator('aside nav[aria-label="Docs sidebar"]');
    const deployment = sidebar.getByRole('button', { name: 'Deployment' });
    assert.equal(await deployment.getAttribute('aria-expanded'), 'false');
    await deployment.click();
    await sidebar.getByRole('link', { name: 'Bare Metal' }).waitFor();
    assert.equal(await deployment.getAttribute('aria-expanded'), 'true');
    await deployment.click();
    await sidebar.getByRole('link', { name: 'Bare Metal' }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('animates collapse with a height-based duration, instantly with reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const { context, page } = await openTab(browser, { viewport: { width: 1280, height: 900 }, reducedMotion });
      await page.goto(`${site.base}/docs/intro`, { waitUntil: 'networkidle' });
      await ready(page);
      const sidebar = page.locator('aside nav[aria-label="Docs sidebar"]');
      await sidebar.getByRole('button', { name: 'Get Started' }).click();
      const duration = Number(await page.locator('#sidebar-desktop-1').getAttribute('data-duration'));
      if (reducedMotion === 'reduce') assert.equal(duration, 0);
      else assert.ok(duration > 100 && duration < 1000, String(duration));
      await context.close();
    }
  });

  it('keeps its own scroll position across navigation', async () => {
    const { context, page } = await open('/docs/intro');
    const sidebar = page.locator('aside nav[aria-label="Docs sidebar"]');
    for (const name of ['Get Started', 'Get Data In', 'Integrations', 'Deployment', 'Troubleshooting', 'Development & Demo']) {
      await sidebar.getByRole('button', { name }).click();
    }
    await page.waitForTimeout(600);
    const before = await sidebar.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      return el.scrollTop;
    });
    assert.ok(before > 50, `the sidebar should scroll (scrollTop ${before})`);
    await sidebar.getByRole('link', { name: 'Bare Metal' }).click();
    await page.waitForURL('**/docs/installation');
    await page.waitForTimeout(200);
    const after = await page.locator('aside nav[aria-label="Docs sidebar"]').evaluate((el) => el.scrollTop);
    assert.ok(Math.abs(after - before) < 5, `scrollTop ${before} before, ${after} after`);
    await context.close();
  });

  it('builds the four docs outside the sidebar, without a sidebar', async () => {
    for (const id of HIDDEN) {
      const { context, page, problems } = await open(`/docs/${id}`);
      assert.ok((await page.locator('h1').textContent()).length > 0, id);
      assert.equal(await page.locator('aside nav[aria-label="Docs sidebar"]').count(), 0, id);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});

describe('doc page', () => {
  it('has breadcrumbs, previous/next, edit link and last-updated date', async () => {
    const { context, page } = await open('/docs/kv-configuration');
    const crumbs = await page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents();
    assert.deepEqual(crumbs.slice(1), ['Get Started', 'HowTos', 'KV Store Configuration']);
    const pager = page.locator('nav[aria-label="Docs pages"]');
    assert.equal(await pager.locator('a[rel="prev"]').getAttribute('href'), '/docs/auth-configuration');
    assert.equal(await pager.locator('a[rel="next"]').getAttribute('href'), '/docs/sync');
    const edit = page.getByRole('link', { name: /Edit this page/ });
    assert.equal(await edit.getAttribute('href'), 'https://github.com/carverauto/serviceradar/edit/main/content/docs/kv-configuration.mdx');
    // The file's last commit (resolved when queried: src/node/resolvers.ts).
    const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', 'content/docs/kv-configuration.mdx'], { encoding: 'utf8' }).trim();
    assert.equal(new Date(await page.locator('time').first().getAttribute('datetime')).getTime(), new Date(committed).getTime());
    await context.close();
  });

  it('has a table of contents of h2 and h3 only, highlighting the heading in view', async () => {
    const { context, page } = await open('/docs/architecture');
    const toc = page.locator('nav[aria-label="On this page"]');
    const entries = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href').slice(1)));
    const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName), entries);
    assert.ok(entries.length > 10);
    assert.ok(levels.every((tag) => tag === 'H2' || tag === 'H3'), levels.join());
    await page.evaluate(() => document.getElementById('network-requirements').scrollIntoView());
    await page.waitForTimeout(300);
    assert.equal(await toc.locator('a[aria-current="location"]').textContent(), 'Network Requirements');
    await context.close();
  });

  it('keeps the text where it is before the parser reaches the table of contents (doc and blog post, no layout shift)', async () => {
    // The TOC comes after the text in the HTML; a long page is painted before it is parsed. The
    // text must already sit where it will stay: without the TOC column it measures the same.
    for (const route of ['/docs/srql-language-reference', '/blog/blazing-fast-go-syn-scanner']) {
      for (const width of [1280, 1920]) {
        const { context, page } = await open(route, { width });
        const [withToc, withoutToc] = await page.evaluate(() => {
          const column = document.querySelector('nav[aria-label="On this page"]').parentElement;
          const text = column.previousElementSibling;
          const box = () => {
            const { x, width } = text.getBoundingClientRect();
            return [Math.round(x), Math.round(width)];
          };
          const measured = box();
          column.remove();
          return [measured, box()];
        });
        assert.deepEqual(withoutToc, withToc, `${route} at ${width} px: the text's [x, width] without the TOC column`);
        await context.close();
      }
    }
  });

  it('gives headings stable ids with "Direct link to" anchors', async () => {
    const { context, page } = await open('/docs/configuration');
    const anchor = page.locator('h2#auth-and-rbac a.anchor');
    assert.equal(await anchor.getAttribute('aria-label'), 'Direct link to Auth and RBAC');
    assert.equal(await anchor.getAttribute('href'), '#auth-and-rbac');
    await context.close();
  });

  it('renders tables, admonitions as labelled notes, and highlighted SRQL', async () => {
    const { context, page } = await open('/docs/srql-language-reference');
    assert.ok((await page.locator('.markdown table').count()) >= 1);
    assert.ok((await page.locator('pre.language-srql .token.keyword').count()) > 5);
    await context.close();
    const intro = await open('/docs/intro');
    const tip = intro.page.locator('aside.admonition-tip');
    assert.equal(await tip.getAttribute('role'), 'note');
    assert.equal(await tip.locator('.admonition-title').textContent(), "What you'll need");
    await intro.context.close();
  });

  it('shows the light mermaid rendering in light mode and the dark one in dark mode, with no mermaid script', async () => {
    for (const theme of ['light', 'dark']) {
      const { context, page, problems } = await open('/docs/architecture', { theme });
      const requests = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.reload({ waitUntil: 'networkidle' });
    await ready(page);
      const visible = await page.locator('.mermaid-diagram').evaluateAll((els) =>
        els.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.className),
      );
      assert.equal(visible.length, 7);
      assert.ok(visible.every((c) => c.includes(theme === 'light' ? 'only-light' : 'only-dark')));
      assert.equal(await page.locator('.mermaid-diagram svg').count(), 14);
      assert.ok(!requests.some((u) => u.includes('/diagrams/')), 'a diagram was fetched although the HTML has it');
      const ids = await page.locator('.mermaid-diagram svg').evaluateAll((svgs) => svgs.map((s) => s.id));
      assert.equal(new Set(ids).size, ids.length, 'svg ids are unique');
      assert.ok(!requests.some((u) => /mermaid/i.test(u)), 'a mermaid script was requested');
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  it('fetches the diagrams of a page reached by client-side navigation (they are not in its JavaScript)', async () => {
    const { context, page, problems } = await open('/docs/intro');
    const fetched = [];
    page.on('response', (r) => {
      if (r.url().includes('/diagrams/')) fetched.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.evaluate(() => (window.__noReload = true));
    // A reader's click on the sidebar link: Gatsby's client-side navigation.
    await page.locator('aside nav[aria-label="Docs sidebar"] a[href="/docs/architecture"]').click();
    await page.waitForFunction(() => location.pathname === '/docs/architecture');
    await page.waitForFunction(() => document.querySelectorAll('.mermaid-diagram svg').length === 14, null, { timeout: 30000 });
    assert.equal(await page.evaluate(() => window.__noReload), true, 'the page was reloaded, not navigated client-side');
    assert.equal(fetched.length, 14);
    assert.ok(fetched.every((f) => /^200 \/diagrams\/[0-9a-f]+\.svg$/.test(f)), fetched.join('\n'));
    const visible = await page.locator('.mermaid-diagram.only-light svg').evaluateAll((svgs) => svgs.filter((s) => s.getBoundingClientRect().width > 0).length);
    assert.equal(visible, 7);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('shows the sidebar in the mobile menu', async () => {
    const { context, page } = await open('/docs/snmp', { width: 600 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation bar' });
    assert.equal(await menu.locator('a[aria-current="page"]').textContent(), 'SNMP');
    assert.equal(await menu.locator('nav[aria-label="Docs sidebar"] a').count(), 49);
    await context.close();
  });
});
