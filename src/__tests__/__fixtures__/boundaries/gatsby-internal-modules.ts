// Gatsby's and gatsby-plugin-mdx's own modules, imported and resolved.
export type { IGatsbyState } from 'gatsby/dist/redux/types';
export const toc = require.resolve('gatsby-plugin-mdx/dist/remark-infer-toc-meta');
