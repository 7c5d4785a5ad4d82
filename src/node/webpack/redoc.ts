import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { requireFromProject } from '../project-require';

type Resource = { request: string; context: string };

/** Only requests made by Redoc's own bundle are redirected, never the site's or other packages'. */
const fromRedoc = (resource: Resource) => /[\\/]node_modules[\\/]redoc[\\/]/.test(resource.context);

/**
 * Webpack settings for the API reference (/api), which renders Redoc on the server and
 * hydrates it in the browser:
 *  - both renders use Redoc's browser build, so both create the same styled components
 *    in the same order (styled-components derives class names from that order);
 *  - polished becomes src/lib/css-var-color.ts, so Redoc's theme can use the site's CSS
 *    colour variables and follow the colour mode without JavaScript;
 *  - the modules Redoc needs only to fetch and bundle a spec at runtime (the build has
 *    done that) become a module that throws if ever called, keeping them off the page;
 *  - on the server, DOMPurify gets jsdom's DOM (src/node/openapi/dompurify-jsdom.ts), loaded by Node
 *    rather than bundled.
 */
export function redocWebpackConfig({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  const server = stage === 'build-html' || stage === 'develop-html';
  const redirects: [RegExp, string][] = [
    [/^polished$/, path.resolve('src/lib/css-var-color.ts')],
    [/^(@redocly\/openapi-core\/lib\/(bundle|config\/config)|yaml)$/, path.resolve('src/theme/ApiReference/runtime-loader-unavailable.ts')],
  ];
  if (server) redirects.push([/^dompurify$/, path.resolve('src/node/openapi/dompurify-jsdom.ts')]);
  actions.setWebpackConfig({
    resolve: { alias: { redoc$: requireFromProject.resolve('redoc/bundles/redoc.browser.lib.js') } },
    ...(server ? { externals: [{ jsdom: 'commonjs jsdom' }] } : {}),
    plugins: redirects.map(([request, replacement]) =>
      plugins.normalModuleReplacement(request, (resource: Resource) => {
        if (fromRedoc(resource)) resource.request = replacement;
      }),
    ),
  });
}
