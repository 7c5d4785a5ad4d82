import type { BlogPostMeta } from '../../content-model/blog';
import { renderMdxToHtml, type MdxHelpers } from '../markdown/mdx-html';
import { rewriteHtmlFragment } from '../feeds/html';

/**
 * Renders the excerpt of a post (its source up to the truncate marker) to HTML with the
 * same pipeline as its page (src/node/markdown/mdx-html.ts: code highlighting, diagrams,
 * admonitions). A list page shows several posts, but a Gatsby page can render only one MDX
 * file as its component, so the excerpts travel as HTML.
 */
export async function renderExcerpt(post: Pick<BlogPostMeta, 'absolutePath' | 'excerptSource'>, pageUrl: string, helpers: MdxHelpers): Promise<string> {
  const { html } = await renderMdxToHtml({ absolutePath: post.absolutePath, source: post.excerptSource }, helpers);
  // Heading links and ids belong to the post's page, not to a list of several excerpts.
  return rewriteHtmlFragment(html, { pageUrl, absolute: false, dropDarkDiagrams: false });
}
