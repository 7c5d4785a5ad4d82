/**
 * /docs/intro.html and /docs/intro/index.html are the same page as /docs/intro:
 * old links and static-host habits should land on the canonical route.
 * Returns null when the path is already canonical.
 */
export function normalizeHtmlPath(pathname: string): string | null {
  let next = pathname;
  if (/\/index\.html$/.test(next)) next = next.replace(/\/index\.html$/, '') || '/';
  else if (/\.html$/.test(next) && !/\/404\.html$/.test(next)) next = next.replace(/\.html$/, '');
  // Routes have no trailing slash (except the root).
  if (next.length > 1 && next.endsWith('/')) next = next.replace(/\/+$/, '');
  return next === pathname ? null : next;
}
