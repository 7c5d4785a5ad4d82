import type { CreateWebpackConfigArgs } from 'gatsby';

/**
 * No source maps in `gatsby build` unless SOURCE_MAPS=1. Gatsby makes full `source-map`s for
 * both production compilations (the browser bundles and the HTML renderer); they cost time and
 * memory in every module of every page (each MDX file is a module) and readers never load them.
 * The trade-off: a production stack trace is minified. SOURCE_MAPS=1 npm run build brings them
 * back when one needs reading. `gatsby develop` keeps its own (cheap) maps.
 */
export function sourceMaps({ stage, actions }: CreateWebpackConfigArgs): void {
  if ((stage === 'build-javascript' || stage === 'build-html') && !sourceMapsWanted()) actions.setWebpackConfig({ devtool: false });
}

export const sourceMapsWanted = () => process.env.SOURCE_MAPS === '1';
