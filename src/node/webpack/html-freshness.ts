import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';

/** Written by Gatsby's browser compilation: every bundle by chunk, the files each page's HTML names. */
export const BROWSER_STATS_FILE = 'webpack.stats.json';

/**
 * Why: with slices on (always, in Gatsby 5), `gatsby build` renders a page's HTML again only
 * when its page data or the HTML renderer's chunks changed, not when the browser bundles did
 * (gatsby/dist/redux/reducers/html.js ignores SET_WEBPACK_COMPILATION_HASH then). Yet each
 * page's HTML names the browser bundles and inlines the CSS. An edit to a CSS module changes
 * the CSS but not the renderer (the class names stay the same), so the next build kept every
 * page's old CSS and old script names: "There are no new or changed html files to build".
 *
 * The browser bundles are built before the renderer, so the renderer's chunk hashes are salted
 * with a digest of Gatsby's record of them (output.hashSalt goes into every chunk's hash). The
 * renderer's hash then changes exactly when the bundles do, and Gatsby re-renders every page.
 * src/node/post-build/built-assets.ts checks the result after every build, so a Gatsby that
 * stops working this way fails the build instead of shipping stale pages.
 */
export function htmlFollowsBrowserBundles({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-html') return;
  actions.setWebpackConfig({ output: { hashSalt: browserBundlesDigest(path.resolve('public')) } });
}

export function browserBundlesDigest(publicDir: string): string {
  const file = path.join(publicDir, BROWSER_STATS_FILE);
  if (!fs.existsSync(file))
    throw new Error(
      `${path.relative(process.cwd(), file)} does not exist when the HTML renderer is configured: Gatsby no longer builds the browser bundles first, so src/node/webpack/html-freshness.ts cannot tie the pages' HTML to them. Update that module.`,
    );
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}
