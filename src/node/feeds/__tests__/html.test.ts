/** @jest-environment jsdom */
import { extractMarkedContent, rewriteHtmlFragment } from '../html';

describe('HTML rewriting', () => {
  const page = `<!DOCTYPE html><html><body><nav><a href="/docs">nav</a></nav><article>
    <div class="markdown" itemprop="articleBody">
      <h2 id="setup">Setup<a href="#setup" class="anchor" aria-label="Direct link to Setup">#</a></h2>
      <p>See <a href="/docs/intro">the intro</a>, <a href="#setup">above</a>, <a href="./notes">notes</a> and <a href="mailto:a@b.c">mail</a>.</p>
      <img src="/static/abc/flow.png" srcset="/static/abc/flow.png 1x, /static/abc/flow@2x.png 2x" alt="Flow">
      <div class="mermaid-diagram only-light"><svg><path marker-end="url(#arrow)"></path><use href="#arrow"></use></svg></div>
      <div class="mermaid-diagram only-dark"><svg></svg></div>
    </div></article></body></html>`;

  it('extracts the marked article body for a feed: absolute URLs, no heading anchors, one diagram', () => {
    const html = extractMarkedContent(page, 'articleBody', {
      pageUrl: 'https://docs.example.org/blog/post',
      absolute: true,
      dropDarkDiagrams: true,
    });
    expect(html).toContain('<h2>Setup</h2>');
    expect(html).toContain('<a href="https://docs.example.org/docs/intro">the intro</a>');
    expect(html).toContain('<a href="https://docs.example.org/blog/post#setup">above</a>');
    expect(html).toContain('<a href="https://docs.example.org/blog/notes">notes</a>');
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
    expect(html).toContain('src="https://docs.example.org/static/abc/flow.png" srcset="https://docs.example.org/static/abc/flow.png 1x, https://docs.example.org/static/abc/flow@2x.png 2x"');
    // Fragment references inside an SVG stay as they are.
    expect(html).toContain('marker-end="url(#arrow)"');
    expect(html).toContain('<use href="#arrow"></use>');
    expect(html).not.toContain('only-dark');
    expect(html).not.toContain('nav');
  });

  it('returns null when the page has no marked body', () => {
    expect(extractMarkedContent('<html><body><p>x</p></body></html>', 'articleBody', { pageUrl: 'https://x.org/', absolute: true, dropDarkDiagrams: true })).toBeNull();
  });

  it('points in-page links of an excerpt to its post and keeps site-relative links', () => {
    const html = rewriteHtmlFragment('<h2 id="a">A<a class="anchor" href="#a">#</a></h2><p><a href="#a">up</a> <a href="/docs">docs</a></p>', {
      pageUrl: 'https://docs.example.org/blog/post',
      absolute: false,
      dropDarkDiagrams: false,
    });
    expect(html).toBe('<h2>A</h2><p><a href="/blog/post#a">up</a> <a href="/docs">docs</a></p>');
  });
});
