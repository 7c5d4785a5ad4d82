import type { CreateWebpackConfigArgs } from 'gatsby';

type Plugin = { constructor: { name: string }; options?: Record<string, unknown> };

/**
 * The production build extracts CSS with mini-css-extract-plugin, which by default compiles each
 * stylesheet in a child compilation of its own. Webpack hashes a compilation's children into
 * its hash; when they come from webpack's cache there are none, so the compilation hash of a
 * build with the same bundles alternated between two values. The hash is in every page (Gatsby's
 * scripts slice), so every second build rewrote every page, and the post-build pass and the
 * search index read them all again. The plugin's `experimentalUseImportModule` (webpack's
 * importModule instead of child compilations) makes no children: the hash follows the bundles.
 * Gatsby creates the plugin; it is found in the config by its class name, and a build without
 * it fails here rather than drift silently. The unit test checks, in the copies Gatsby
 * resolves, that Gatsby still extracts CSS with it and that its loader still reads the option.
 */
export function cssWithoutChildCompilations({ stage, getConfig, actions }: Pick<CreateWebpackConfigArgs, 'stage' | 'getConfig' | 'actions'>): void {
  if (stage !== 'build-javascript') return;
  const config = getConfig() as { plugins?: Plugin[] };
  const extract = config.plugins?.find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin');
  if (!extract?.options) throw new Error('src/node/webpack/css-extract.ts: Gatsby\'s production config has no MiniCssExtractPlugin: see that module');
  extract.options.experimentalUseImportModule = true;
  actions.replaceWebpackConfig(config);
}
