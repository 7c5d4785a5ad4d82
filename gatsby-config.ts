import { createRequire } from 'module';
import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import { mdxPluginOptions } from './src/node/markdown/mdx-options';
import { registerSrql } from './src/node/prism-srql';
import { loadSiteConfig } from './src/node/site/config';
import { contentSources } from './src/node/content-types';
import { serveWholeDataFiles } from './src/node/develop';
import { sitemapPluginOptions } from './src/node/output/seo/sitemap';

// Validated before anything else: an invalid site config stops the build here. Its docs
// versions and blog folder decide what is sourced: changing those needs a restart of develop.
const site = loadSiteConfig();
const sources = contentSources(site);

const source = (name: string, file: string) => ({ resolve: 'gatsby-source-filesystem', options: { name, path: path.resolve(file) } });

const requireFromProject = createRequire(path.join(process.cwd(), 'package.json'));

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
  // Develop serves a data file (a sidebar's, say) only once Gatsby has written it whole.
  developMiddleware: (app: { use(handler: ReturnType<typeof serveWholeDataFiles>): void }) => app.use(serveWholeDataFiles()),
  plugins: [
    'gatsby-plugin-react-helmet',
    { resolve: 'gatsby-plugin-sitemap', options: sitemapPluginOptions(site) },
    // Every content file is a File node; each content type (src/node/content-types.ts) makes its typed nodes from its own.
    ...sources.map((s) => source(s.name, s.path)),
    // Its options are shared with the build-time compile of docs and excerpts (src/node/markdown/mdx-html.ts).
    { resolve: 'gatsby-plugin-mdx', options: mdxPluginOptions(site) },
    // After gatsby-plugin-mdx: webpack runs the loaders of later rules first, so TypeScript is
    // stripped from MDX templates before gatsby-plugin-mdx's layout loader parses them.
    'gatsby-plugin-typescript',
  ],
};

export default config;
