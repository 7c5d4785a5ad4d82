import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';

/**
 * Gatsby internal: the module of Gatsby's develop loader, `.cache/dev-loader.js` (copied from
 * gatsby/cache-dir/dev-loader.js), whose `DevLoader` class browser/slice-updates.ts mends.
 *
 * Why no public API serves: the class is neither exported to the site nor reachable from
 * gatsby-browser (window.___loader is a wrapper that hides it), and its instance is made and its
 * socket listener set before any gatsby-browser API runs. So in develop, a line added at the end of
 * that module passes the class to the mend before app.js makes the loader. browser/slice-updates.ts
 * says what goes wrong without it. Canary: __tests__/slice-updates.test.ts.
 */
export const DEV_LOADER_MODULE = /[\\/]\.cache[\\/]dev-loader\.js$/;

const APPEND_LOADER = path.resolve('src/gatsby-internals/append-loader.cjs');
const MEND = path.resolve('src/gatsby-internals/browser/slice-updates.ts');

/** The code added at the end of the loader's module. */
export const MEND_CALL = `import { keepSliceComponents as keepSliceComponents__site } from ${JSON.stringify(MEND)};\nkeepSliceComponents__site(DevLoader);`;

export function keepSliceComponentsInDevelop({ stage, actions }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions'>): void {
  if (stage !== 'develop') return;
  actions.setWebpackConfig({
    // 'pre': the added line is compiled with the module, by the loaders Gatsby gives it.
    module: { rules: [{ test: DEV_LOADER_MODULE, enforce: 'pre', use: [{ loader: APPEND_LOADER, options: { code: MEND_CALL } }] }] },
  });
}
