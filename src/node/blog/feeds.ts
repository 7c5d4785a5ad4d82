/**
 * The blog's feeds in three formats, built from one description of the feed: RSS 2.0 (with
 * content:encoded, dc:creator and atom:link self), Atom 1.0 (RFC 4287) and JSON Feed 1.1.
 * Every URL is absolute.
 *
 * Written here rather than with the `feed` package (jpmonette/feed, tried at 4.2.2 and read at
 * 6.0.0): it writes JSON Feed 1.0 only (one `author` per item, no `authors`, avatar or
 * `language`), and its RSS names an item's author only as "email (name)", so posts by authors
 * without an email would lose their byline. The tests in __tests__/feeds.test.ts parse each
 * format as a reader would.
 */

export type FeedAuthor = { name: string; url: string | null; avatar: string | null };

export type FeedItem = {
  /** Absolute URL of the post, also its id. */
  url: string;
  title: string;
  summary: string;
  contentHtml: string;
  /** ISO 8601. */
  date: string;
  authors: FeedAuthor[];
  tags: string[];
  image: string | null;
};

export type Feed = {
  title: string;
  description: string;
  /** Absolute URL of the blog. */
  homePageUrl: string;
  urls: { rss: string; atom: string; json: string };
  language: string;
  copyright: string | null;
  favicon: string | null;
  items: FeedItem[];
};

// XML 1.0 forbids most control characters even when escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The newest date of the feed: its last change. */
function updated(feed: Feed): string {
  return feed.items.reduce((latest, item) => (item.date > latest ? item.date : latest), feed.items[0]?.date ?? new Date(0).toISOString());
}

const el = (name: string, text: string, attrs = '') => `<${name}${attrs}>${escapeXml(text)}</${name}>`;

export function rssFeed(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      ${el('title', item.title)}`,
      `      ${el('link', item.url)}`,
      `      ${el('guid', item.url, ' isPermaLink="true"')}`,
      `      ${el('pubDate', new Date(item.date).toUTCString())}`,
      `      ${el('description', item.summary)}`,
      `      ${el('content:encoded', item.contentHtml)}`,
      ...item.authors.map((a) => `      ${el('dc:creator', a.name)}`),
      ...item.tags.map((t) => `      ${el('category', t)}`),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${el('title', feed.title)}`,
    `    ${el('link', feed.homePageUrl)}`,
    `    ${el('description', feed.description)}`,
    `    ${el('language', feed.language)}`,
    ...(feed.copyright ? [`    ${el('copyright', feed.copyright)}`] : []),
    `    ${el('lastBuildDate', new Date(updated(feed)).toUTCString())}`,
    `    <atom:link href="${escapeXml(feed.urls.rss)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function atomFeed(feed: Feed): string {
  const person = (a: FeedAuthor, indent: string) =>
    [`${indent}<author>`, `${indent}  ${el('name', a.name)}`, ...(a.url ? [`${indent}  ${el('uri', a.url)}`] : []), `${indent}</author>`].join('\n');
  const entries = feed.items.map((item) =>
    [
      '  <entry>',
      `    ${el('title', item.title, ' type="text"')}`,
      `    ${el('id', item.url)}`,
      `    <link href="${escapeXml(item.url)}" rel="alternate" type="text/html"/>`,
      `    ${el('published', item.date)}`,
      `    ${el('updated', item.date)}`,
      `    ${el('summary', item.summary, ' type="text"')}`,
      `    ${el('content', item.contentHtml, ' type="html"')}`,
      ...item.authors.map((a) => person(a, '    ')),
      ...item.tags.map((t) => `    <category term="${escapeXml(t)}"/>`),
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  ${el('id', feed.homePageUrl)}`,
    `  ${el('title', feed.title, ' type="text"')}`,
    `  ${el('subtitle', feed.description, ' type="text"')}`,
    `  ${el('updated', updated(feed))}`,
    `  <link href="${escapeXml(feed.homePageUrl)}" rel="alternate" type="text/html"/>`,
    `  <link href="${escapeXml(feed.urls.atom)}" rel="self" type="application/atom+xml"/>`,
    ...(feed.favicon ? [`  ${el('icon', feed.favicon)}`] : []),
    ...(feed.copyright ? [`  ${el('rights', feed.copyright)}`] : []),
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export function jsonFeed(feed: Feed): string {
  const author = (a: FeedAuthor) => ({ name: a.name, ...(a.url ? { url: a.url } : {}), ...(a.avatar ? { avatar: a.avatar } : {}) });
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      home_page_url: feed.homePageUrl,
      feed_url: feed.urls.json,
      description: feed.description,
      language: feed.language,
      ...(feed.favicon ? { favicon: feed.favicon } : {}),
      items: feed.items.map((item) => ({
        id: item.url,
        url: item.url,
        title: item.title,
        summary: item.summary,
        content_html: item.contentHtml,
        date_published: item.date,
        ...(item.image ? { image: item.image } : {}),
        authors: item.authors.map(author),
        tags: item.tags,
      })),
    },
    null,
    2,
  )}\n`;
}
