/** Names of the filesystem sources (gatsby-config.ts) that content nodes come from (src/node/on-create-node.ts). */
export const SOURCE = {
  siteConfig: 'site-config',
  docs: (version: string) => `docs-${version}`,
  sidebars: (version: string) => `sidebars-${version}`,
  blog: 'blog',
  pages: 'pages',
} as const;
