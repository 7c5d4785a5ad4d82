/** What one built page offers and points to. */
export type PageLinks = { route: string; source: string; ids: Set<string>; links: string[] };
/** line: where the link is written in its source file, when it can be found there. */
export type BrokenLink = { source: string; route: string; target: string; reason: string; line?: number };

function normalizeRoute(pathname: string): string {
  const decoded = decodeURIComponent(pathname);
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/**
 * Every internal link must reach a page (or a static file: feeds, images, the favicon), and every
 * #anchor an id on that page. Links that come from the navbar or footer are reported once, against
 * the site configuration, instead of once per page.
 */
export function findBrokenLinks(pages: PageLinks[], files: Set<string>, configTargets: Set<string>, configFile: string): BrokenLink[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  /** Why a link does not resolve, or null when it does (or leaves the site). */
  const reasonFor = (href: string, from: string): string | null => {
    if (!href || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return null; // external, mailto:, etc.
    const url = new URL(href, `http://site${from}`);
    const route = normalizeRoute(url.pathname);
    const anchor = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
    const target = byRoute.get(route);
    if (!target) return !anchor && files.has(route) ? null : 'no page at this path';
    return anchor && !target.ids.has(anchor) ? `no element with id "${anchor}" on ${route}` : null;
  };
  // A root-relative link means the same on every page: the navbar's, the footer's and a
  // sidebar's links are on hundreds of pages, resolved once each.
  const verdicts = new Map<string, string | null>();
  const broken = new Map<string, BrokenLink>();
  for (const page of pages) {
    for (const href of page.links) {
      const shared = href.startsWith('/') && !href.startsWith('//');
      let reason = shared ? verdicts.get(href) : undefined;
      if (reason === undefined) {
        reason = reasonFor(href, page.route);
        if (shared) verdicts.set(href, reason);
      }
      if (reason === null) continue;
      const fromConfig = configTargets.has(href);
      const source = fromConfig ? configFile : page.source;
      const key = `${source}|${href}|${fromConfig ? '' : page.route}`;
      if (!broken.has(key)) broken.set(key, { source, route: page.route, target: href, reason });
    }
  }
  return [...broken.values()];
}

export function formatBrokenLinks(broken: BrokenLink[]): string {
  return `Broken links (${broken.length}):\n${broken
    .map((b) => `  - ${b.source}${b.line ? `:${b.line}` : ''}${b.source.endsWith('.yaml') ? '' : ` (${b.route})`}: ${b.target} — ${b.reason}`)
    .join('\n')}`;
}

/**
 * The link targets of a Markdown link list (llms.txt): those on the site itself (its URL is
 * absolute there, as the format asks) become root-relative, so they are checked like the links
 * of a page; links to other sites are returned as they are (and skipped as external).
 */
export function markdownListLinks(text: string, siteUrl: string): string[] {
  const origin = siteUrl.replace(/\/+$/, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, url]) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url));
}
