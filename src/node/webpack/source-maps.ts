import type { CreateWebpackConfigArgs } from 'gatsby';

/**
 * No source maps in `gatsby build` unless SOURCE_MAPS=1: Gatsby makes full `source-map`s for both
 * production compilations, which cost time and memory in every module (each MDX file is one) and
 * readers never load. A production stack trace is then minified: `SOURCE_MAPS=1 npm run build`
 * brings the maps back. `gatsby develop` keeps its own (cheap) maps.
 */
export function sourceMaps({ stage, actions }: CreateWebpackConfigArgs): void {
  if ((stage === 'build-javascript' || stage === 'build-html') && !sourceMapsWanted()) actions.setWebpackConfig({ devtool: false });
}

export const sourceMapsWanted = () => process.env.SOURCE_MAPS === '1';
