import type { CreateWebpackConfigArgs } from 'gatsby';

/**
 * mini-css-extract-plugin's warning that two pages import CSS modules in different orders: its
 * message starts `chunk <name> [mini-css-extract-plugin]` and goes on `Conflicting order.`
 */
export const CONFLICTING_ORDER = /\[mini-css-extract-plugin\]\nConflicting order\./;

/**
 * mini-css-extract-plugin warns when two pages import CSS modules in different orders
 * ("Conflicting order"): hundreds of lines per build and per develop rebuild, which bury the
 * messages an author needs. Every stylesheet of src/theme is a CSS module whose classes are
 * scoped to its component (and global.css is imported once, first, by gatsby-browser), so
 * the order between modules cannot change what applies: the warning is dropped with webpack's
 * own `ignoreWarnings`, which Gatsby's build and develop both apply before they print warnings.
 * Other warnings of the plugin, and every other warning, still show.
 */
export function ignoreCssModuleOrder({ stage, actions }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions'>): void {
  if (stage !== 'develop' && stage !== 'build-javascript') return;
  actions.setWebpackConfig({ ignoreWarnings: [{ message: CONFLICTING_ORDER }] });
}
