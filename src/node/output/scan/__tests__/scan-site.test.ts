/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import * as parse5 from 'parse5';
import { pageScanMemo } from '../scan-memo';
import { scanSite, scanThreads } from '../scan-site';
import { scanPage } from '../scan-page';
import { searchPageHtml } from '../../search/search-page';

const project = process.cwd();
let dir = '';
const KEY = '0123456789abcdef';
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-site-'));
  process.chdir(dir);
  write(`node_modules/.cache/mermaid-svg/${KEY}.svg`, `<svg id="mermaid-${KEY}" viewBox="0 0 200 100"><text>A</text></svg>`);
  write('public/index.html', `<html><body><div class="mermaid-diagram" data-mermaid-key="${KEY}"></div><a href="/docs/x#setup">x</a><script>boot()</script></body></html>`);
  write('public/docs/x/index.html', Buffer.concat([Buffer.from('<h2 id="set'), Buffer.from([0]), Buffer.from('up">Setup</h2><a href="/" onclick="go()">home</a>')]));
  write('public/blog/post/index.html', '<div itemprop="articleBody"><p>Hello</p></div>');
  write('public/app-0123.js', 'console.log(1)');
  // A slice fragment: stitched into the pages by Gatsby, so not a page of its own here.
  write('public/_gatsby/slices/docs-sidebar-1.html', '<nav><a href="/docs/x">x</a></nav>');
});
afterEach(() => {
  process.chdir(project);
  fs.rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe('the post-build pass', () => {
  // One thread, and two: worker threads load the pass with jiti (./scan-worker.cjs), the real
  // path of a build with 600 pages or more; the main thread then parses only the kept pages.
  it.each([
    [1, 3],
    [2, 1], // the kept page only: the threads parse the others
  ])('reads and parses each page once, fixing NUL bytes and filling diagrams before it scans (%i thread(s))', async (threads, parsedHere) => {
    const parse = jest.spyOn(parse5, 'parse');
    const site = await scanSite(path.join(dir, 'public'), (file) => file === '/blog/post/index.html', threads, pageScanMemo(path.join(dir, 'public'), { salt: 'test' }));
    expect(site.threads).toBe(threads);
    expect(parse).toHaveBeenCalledTimes(parsedHere);
    expect([...site.pages.keys()]).toEqual(['/blog/post/index.html', '/docs/x/index.html', '/index.html']);

    expect(site.nulFixed).toEqual(['/docs/x/index.html']);
    expect(fs.readFileSync(path.join(dir, 'public/docs/x/index.html'), 'utf8')).toBe('<h2 id="setup">Setup</h2><a href="/" onclick="go()">home</a>');
    // The id is read after the NUL is gone.
    expect(site.pages.get('/docs/x/index.html')!.ids).toEqual(new Set(['setup']));
    expect(site.pages.get('/docs/x/index.html')!.problems).toEqual(['<a onclick="…"> is an inline event handler']);

    expect({ pages: site.diagramPages, diagrams: site.diagrams }).toEqual({ pages: 1, diagrams: 1 });
    expect(fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8')).toContain(`data-mermaid-key="${KEY}"><svg`);
    expect(fs.readFileSync(path.join(dir, `public/diagrams/${KEY}.svg`), 'utf8')).toMatch(/^<svg/);
    // The scan sees the filled page: the SVG's id is among its ids.
    expect(site.pages.get('/index.html')!.ids.has(`mermaid-${KEY}`)).toBe(true);
    expect(site.pages.get('/index.html')!.links).toEqual(['/docs/x#setup']);
    expect(site.pages.get('/index.html')!.scripts).toEqual(['boot()']);

    expect([...site.documents.keys()]).toEqual(['/blog/post/index.html']);
  });

  it.each([1, 2])('scans again only the pages written since the last pass, and removes the SVG of a diagram no page shows (%i thread(s))', async (threads) => {
    const publicDir = path.join(dir, 'public');
    const memo = () => pageScanMemo(publicDir, { salt: 'scan code v1' });
    const keep = (file: string) => file === '/blog/post/index.html';
    const first = await scanSite(publicDir, keep, threads, memo());
    expect(first.reused).toBe(0);

    // Nothing written since: only the kept page (its document) is parsed again.
    const parse = jest.spyOn(parse5, 'parse');
    const again = await scanSite(publicDir, keep, threads, memo());
    expect(again.reused).toBe(2);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(again.pages).toEqual(first.pages);
    expect(fs.existsSync(path.join(publicDir, `diagrams/${KEY}.svg`))).toBe(true);

    // Gatsby writes the home page again, without its diagram: it is scanned, and the diagram's SVG goes.
    write('public/index.html', '<html><body><a href="/docs/x">x</a></body></html>');
    const edited = await scanSite(publicDir, keep, threads, memo());
    expect(edited.reused).toBe(1);
    expect(edited.pages.get('/index.html')!.links).toEqual(['/docs/x']);
    expect(edited.pages.get('/docs/x/index.html')!.ids).toEqual(new Set(['setup']));
    expect(fs.existsSync(path.join(publicDir, `diagrams/${KEY}.svg`))).toBe(false);

    // A page removed is forgotten; a change to the scan's code scans everything again.
    fs.rmSync(path.join(publicDir, 'docs/x/index.html'));
    expect([...(await scanSite(publicDir, keep, threads, memo())).pages.keys()]).toEqual(['/blog/post/index.html', '/index.html']);
    expect((await scanSite(publicDir, keep, threads, pageScanMemo(publicDir, { salt: 'scan code v2' }))).reused).toBe(0);
  });

  it.each([1, 2])('writes what the search index reads of each page beside the memo, and removes the copy of a page gone (%i thread(s))', async (threads) => {
    const publicDir = path.join(dir, 'public');
    write('public/docs/y/index.html', '<html lang="en"><body><nav><a href="/">home</a></nav><article data-pagefind-body=""><h1>Y</h1></article></body></html>');
    const searchDir = path.join(dir, '.cache/post-build/search-pages');
    const site = await scanSite(publicDir, undefined, threads, pageScanMemo(publicDir, { salt: 'test' }));
    expect(site.searchDir).toBe(searchDir);
    expect(fs.readFileSync(path.join(searchDir, 'docs/y/index.html'), 'utf8')).toBe('<html lang="en"><body><article data-pagefind-body=""><h1>Y</h1></article></body></html>');
    // A page without a content element keeps what Pagefind reads outside content: here nothing.
    expect(fs.readFileSync(path.join(searchDir, 'index.html'), 'utf8')).toBe('<html><body></body></html>');
    // A page whose copy is missing is scanned again, even when the page is as the last pass left it.
    fs.rmSync(path.join(searchDir, 'index.html'));
    expect((await scanSite(publicDir, undefined, threads, pageScanMemo(publicDir, { salt: 'test' }))).reused).toBe(3);
    expect(fs.existsSync(path.join(searchDir, 'index.html'))).toBe(true);
    fs.rmSync(path.join(publicDir, 'docs/y'), { recursive: true });
    await scanSite(publicDir, undefined, threads, pageScanMemo(publicDir, { salt: 'test' }));
    expect(fs.existsSync(path.join(searchDir, 'docs/y/index.html'))).toBe(false);
  });

  it.each([1, 2])('parses a stitched sidebar once for all its pages and skips the CSS inlined in the head, giving each page the scan and search copy of the whole page (%i thread(s))', async (threads) => {
    const sidebar = (current: string) =>
      `<!-- slice-start id="docs-sidebar-1" --><nav aria-label="Docs"><ul id="list-1"><li><a href="/docs/a"${current === 'a' ? ' aria-current="page"' : ''}>A</a></li><li><a href="/docs/b" onclick="x()">B</a></li></ul></nav><!-- slice-end id="docs-sidebar-1" -->`;
    // Gatsby's own scripts slice stays in the page: the CSP hashes its scripts.
    const scripts = '<!-- slice-start id="_gatsby-scripts-1" --><script>chunks()</script><!-- slice-end id="_gatsby-scripts-1" -->';
    const page = (name: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>${name}</title><meta name="description" content="Put <style data-href=&quot;x&quot;> in </style> the head"/><style data-href="/styles-1.css">a{color:red}</style><script>var s = '<style data-href="y">'</script></head><body><a href="/">home</a><div>${sidebar(name)}<main data-pagefind-body=""><h1 id="${name}">${name}</h1><a href="/docs/b#top">b</a></main></div>${scripts}</body></html>`;
    for (const name of ['a', 'b', 'c']) write(`public/docs/${name}/index.html`, page(name));
    const publicDir = path.join(dir, 'public');
    const fragments = jest.spyOn(parse5, 'parseFragment');
    const parses = jest.spyOn(parse5, 'parse');
    const site = await scanSite(publicDir, undefined, threads, pageScanMemo(publicDir, { salt: 'test' }));
    // Once per thread at most (the jest spy does not see the worker threads' parses).
    if (threads === 1) {
      expect(fragments).toHaveBeenCalledTimes(1);
      const parsed = parses.mock.calls.map(([html]) => html).filter((html) => html.includes('slice-start id="docs-sidebar-1"'));
      expect(parsed).toHaveLength(3);
      for (const html of parsed) expect(html).not.toMatch(/a\{color:red\}|<nav/);
    }
    for (const name of ['a', 'b', 'c']) {
      const file = `/docs/${name}/index.html`;
      const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
      expect(site.pages.get(file)).toEqual(scanPage(html));
      expect(fs.readFileSync(path.join(site.searchDir, file), 'utf8')).toBe(searchPageHtml(html)!.html);
    }
    expect(site.pages.get('/docs/a/index.html')!.links).toEqual(['/', '/docs/a', '/docs/b', '/docs/b#top']);
    // The next build keeps the scans, the sidebar's with them.
    const again = await scanSite(publicDir, undefined, threads, pageScanMemo(publicDir, { salt: 'test' }));
    expect(again.reused).toBe(site.pages.size);
    expect(again.pages).toEqual(site.pages);
  });

  it('copies every page whole for the search index when no page marks its content (Pagefind then reads whole pages)', async () => {
    const publicDir = path.join(dir, 'public');
    await scanSite(publicDir, undefined, 1, pageScanMemo(publicDir, { salt: 'test' }));
    const searchDir = path.join(dir, '.cache/post-build/search-pages');
    for (const file of ['index.html', 'docs/x/index.html']) expect(fs.readFileSync(path.join(searchDir, file), 'utf8')).toBe(fs.readFileSync(path.join(publicDir, file), 'utf8'));
  });

  it.each([1, 2])('keeps the diagrams of a page it filled before, when its own code changed and Gatsby left the page (%i thread(s))', async (threads) => {
    const publicDir = path.join(dir, 'public');
    await scanSite(publicDir, undefined, threads, pageScanMemo(publicDir, { salt: 'scan code v1' }));
    // A lost SVG (the build before this fix removed them) is written again from the render cache.
    fs.rmSync(path.join(publicDir, `diagrams/${KEY}.svg`));
    const again = await scanSite(publicDir, undefined, threads, pageScanMemo(publicDir, { salt: 'scan code v2' }));
    expect(again.reused).toBe(0);
    expect(fs.readFileSync(path.join(publicDir, `diagrams/${KEY}.svg`), 'utf8')).toMatch(/^<svg/);
    expect(again.diagrams).toBe(1);
    // Filled once, not twice.
    expect(fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8').match(/<svg/g)).toHaveLength(1);
  });

  it.each([1, 2])('names the page whose diagram has no rendering (%i thread(s))', async (threads) => {
    fs.rmSync(path.join(dir, 'node_modules/.cache/mermaid-svg'), { recursive: true });
    await expect(scanSite(path.join(dir, 'public'), undefined, threads, pageScanMemo(path.join(dir, 'public'), { salt: 'test' }))).rejects.toThrow(`public/index.html: mermaid diagram ${KEY}: no rendering in node_modules/.cache/mermaid-svg`);
  });

  it('fails only when every thread has stopped, naming each page whose diagram has no rendering', async () => {
    // Reproduces a CI failure: the pass rejected as soon as one thread failed while another still
    // wrote its pages, and the test's clean-up then met a directory being written (ENOTEMPTY).
    fs.rmSync(path.join(dir, 'node_modules/.cache/mermaid-svg'), { recursive: true });
    // Pages in walk order (/blog/post, /docs/x, /index.html, /many/000 ... /many/299, /zz), shared
    // by turns: the first thread fails at once on /index.html, its second page, while the second
    // has /many/000, /many/002 ... (150 pages) to write before it fails on /zz.
    for (let i = 0; i < 300; i++) write(`public/many/${String(i).padStart(3, '0')}/index.html`, `<article data-pagefind-body=""><h1>Page ${i}</h1></article>`);
    // A second page whose diagram has no rendering, last in the second thread's share.
    write('public/zz/index.html', `<div class="mermaid-diagram" data-mermaid-key="fedcba9876543210"></div>`);
    const searchDir = path.join(dir, '.cache/post-build/search-pages');
    const failed = scanSite(path.join(dir, 'public'), undefined, 2, pageScanMemo(path.join(dir, 'public'), { salt: 'test' }));
    await expect(failed).rejects.toThrow(`public/index.html: mermaid diagram ${KEY}: no rendering`);
    await expect(failed).rejects.toThrow('public/zz/index.html: mermaid diagram fedcba9876543210: no rendering');
    // The second thread's share was written whole before the pass failed.
    const written = fs.readdirSync(path.join(searchDir, 'many'));
    expect(written.filter((name) => Number(name) % 2 === 0)).toHaveLength(150);
  });

  it('uses one thread per core for a large site, one for a small one, and what POST_BUILD_THREADS says', () => {
    expect(scanThreads(100, {})).toBe(1);
    expect(scanThreads(5000, {})).toBe(Math.min(os.availableParallelism(), 16));
    expect(scanThreads(5000, { POST_BUILD_THREADS: '1' })).toBe(1);
    expect(scanThreads(100, { POST_BUILD_THREADS: '3' })).toBe(3);
  });
});
