import fs from 'fs';
import path from 'path';
import { Feed as FeedWriter } from 'feed';
import type { SiteConfig } from '../../content-model/site';

/**
 * A feed in RSS 2.0, Atom 1.0 and JSON Feed 1.1, written by the `feed` package (as Docusaurus
 * writes its blog's). Every URL is absolute. A content type describes its feed once in this
 * shape; the three files come from that one description.
 */

export type FeedItem = {
  /** Absolute URL of the entry, also its id. */
  url: string;
  title: string;
  summary: string;
  contentHtml: string;
  /** ISO 8601. */
  date: string;
  authors: { name: string; url: string | null; avatar: string | null }[];
  tags: string[];
  image: string | null;
};

export type Feed = {
  title: string;
  description: string;
  /** Absolute URL of the page that lists the entries. */
  homePageUrl: string;
  urls: { rss: string; atom: string; json: string };
  language: string;
  copyright: string | null;
  favicon: string | null;
  items: FeedItem[];
};

/**
 * A feed of this site: its title, description and routes (of its list page and its three files)
 * are the content type's; the absolute URLs, language, copyright and icon come from the site config.
 */
export function siteFeed(config: SiteConfig, own: { title: string; description: string; routes: { list: string; feeds: Feed['urls'] } }, items: FeedItem[]): Feed {
  const absolute = (route: string) => `${config.url}${route}`;
  const { feeds } = own.routes;
  return {
    title: `${config.title} ${own.title}`,
    description: own.description,
    homePageUrl: absolute(own.routes.list),
    urls: { rss: absolute(feeds.rss), atom: absolute(feeds.atom), json: absolute(feeds.json) },
    language: config.locales.default,
    copyright: config.footer.copyright?.replace('{year}', String(new Date().getFullYear())) ?? null,
    favicon: absolute(config.favicon),
    items,
  };
}

// XML 1.0 forbids these characters even inside CDATA, and the package passes them through.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xmlSafe = (text: string) => text.replace(INVALID_XML_CHARS, '');

/** The newest entry's date: the feed's last change, so an unchanged site writes the same bytes. */
function updated(feed: Feed): Date {
  const newest = feed.items.reduce((latest, item) => (item.date > latest ? item.date : latest), feed.items[0]?.date ?? new Date(0).toISOString());
  return new Date(newest);
}

function writer(feed: Feed): FeedWriter {
  const out = new FeedWriter({
    id: feed.homePageUrl,
    link: feed.homePageUrl,
    title: xmlSafe(feed.title),
    description: xmlSafe(feed.description),
    language: feed.language,
    updated: updated(feed),
    feedLinks: feed.urls,
    favicon: feed.favicon ?? undefined,
    copyright: feed.copyright ? xmlSafe(feed.copyright) : undefined,
    generator: false,
  });
  for (const item of feed.items) {
    const date = new Date(item.date);
    out.addItem({
      id: item.url,
      link: item.url,
      title: xmlSafe(item.title),
      description: xmlSafe(item.summary),
      content: xmlSafe(item.contentHtml),
      date,
      published: date,
      // An empty list breaks the package's JSON writer (it reads the first author).
      author: item.authors.length ? item.authors.map((a) => ({ name: xmlSafe(a.name), link: a.url ?? undefined, avatar: a.avatar ?? undefined })) : undefined,
      category: item.tags.map((tag) => ({ name: xmlSafe(tag), term: xmlSafe(tag) })),
    });
  }
  return out;
}

/**
 * The package writes JSON Feed 1.0 (one `author` per item); 1.1 adds `authors`, `language` and
 * keeps the rest, so its output is lifted to 1.1 rather than written by hand.
 */
function jsonFeed11(feed: Feed, json10: string): string {
  const parsed = JSON.parse(json10) as Record<string, unknown> & { items: Record<string, unknown>[] };
  parsed.version = 'https://jsonfeed.org/version/1.1';
  parsed.language = feed.language;
  if (feed.favicon) parsed.favicon = feed.favicon;
  parsed.items.forEach((item, i) => {
    delete item.author;
    const authors = feed.items[i].authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}), ...(a.avatar ? { avatar: a.avatar } : {}) }));
    if (authors.length) item.authors = authors;
    // Only here: the package writes an image as an RSS or Atom enclosure typed from its file's
    // extension (`image/svg` for an SVG), which is not a media type.
    const image = feed.items[i].image;
    if (image) item.image = image;
  });
  return `${JSON.stringify(parsed, null, 2)}\n`;
}

export function renderFeeds(feed: Feed): { rss: string; atom: string; json: string } {
  const out = writer(feed);
  return { rss: `${out.rss2()}\n`, atom: `${out.atom1()}\n`, json: jsonFeed11(feed, out.json1()) };
}

/** Writes the three files at their routes under public/ and returns a line for the build log. */
export function writeFeeds(publicDir: string, feed: Feed, routes: Feed['urls']): string {
  const files = renderFeeds(feed);
  const written = (['rss', 'atom', 'json'] as const).map((format) => {
    const route = routes[format];
    const target = path.join(publicDir, route);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, files[format]);
    return `${route} (${(Buffer.byteLength(files[format]) / 1024).toFixed(1)} kB)`;
  });
  return `${feed.items.length} entries in ${written.join(', ')}`;
}
