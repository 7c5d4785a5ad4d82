/**
 * The context of a page whose component is an MDX file (`template?__contentFilePath=…`).
 *
 * gatsby-plugin-mdx's onCreatePage gives such a page `context.frontmatter` by deleting the page
 * and creating it again. On the next build createPages makes the page without it, Gatsby sees a
 * changed context, and re-runs the query of every MDX page on every build, even when nothing
 * changed. A frontmatter already present stops that step. Our templates read frontmatter from
 * the Doc, BlogPost and Mdx nodes, never from the page context, so it is empty: nothing is copied
 * into every page's page-data.
 */
export const mdxPageContext = <T extends Record<string, unknown>>(context: T) => ({ ...context, frontmatter: {} });
