import type { SiteConfig } from '../../content-model/site';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { requireFromProject } from '../project-require';
import { remarkAdmonitions, remarkRestoreUnusedDirectives } from '../remark/admonitions';
import { remarkCodeMeta } from '../remark/code-meta';
import { configReferenceLinks } from '../config-files';
import { remarkDocLinks } from '../remark/doc-links';
import { rehypeFocusableCodeBlocks } from '../remark/focusable-code';
import { rehypeHeadingAnchorLabels } from '../remark/heading-anchors';
import { syntaxPlugins } from '../remark/mdx-parser';
import { remarkLocalImages } from '../remark/local-images';
import { remarkTabIds } from '../remark/tabs';
import { remarkReleaseMentions } from '../releases/mentions';
import { releaseMentionOptions } from '../releases';
import { MERMAID_CONFIG } from '../remark/mermaid-cache';
import { remarkMermaidThemes } from '../remark/mermaid-themes';
import { rehypeTaskListLabels } from '../remark/task-list-labels';
import { versionBasePath } from '../../lib/routes';

type GatsbyRemarkPlugin = { resolve: string; options: Record<string, unknown> };
export type MdxPluginOptions = {
  extensions: string[];
  mdxOptions: { remarkPlugins: unknown[]; rehypePlugins: unknown[] };
  gatsbyRemarkPlugins: GatsbyRemarkPlugin[];
};

/**
 * gatsby-plugin-mdx's options, in one place: gatsby-config.ts configures the plugin with them,
 * and ./mdx-html.ts compiles docs and excerpts with the same pipeline through the plugin's
 * public compileMDXWithCustomOptions (see forCompile below).
 * Node 20.19+ can require() ES modules.
 */
export function mdxPluginOptions(site: SiteConfig): MdxPluginOptions {
  return {
    extensions: ['.mdx', '.md'],
    mdxOptions: {
      remarkPlugins: [
        ...syntaxPlugins(),
        remarkAdmonitions,
        remarkRestoreUnusedDirectives,
        [remarkCodeMeta, { configReference: configReferenceLinks(site) }],
        [remarkDocLinks, { roots: site.docs.versions.map((v) => ({ dir: v.docs, routeBase: versionBasePath(site.docs.routeBasePath, v.name) })) }],
        [remarkMermaidThemes, site.mermaid],
        remarkLocalImages,
        [remarkReleaseMentions, releaseMentionOptions(site)],
        remarkTabIds,
      ],
      rehypePlugins: [rehypeHeadingAnchorLabels, rehypeFocusableCodeBlocks, rehypeTaskListLabels],
    },
    gatsbyRemarkPlugins: [
      {
        resolve: 'gatsby-remark-autolink-headers',
        // offsetY: the default its option schema fills in, written out so that the compile of
        // ./mdx-html.ts (which no schema fills in) gets the very options the pages get.
        options: { offsetY: 0, elements: ['h2', 'h3', 'h4', 'h5', 'h6'], className: 'anchor', isIconAfterHeader: true },
      },
      {
        resolve: 'gatsby-remark-mermaid',
        options: {
          launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
          mermaidConfig: MERMAID_CONFIG,
        },
      },
      {
        resolve: 'gatsby-remark-prismjs',
        options: { noInlineHighlight: true, aliases: { sh: 'bash', shell: 'bash', console: 'bash', yml: 'yaml', js: 'javascript', py: 'python' } },
      },
    ],
  };
}

/** A gatsby-remark-* plugin the way gatsby-plugin-mdx runs it: its module and its options. */
export type LoadedGatsbyRemarkPlugin = GatsbyRemarkPlugin & { module: unknown; pluginOptions: Record<string, unknown> };

/**
 * The options as compileMDXWithCustomOptions expects them: as Gatsby hands them to the plugin
 * after loading its config. Gatsby validates each `gatsbyRemarkPlugins` entry (a sub-plugin),
 * imports it into `module` (what import() gives as default: a CommonJS module's exports) and
 * gives it `pluginOptions`, its options with `plugins: []`; the plugin calls `module` (and its
 * setParserPlugins, if any) with `pluginOptions` and ignores `resolve` and `options`.
 * The top-level options get `plugins: []` the same way.
 */
export function forCompile(options: MdxPluginOptions): MdxPluginOptions & { plugins: []; gatsbyRemarkPlugins: LoadedGatsbyRemarkPlugin[] } {
  return {
    plugins: [],
    ...options,
    gatsbyRemarkPlugins: options.gatsbyRemarkPlugins.map((plugin) => ({
      ...plugin,
      module: requireFromProject(plugin.resolve),
      pluginOptions: { plugins: [], ...plugin.options },
    })),
  };
}
