/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { searchPageHtml, writeSearchPage } from '../search-page';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr" class="docs"><head><meta charset="utf-8"><title>Agents | Site</title><style>.a{color:red}</style><link rel="icon" href="/f.svg"><script>boot()</script></head><body>${body}</body></html>`;

describe('what the search index reads of a page', () => {
  it('keeps the content element whole and, outside it, what Pagefind reads: the language, title, meta, h1, images and data-pagefind attributes', () => {
    const html = page(
      '<nav aria-label="Main"><a href="/"><img src="/logo.svg" alt="Logo"></a><a href="/docs">Docs</a></nav>' +
        '<aside><nav aria-label="Docs sidebar"><ul><li><a href="/docs/a">A</a></li><li><a href="/docs/b">B</a></li></ul></nav></aside>' +
        '<main><h1>Agents</h1><span data-pagefind-meta="author">The team</span><div data-pagefind-ignore="all">Edit this page</div>' +
        '<div id="doc-content" data-pagefind-body="" data-pagefind-filter="version:current"><h2 id="setup">Setup</h2><p>Run <code>agent</code>.</p><script>inline()</script><div data-pagefind-ignore="all">Copy</div></div></main>' +
        '<footer><a href="/blog">Blog</a></footer><script src="/app.js"></script>',
    );
    expect(searchPageHtml(html)?.html).toBe(
      '<!DOCTYPE html><html lang="fr" class="docs"><head><meta charset="utf-8"><title>Agents | Site</title></head><body>' +
        '<nav aria-label="Main"><a href="/"><img src="/logo.svg" alt="Logo"></a></nav>' +
        '<main><h1>Agents</h1><span data-pagefind-meta="author">The team</span>' +
        '<div id="doc-content" data-pagefind-body="" data-pagefind-filter="version:current"><h2 id="setup">Setup</h2><p>Run <code>agent</code>.</p><script>inline()</script><div data-pagefind-ignore="all">Copy</div></div></main>' +
        '</body></html>',
    );
  });

  it('keeps of a page without a content element only what Pagefind reads outside content, and says it has none', () => {
    expect(searchPageHtml(page('<main><h1>Home</h1><p>Welcome</p></main><script>window.hash="1"</script>'))).toEqual({
      html: '<!DOCTYPE html><html lang="fr" class="docs"><head><meta charset="utf-8"><title>Agents | Site</title></head><body><main><h1>Home</h1></main></body></html>',
      content: false,
    });
  });

  it('copies the content byte for byte, entities as written (Pagefind reads the raw text)', () => {
    const content = '<div data-pagefind-body><table><tr><td><code>&quot;24h&quot;</code></td><td>No &amp; <br/>yes</td></tr></table><svg viewBox="0 0 1 1"><style>.a>b{fill:red}</style><path d="M0 0"/></svg></div>';
    expect(searchPageHtml(page(`<nav><a href="/">x</a></nav>${content}`))).toEqual({ html: expect.stringContaining(`<body>${content}</body>`), content: true });
  });

  it('copies a page whole when it is not written as React writes it (an element left open)', () => {
    expect(searchPageHtml(page('<main><div data-pagefind-body><p>Text</p></main>'))).toBeNull();
  });

  it('writes a copy only when its text changed, so an unchanged one keeps its time', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-page-'));
    try {
      writeSearchPage(dir, '/docs/a/index.html', '<p>A</p>');
      const file = path.join(dir, 'docs/a/index.html');
      const past = new Date(Date.now() - 60_000);
      fs.utimesSync(file, past, past);
      const written = fs.statSync(file).mtimeMs;
      writeSearchPage(dir, '/docs/a/index.html', '<p>A</p>');
      expect(fs.statSync(file).mtimeMs).toBe(written);
      writeSearchPage(dir, '/docs/a/index.html', '<p>A, edited</p>');
      expect(fs.readFileSync(file, 'utf8')).toBe('<p>A, edited</p>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
