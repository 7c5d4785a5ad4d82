import fs from 'fs';
import path from 'path';
import { BROWSER_STATS_FILE } from '../webpack/html-freshness';
import type { PageScan } from './scan-page';

type BrowserStats = {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
  assetsByChunkName?: Record<string, string[]>;
};

/** Every file the browser compilation of this build produced (public/webpack.stats.json). */
export function browserAssets(publicDir: string): Set<string> {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, BROWSER_STATS_FILE), 'utf8')) as BrowserStats;
  const names = new Set<string>();
  for (const group of Object.values(stats.namedChunkGroups ?? {})) for (const asset of group.assets ?? []) names.add(`/${asset.name}`);
  for (const files of Object.values(stats.assetsByChunkName ?? {})) for (const name of files) names.add(`/${name}`);
  if (names.size === 0) throw new Error(`public/${BROWSER_STATS_FILE} lists no bundles: Gatsby changed its format; update src/node/post-build/built-assets.ts`);
  return names;
}

/**
 * Pages whose HTML names a bundle this build did not produce: HTML kept from an earlier build
 * (src/node/webpack/html-freshness.ts says how that happened). Such a page would show old CSS. Each problem names the page and the bundle; all of them at once.
 */
export function staleAssetProblems(pages: Map<string, Pick<PageScan, 'assets'>>, assets: Set<string>): string[] {
  const problems: string[] = [];
  for (const [file, { assets: used }] of pages) {
    const stale = used.filter((url) => url.startsWith('/') && !url.startsWith('//') && /\.(js|css)$/.test(url) && !assets.has(url));
    if (stale.length) problems.push(`public${file} names ${stale.join(', ')}, which this build did not produce`);
  }
  return problems;
}
