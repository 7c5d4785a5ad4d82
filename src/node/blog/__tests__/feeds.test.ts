/** @jest-environment jsdom */
import { atomFeed, escapeXml, jsonFeed, rssFeed, type Feed } from '../feeds';
import { extractMarkedContent, rewriteHtmlFragment } from '../html';

const tricky = 'Tom & Jerry\'s <script>"x"</script> ]]> \u0001\u0008 end';

const feed: Feed = {
  title: 'ServiceRadar Blog',
  description: 'News & notes',
  homePageUrl: 'https://docs.example.org/blog',
  urls: { rss: 'https://docs.example.org/blog/rss.xml', atom: 'https://docs.example.org/blog/atom.xml', json: 'https://docs.example.org/blog/feed.json' },
  language: 'en',
  copyright: 'Copyright © 2025 Example',
  favicon: 'https://docs.example.org/favicon.svg',
  items: [
    {
      url: 'https://docs.example.org/blog/newer',
      title: tricky,
      summary: 'Summary with <b>markup</b>',
      contentHtml: '<p>Hello <a href="https://docs.example.org/docs/intro">docs</a> ]]></p>',
      date: '2025-10-22T00:00:00.000Z',
      authors: [{ name: 'The Team', url: 'https://github.com/example', avatar: 'https://docs.example.org/static/abc/team.svg' }],
      tags: ['Go', 'R&D'],
      image: null,
    },
    {
      url: 'https://docs.example.org/blog/older',
      title: 'Older',
      summary: 'Older post',
      contentHtml: '<p>Old</p>',
      date: '2025-03-24T00:00:00.000Z',
      authors: [],
      tags: [],
      image: 'https://docs.example.org/static/def/card.png',
    },
  ],
};

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

describe('XML escaping', () => {
  it('escapes markup characters and drops characters XML 1.0 forbids', () => {
    expect(escapeXml(tricky)).toBe('Tom &amp; Jerry&apos;s &lt;script&gt;&quot;x&quot;&lt;/script&gt; ]]&gt;  end');
    expect(escapeXml('tab\tnew\nline\r ok')).toBe('tab\tnew\nline\r ok');
    expect(escapeXml('lone \uD800 surrogate, pair \uD83D\uDE00')).toBe('lone  surrogate, pair \uD83D\uDE00');
  });
});

describe('RSS 2.0', () => {
  it('is well-formed and carries every item with its full content', () => {
    const doc = parseXml(rssFeed(feed));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((i) => i.getElementsByTagName('link')[0].textContent)).toEqual(['https://docs.example.org/blog/newer', 'https://docs.example.org/blog/older']);
    expect(items[0].getElementsByTagName('title')[0].textContent).toBe('Tom & Jerry\'s <script>"x"</script> ]]>  end');
    expect(items[0].getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0].textContent).toBe(feed.items[0].contentHtml);
    expect(items[0].getElementsByTagName('pubDate')[0].textContent).toBe('Wed, 22 Oct 2025 00:00:00 GMT');
    expect([...items[0].getElementsByTagName('category')].map((c) => c.textContent)).toEqual(['Go', 'R&D']);
    expect(items[0].getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0].textContent).toBe('The Team');
    expect(doc.getElementsByTagName('lastBuildDate')[0].textContent).toBe('Wed, 22 Oct 2025 00:00:00 GMT');
    expect(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0].getAttribute('href')).toBe(feed.urls.rss);
  });
});

describe('Atom 1.0', () => {
  it('is well-formed, with ids, dates, authors, categories and HTML content', () => {
    const doc = parseXml(atomFeed(feed));
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...doc.getElementsByTagName('entry')];
    expect(entries.map((e) => e.getElementsByTagName('id')[0].textContent)).toEqual(['https://docs.example.org/blog/newer', 'https://docs.example.org/blog/older']);
    const content = entries[0].getElementsByTagName('content')[0];
    expect(content.getAttribute('type')).toBe('html');
    expect(content.textContent).toBe(feed.items[0].contentHtml);
    expect(entries[0].getElementsByTagName('published')[0].textContent).toBe('2025-10-22T00:00:00.000Z');
    expect(entries[0].querySelector('author > uri')?.textContent).toBe('https://github.com/example');
    expect([...entries[0].getElementsByTagName('category')].map((c) => c.getAttribute('term'))).toEqual(['Go', 'R&D']);
    expect(entries[1].getElementsByTagName('author')).toHaveLength(0);
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2025-10-22T00:00:00.000Z');
    expect(doc.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(feed.urls.atom);
  });
});

describe('JSON Feed 1.1', () => {
  it('has the version, feed URL and every item', () => {
    const json = JSON.parse(jsonFeed(feed));
    expect(json).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', feed_url: feed.urls.json, home_page_url: feed.homePageUrl });
    expect(json.items[0]).toEqual({
      id: 'https://docs.example.org/blog/newer',
      url: 'https://docs.example.org/blog/newer',
      title: tricky,
      summary: 'Summary with <b>markup</b>',
      content_html: feed.items[0].contentHtml,
      date_published: '2025-10-22T00:00:00.000Z',
      authors: [{ name: 'The Team', url: 'https://github.com/example', avatar: 'https://docs.example.org/static/abc/team.svg' }],
      tags: ['Go', 'R&D'],
    });
    expect(json.items[1].image).toBe('https://docs.example.org/static/def/card.png');
  });
});

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
      dropHeadingAnchors: true,
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
    expect(extractMarkedContent('<html><body><p>x</p></body></html>', 'articleBody', { pageUrl: 'https://x.org/', absolute: true, dropHeadingAnchors: true, dropDarkDiagrams: true })).toBeNull();
  });

  it('points in-page links of an excerpt to its post and keeps site-relative links', () => {
    const html = rewriteHtmlFragment('<h2 id="a">A<a class="anchor" href="#a">#</a></h2><p><a href="#a">up</a> <a href="/docs">docs</a></p>', {
      pageUrl: 'https://docs.example.org/blog/post',
      absolute: false,
      dropHeadingAnchors: true,
      dropDarkDiagrams: false,
    });
    expect(html).toBe('<h2>A</h2><p><a href="/blog/post#a">up</a> <a href="/docs">docs</a></p>');
  });
});
