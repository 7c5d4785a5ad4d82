import type { Root } from 'mdast';
import { esm, requireFromProject } from '../project-require';
import { remarkHtmlComments } from './html-comments';

/** The one MDX parser setup that build-time code reads content with (the MDX syntax check, the Markdown twins, the mermaid pre-render). */

export type Processor = { parse: (source: string) => Root };

/** A unified parser with these plugins, made on first use (loading the ESM packages is not free). */
export function lazyParser(plugins: () => unknown[]): () => Processor {
  let processor: Processor | undefined;
  return () => {
    if (!processor) {
      const { unified } = requireFromProject('unified') as { unified: () => unknown };
      type Chain = { use: (plugin: unknown) => Chain } & Processor;
      processor = plugins().reduce<Chain>((chain, plugin) => chain.use(plugin), unified() as Chain);
    }
    return processor;
  };
}

/** Packages of the syntax plugins: what extends the parser beyond MDX itself. */
const SYNTAX_PACKAGES = ['remark-gfm', 'remark-directive'];

/**
 * The plugins that extend MDX's syntax (GFM, directives, HTML comment lines): the first remark
 * plugins of gatsby-plugin-mdx's options (src/node/markdown/mdx-options.ts) and of mdxParser
 * below, so a syntax plugin is added in one place. remark-gfm and remark-directive are ESM-only
 * and extend the parser when attached, so they are real plugins (not async wrappers).
 */
export const syntaxPlugins = (): unknown[] => [...SYNTAX_PACKAGES.map((name) => esm(name)), remarkHtmlComments];

/**
 * The parser gatsby-plugin-mdx runs (remark-parse + remark-mdx, as @mdx-js/mdx's
 * createProcessor sets them up) with the syntax plugins. Only the parser: no transform of the
 * page pipeline runs. So what these readers see is what the page compile sees: a ```mermaid
 * block inside an HTML comment is a comment to all of them.
 */
export const mdxParser = lazyParser(() => [esm('remark-parse'), esm('remark-mdx'), ...syntaxPlugins()]);

/** The packages mdxParser is made of, for cache salts (bump a salt's own version when remarkHtmlComments changes). */
export const MDX_PARSER_PACKAGES = ['unified', 'remark-parse', 'remark-mdx', ...SYNTAX_PACKAGES];
