import type { CreateWebpackConfigArgs } from 'gatsby';

type ExtractPlugin = { constructor: { name: string }; options?: { ignoreOrder?: boolean } };

/**
 * mini-css-extract-plugin warns when two pages import CSS modules in different orders
 * ("Conflicting order"): hundreds of lines per build and per develop rebuild, which bury the
 * messages an author needs. Every stylesheet of src/theme is a CSS module whose classes are
 * scoped to its component (and global.css is imported once, first, by gatsby-browser), so
 * the order between modules cannot change what applies: the warning is turned off.
 * Gatsby creates the plugin itself and offers no option for this, so the option is set on
 * its instance; if Gatsby stops using the plugin, or the option moves, this throws rather
 * than letting the warnings come back unexplained.
 */
export function ignoreCssModuleOrder({ stage, getConfig }: Pick<CreateWebpackConfigArgs, 'stage' | 'getConfig'>): void {
  if (stage !== 'develop' && stage !== 'build-javascript') return;
  const plugins = (getConfig() as { plugins?: ExtractPlugin[] }).plugins ?? [];
  const extract = plugins.find((plugin) => plugin?.constructor?.name === 'MiniCssExtractPlugin');
  if (!extract?.options || typeof extract.options.ignoreOrder !== 'boolean') {
    throw new Error(`Gatsby's ${stage} webpack config has no MiniCssExtractPlugin with an ignoreOrder option any more: update src/node/webpack/css-order.ts.`);
  }
  extract.options.ignoreOrder = true;
}
