import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';

type LoaderEntry = { loader?: string; options?: unknown } | string;
type Rule = { test?: unknown; use?: unknown };

export const MDX_COMPILE_ONCE_LOADER = path.resolve('src/node/webpack/mdx-compile-once-loader.cjs');

/**
 * In `gatsby build`, each MDX file is compiled once for both webpack compilations, not once in
 * each: a loader that remembers gatsby-plugin-mdx's output goes just before its loader
 * (mdx-compile-once-loader.cjs). gatsby-plugin-mdx offers no option for this, so its rule is
 * found in the webpack config and its `use` wrapped; if the rule or its loader is not found
 * any more, this throws rather than quietly compiling twice. `gatsby develop` is left alone.
 */
export function mdxCompileOnce({ stage, getConfig }: Pick<CreateWebpackConfigArgs, 'stage' | 'getConfig'>): void {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const rules = ((getConfig() as { module?: { rules?: Rule[] } }).module?.rules ?? []) as Rule[];
  const rule = rules.find((r) => String(r.test) === String(/\.mdx?$/) && typeof r.use === 'function');
  if (!rule) throw new Error(`No gatsby-plugin-mdx rule (test /\\.mdx?$/, use a function) in Gatsby's ${stage} webpack config: update src/node/webpack/mdx-compile-once.ts.`);
  const loadersFor = rule.use as (info: unknown) => LoaderEntry[];
  rule.use = (info: unknown) => {
    const loaders = loadersFor(info);
    const at = loaders.findIndex((l) => typeof l === 'object' && /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader/.test(l.loader ?? ''));
    if (at < 0) throw new Error(`gatsby-plugin-mdx's rule no longer uses its gatsby-mdx-loader: update src/node/webpack/mdx-compile-once.ts.`);
    return [...loaders.slice(0, at), { loader: MDX_COMPILE_ONCE_LOADER }, ...loaders.slice(at)];
  };
}
