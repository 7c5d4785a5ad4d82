import type { PageScan } from './scan-page';

/**
 * Pages whose HTML names a bundle this build did not produce: HTML kept from an earlier build
 * (src/gatsby-internals/html-freshness.ts says how that happened). Such a page would show old CSS. Each problem names the page and the bundle; all of them at once.
 * `assets` are the files this build produced (browserAssets of that module).
 */
export function staleAssetProblems(pages: Map<string, Pick<PageScan, 'assets'>>, assets: Set<string>): string[] {
  const problems: string[] = [];
  for (const [file, { assets: used }] of pages) {
    const stale = used.filter((url) => url.startsWith('/') && !url.startsWith('//') && /\.(js|css)$/.test(url) && !assets.has(url));
    if (stale.length) problems.push(`public${file} names ${stale.join(', ')}, which this build did not produce`);
  }
  return problems;
}
