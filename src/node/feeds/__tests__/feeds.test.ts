/** @jest-environment jsdom */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { renderFeeds, writeFeeds, type Feed } from '../feeds';

// Markup characters, a CDATA terminator and characters XML 1.0 forbids: what a reader must get back intact (less the forbidden ones).
const tricky = 'Tom & Jerry\'s "x" ]]> \u0001\u0008 end';
const trickyAsRead = 'Tom & Jerry\'s "x" ]]>  end';

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
      summary: 'Summary & more',
      contentHtml: '<p>Hello <a href="https://docs.example.org/docs/intro">docs</a> ]]></p>',
      date: '2025-10-22T00:00:00.000Z',
      authors: [
        { name: 'The Team', url: 'https://github.com/example', avatar: 'https://docs.example.org/static/abc/team.svg' },
        { name: 'A Guest', url: null, avatar: null },
      ],
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

/** Parsed as a feed reader parses it: a well-formedness error fails the test. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

const { rss, atom, json } = renderFeeds(feed);

describe('RSS 2.0', () => {
  it('is well-formed and carries every item with its full content, authors and tags', () => {
    const doc = parseXml(rss);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((i) => i.getElementsByTagName('link')[0].textContent)).toEqual(['https://docs.example.org/blog/newer', 'https://docs.example.org/blog/older']);
    expect(items[0].getElementsByTagName('title')[0].textContent).toBe(trickyAsRead);
    expect(items[0].getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0].textContent).toBe(feed.items[0].contentHtml);
    expect(items[0].getElementsByTagName('description')[0].textContent).toBe('Summary & more');
    expect(items[0].getElementsByTagName('pubDate')[0].textContent).toBe('Wed, 22 Oct 2025 00:00:00 GMT');
    expect([...items[0].getElementsByTagName('category')].map((c) => c.textContent)).toEqual(['Go', 'R&D']);
    expect([...items[0].getElementsByTagName('author')].map((a) => a.textContent)).toEqual(['The Team', 'A Guest']);
    expect(items[1].getElementsByTagName('enclosure')).toHaveLength(0);
    expect(doc.getElementsByTagName('language')[0].textContent).toBe('en');
    expect(doc.getElementsByTagName('lastBuildDate')[0].textContent).toBe('Wed, 22 Oct 2025 00:00:00 GMT');
    expect(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0].getAttribute('href')).toBe(feed.urls.rss);
  });
});

describe('Atom 1.0', () => {
  it('is well-formed, with ids, dates, authors, categories and HTML content', () => {
    const doc = parseXml(atom);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...doc.getElementsByTagName('entry')];
    expect(entries.map((e) => e.getElementsByTagName('id')[0].textContent)).toEqual(['https://docs.example.org/blog/newer', 'https://docs.example.org/blog/older']);
    expect(entries[0].getElementsByTagName('title')[0].textContent).toBe(trickyAsRead);
    const content = entries[0].getElementsByTagName('content')[0];
    expect(content.getAttribute('type')).toBe('html');
    expect(content.textContent).toBe(feed.items[0].contentHtml);
    expect(entries[0].getElementsByTagName('published')[0].textContent).toBe('2025-10-22T00:00:00.000Z');
    expect([...entries[0].querySelectorAll('author > name')].map((n) => n.textContent)).toEqual(['The Team', 'A Guest']);
    expect(entries[0].querySelector('author > uri')?.textContent).toBe('https://github.com/example');
    expect([...entries[0].getElementsByTagName('category')].map((c) => c.getAttribute('term'))).toEqual(['Go', 'R&D']);
    expect(entries[1].getElementsByTagName('author')).toHaveLength(0);
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2025-10-22T00:00:00.000Z');
    expect(doc.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(feed.urls.atom);
    expect(doc.querySelector('feed > icon')?.textContent).toBe(feed.favicon);
  });
});

describe('JSON Feed 1.1', () => {
  it('has the version, language, feed URL and every item with all its authors', () => {
    const parsed = JSON.parse(json);
    expect(parsed).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', language: 'en', feed_url: feed.urls.json, home_page_url: feed.homePageUrl, favicon: feed.favicon });
    expect(parsed.items[0]).toEqual({
      id: 'https://docs.example.org/blog/newer',
      url: 'https://docs.example.org/blog/newer',
      title: trickyAsRead,
      summary: 'Summary & more',
      content_html: feed.items[0].contentHtml,
      date_published: '2025-10-22T00:00:00.000Z',
      date_modified: '2025-10-22T00:00:00.000Z',
      authors: [{ name: 'The Team', url: 'https://github.com/example', avatar: 'https://docs.example.org/static/abc/team.svg' }, { name: 'A Guest' }],
      tags: ['Go', 'R&D'],
    });
    expect(parsed.items[1].image).toBe('https://docs.example.org/static/def/card.png');
    expect(parsed.items[1].authors).toBeUndefined();
  });
});

describe('writing', () => {
  it('writes the three files at their routes and says what it wrote; the same feed gives the same bytes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'));
    try {
      const routes = { rss: '/blog/rss.xml', atom: '/blog/atom.xml', json: '/blog/feed.json' };
      expect(writeFeeds(dir, feed, routes)).toMatch(/^2 entries in \/blog\/rss\.xml \([\d.]+ kB\), \/blog\/atom\.xml \([\d.]+ kB\), \/blog\/feed\.json \([\d.]+ kB\)$/);
      expect(fs.readFileSync(path.join(dir, 'blog/rss.xml'), 'utf8')).toBe(rss);
      expect(fs.readFileSync(path.join(dir, 'blog/feed.json'), 'utf8')).toBe(renderFeeds(feed).json);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
