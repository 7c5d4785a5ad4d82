import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';

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
 * record of them compiled in (a value of `__SSR_SITE__`, ./ssr-site.ts). The renderer changes
 * exactly when the bundles do, and Gatsby renders every page again. (Salting the renderer's
 * chunk hashes with output.hashSalt did not reach the compilation Gatsby hashes; tried first.)
 * src/node/post-build/built-assets.ts checks the result after every build, so a Gatsby that
 * stops working this way fails the build instead of shipping stale pages.
 */
export function browserBundlesForRenderer(stage: CreateWebpackConfigArgs['stage']): string {
  // `gatsby develop` renders every request afresh; there is no stale HTML to prevent.
  return stage === 'build-html' ? browserBundlesDigest(path.resolve('public')) : 'develop';
}

export function browserBundlesDigest(publicDir: string): string {
  const file = path.join(publicDir, BROWSER_STATS_FILE);
  if (!fs.existsSync(file))
    throw new Error(
      `${path.relative(process.cwd(), file)} does not exist when the HTML renderer is configured: Gatsby no longer builds the browser bundles first, so src/node/webpack/html-freshness.ts cannot tie the pages' HTML to them. Update that module.`,
    );
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}
