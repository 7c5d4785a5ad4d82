import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';

/**
 * Gatsby internals: public/webpack.stats.json, the record of the browser bundles Gatsby writes
 * (gatsby/dist/utils/gatsby-webpack-stats-extractor.js) before it compiles the HTML renderer,
 * and the way its html reducer decides which pages to render again.
 *
 * Why no public API serves: Gatsby offers no hook after the browser bundles are built and no
 * way to mark pages' HTML dirty; its own record of the bundles, read when the renderer is
 * configured, is the only link between the two. Canary: __tests__/html-freshness.test.ts.
 */

/** Written by Gatsby's browser compilation: every bundle by chunk, the files each page's HTML names. */
export const BROWSER_STATS_FILE = 'webpack.stats.json';

/**
 * Why: with slices on (always, in Gatsby 5), `gatsby build` renders a page's HTML again only
 * when its page data or the HTML renderer changed, not when the browser bundles did
 * (gatsby/dist/redux/reducers/html.js ignores SET_WEBPACK_COMPILATION_HASH then). Yet each
 * page's HTML inlines the CSS. An edit to a CSS module changes the CSS but not the renderer
 * (the class names stay the same), so the next build kept every page's old CSS: "There are no
 * new or changed html files to build".
 *
 * The browser bundles are built before the renderer, so the renderer gets a digest of Gatsby's
 * record of them compiled in (a value of `__SSR_SITE__`, src/node/webpack/ssr-site.ts). The renderer changes
 * exactly when the bundles do, and Gatsby renders every page again. (Salting the renderer's
 * chunk hashes with output.hashSalt did not reach the compilation Gatsby hashes; tried first.)
 * onPostBuild checks the result after every build (browserAssets below, with
 * src/node/output/scan/built-assets.ts), so a Gatsby that stops working this way fails the
 * build instead of shipping stale pages.
 */
export function browserBundlesForRenderer(stage: CreateWebpackConfigArgs['stage']): string {
  // `gatsby develop` renders every request afresh; there is no stale HTML to prevent.
  return stage === 'build-html' ? browserBundlesDigest(path.resolve('public')) : 'develop';
}

export function browserBundlesDigest(publicDir: string): string {
  const file = path.join(publicDir, BROWSER_STATS_FILE);
  if (!fs.existsSync(file))
    throw new Error(
      `${path.relative(process.cwd(), file)} does not exist when the HTML renderer is configured: Gatsby no longer builds the browser bundles first, so src/gatsby-internals/html-freshness.ts cannot tie the pages' HTML to them. Update that module.`,
    );
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}

type BrowserStats = {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
  assetsByChunkName?: Record<string, string[]>;
};

/** Every file the browser compilation of this build produced, by Gatsby's record of it. */
export function browserAssets(publicDir: string): Set<string> {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, BROWSER_STATS_FILE), 'utf8')) as BrowserStats;
  const names = new Set<string>();
  for (const group of Object.values(stats.namedChunkGroups ?? {})) for (const asset of group.assets ?? []) names.add(`/${asset.name}`);
  for (const files of Object.values(stats.assetsByChunkName ?? {})) for (const name of files) names.add(`/${name}`);
  if (names.size === 0) throw new Error(`public/${BROWSER_STATS_FILE} lists no bundles: Gatsby changed its format; update src/gatsby-internals/html-freshness.ts`);
  return names;
}
