import { createRequire } from 'module';
import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import { CHROMIUM_ARGS, findChromium } from './src/node/chromium';
import { remarkAdmonitions, remarkRestoreUnusedDirectives } from './src/node/remark/admonitions';
import { remarkCodeMeta } from './src/node/remark/code-meta';
import { remarkDocLinks } from './src/node/remark/doc-links';
import { versionBasePath } from './src/lib/routes';
import { rehypeFocusableCodeBlocks } from './src/node/remark/focusable-code';
import { remarkLocalImages } from './src/node/remark/local-images';
import { rehypeHeadingAnchorLabels } from './src/node/remark/heading-anchors';
import { rehypeTaskListLabels } from './src/node/remark/task-list-labels';
import { remarkHtmlComments } from './src/node/remark/html-comments';
import { MERMAID_CONFIG } from './src/node/remark/mermaid-cache';
import { rehypeMermaidCache, remarkMermaidThemes } from './src/node/remark/mermaid-themes';
import { registerSrql } from './src/node/prism-srql';
import { checkContentPaths, loadSiteConfig, siteConfigPath } from './src/node/site-config';
import { SOURCE } from './src/node/content/sources';
import { sitemapPluginOptions } from './src/node/seo/sitemap';

// Validated before anything else: an invalid site config stops the build here. Its docs
// versions and blog folder decide what is sourced: changing those needs a restart of develop.
const site = loadSiteConfig();
checkContentPaths(site);

const source = (name: string, file: string) => ({ resolve: 'gatsby-source-filesystem', options: { name, path: path.resolve(file) } });

/**
 * remark-gfm and remark-directive are ESM-only and extend the parser when attached, so they
 * must be real plugins (not async wrappers). Node 20.19+ can require() ES modules.
 */
const requireFromProject = createRequire(path.join(process.cwd(), 'package.json'));
const esm = (name: string) => (requireFromProject(name) as { default: unknown }).default;

// gatsby-remark-prismjs highlights with this same prismjs instance, so SRQL is known to it.
registerSrql(requireFromProject('prismjs'));

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.tagline,
    siteUrl: site.url,
  },
  trailingSlash: 'never',
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: 'src/gatsby-types.d.ts' },
  plugins: [
    'gatsby-plugin-react-helmet',
    { resolve: 'gatsby-plugin-sitemap', options: sitemapPluginOptions(site) },
    // Every content file is a File node; src/node/on-create-node.ts makes the typed nodes from them.
    source(SOURCE.siteConfig, siteConfigPath()),
    source(SOURCE.pages, 'content/pages'),
    ...site.docs.versions.flatMap((version) => [source(SOURCE.docs(version.name), version.docs), source(SOURCE.sidebars(version.name), version.sidebars)]),
    source(SOURCE.blog, site.blog.path),
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          remarkPlugins: [
            esm('remark-gfm'),
            esm('remark-directive'),
            remarkHtmlComments,
            remarkAdmonitions,
            remarkRestoreUnusedDirectives,
            remarkCodeMeta,
            [remarkDocLinks, { roots: site.docs.versions.map((v) => ({ dir: v.docs, routeBase: versionBasePath(site.docs.routeBasePath, v.name) })) }],
            [remarkMermaidThemes, site.mermaid],
            remarkLocalImages,
          ],
          rehypePlugins: [rehypeHeadingAnchorLabels, rehypeMermaidCache, rehypeFocusableCodeBlocks, rehypeTaskListLabels],
        },
        gatsbyRemarkPlugins: [
          {
            resolve: 'gatsby-remark-autolink-headers',
            options: { elements: ['h2', 'h3', 'h4', 'h5', 'h6'], className: 'anchor', isIconAfterHeader: true },
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
      },
    },
    // After gatsby-plugin-mdx: webpack runs the loaders of later rules first, so TypeScript is
    // stripped from MDX templates before gatsby-plugin-mdx's layout loader parses them.
    'gatsby-plugin-typescript',
  ],
};

export default config;
