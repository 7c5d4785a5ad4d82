/**
 * Pagefind's results as the dialog shows them: grouped by page, each group with the page's
 * title and up to MAX_SECTIONS sections (the heading matched, its anchor, an excerpt).
 */

export const MAX_PAGES = 6;
export const MAX_SECTIONS = 3;

/** The part of Pagefind's result data the dialog reads (pagefind.js `result.data()`). */
export type PagefindData = {
  url: string;
  excerpt: string;
  /** The page's text, and the word positions in it that matched (split on white space). */
  content?: string;
  locations?: number[];
  meta: { title?: string; section?: string };
  sub_results?: {
    title: string;
    url: string;
    excerpt: string;
    anchor?: { element: string; id?: string };
    /** Each matched word with its weight (a heading's words weigh more) and score. */
    weighted_locations?: { weight: number; balanced_score: number; location: number }[];
  }[];
};

export type SearchHit = { id: string; url: string; title: string; excerpt: string };
export type SearchGroup = { id: string; url: string; title: string; section: string | null; hits: SearchHit[] };

/** Result URLs without a trailing slash before the query or hash: the site's routes have none. */
export function normaliseUrl(url: string): string {
  return url.replace(/\/(?=(?:[?#]|$))/, '').replace(/^(?=[?#]|$)/, '/');
}

export function groupResults(data: PagefindData[]): SearchGroup[] {
  return data.slice(0, MAX_PAGES).map((page, p) => {
    const title = page.meta.title ?? page.url;
    const url = normaliseUrl(page.url);
    // Pagefind lists a page's sections in page order; the ones that match best come first here.
    const sections = (page.sub_results ?? [])
      .filter((s) => s.excerpt.trim())
      .map((s, i) => ({ s, i, score: (s.weighted_locations ?? []).reduce((n, w) => n + w.balanced_score, 0) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, MAX_SECTIONS)
      .map(({ s }) => s);
    const hits: SearchHit[] = sections.length
      ? sections.map((s, i) => ({
          id: `search-hit-${p}-${i}`,
          url: normaliseUrl(s.url),
          // The part of a page above its first heading has the page's own title.
          title: s.anchor?.id ? s.title : title,
          excerpt: s.excerpt,
        }))
      : [{ id: `search-hit-${p}-0`, url, title, excerpt: page.excerpt }];
    return { id: `search-group-${p}`, url, title, section: page.meta.section ?? null, hits };
  });
}

const words = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Pagefind ranks by the words of the whole page, so a long page that mentions a term often can
 * come before the page named after it ("snmp": the device configuration guide before the SNMP
 * Ingest Guide). Among the results Pagefind returned, pages whose title holds every query word
 * (as a word or its prefix) come first, the more of the title the query covers the earlier;
 * the rest keep Pagefind's order.
 */
export function rankByTitle<T extends { meta: { title?: string } }>(data: T[], query: string): T[] {
  const terms = words(query);
  const cover = (title: string) => {
    const titleWords = words(title);
    if (!terms.length || !terms.every((t) => titleWords.some((w) => w.startsWith(t)))) return 0;
    return titleWords.filter((w) => terms.some((t) => w.startsWith(t))).length / titleWords.length;
  };
  return data
    .map((d, i) => ({ d, i, c: cover(d.meta.title ?? '') }))
    .sort((a, b) => b.c - a.c || a.i - b.i)
    .map(({ d }) => d);
}

export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'", nbsp: '\u00a0' };

const decode = (s: string) => s.replace(/&(#?[a-z0-9]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);

/**
 * An excerpt (escaped text with <mark> around the matched words) as plain text parts, so the
 * dialog renders it as text and marks, never as HTML: any other tag is dropped.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const re = /<mark>([\s\S]*?)<\/mark>/gi;
  let last = 0;
  const push = (raw: string, marked: boolean) => {
    const text = decode(raw.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, marked });
  };
  for (let m = re.exec(html); m; m = re.exec(html)) {
    push(html.slice(last, m.index), false);
    push(m[1], true);
    last = m.index + m[0].length;
  }
  push(html.slice(last), false);
  return parts;
}

/** Said after "No results for …": what a reader can try. */
export const NO_RESULTS_HINT = 'Check the spelling, or try fewer or shorter words.';

/** What the live region says once results are in. */
export function resultsMessage(query: string, groups: SearchGroup[]): string {
  if (!groups.length) return `No results for “${query}”`;
  const hits = groups.reduce((n, g) => n + g.hits.length, 0);
  const pages = groups.length;
  return `${hits} result${hits === 1 ? '' : 's'} on ${pages} page${pages === 1 ? '' : 's'} for “${query}”`;
}

/** Results start from the second character. */
export const MIN_QUERY = 2;
