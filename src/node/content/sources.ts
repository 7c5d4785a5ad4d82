import path from 'path';

/** Names of the filesystem sources (gatsby-config.ts) that content nodes come from (src/node/on-create-node.ts). */
export const SOURCE = {
  siteConfig: 'site-config',
  docs: (version: string) => `docs-${version}`,
  sidebars: (version: string) => `sidebars-${version}`,
  blog: 'blog',
  pages: 'pages',
  releases: 'releases',
} as const;

/** A file's path as messages name it: from the project root, with / separators. */
export const sourcePathOf = (file: string) => path.relative(process.cwd(), file).replace(/\\/g, '/');
