import type { GatsbyNode } from 'gatsby';
import { webpackCacheKey } from './cache-key';
import { configureCssExtraction } from './css-extraction';
import { redocWebpackConfig } from './redoc';
import { developShell, keepSliceComponentsInDevelop, reportRemovedFiles } from '../develop';
import { sourceMaps } from './source-maps';
import { removeStaleBundles } from './stale-bundles';
import { ssrSiteValues } from './ssr-site';
import { siteTranspiler } from './transpiler';

/** The site's changes to Gatsby's webpack configs, one module each. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  webpackCacheKey(args);
  configureCssExtraction(args);
  developShell(args);
  keepSliceComponentsInDevelop(args);
  redocWebpackConfig(args);
  reportRemovedFiles(args);
  sourceMaps(args);
  removeStaleBundles(args);
  ssrSiteValues(args);
  // Last: it rewrites the loaders of the config the others have set.
  siteTranspiler(args);
};
