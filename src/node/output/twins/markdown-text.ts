import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { esm } from '../../project-require';
import { lazyParser } from '../../remark/mdx-parser';
import { absoluteUrls, stringify } from './mdx-to-markdown';

/** CommonMark + GFM, the dialect of OpenAPI descriptions (not MDX: `<token>` is text there). */
const parser = lazyParser(() => [esm('remark-parse'), esm('remark-gfm')]);

/** Stage: headings move down `by` levels (at most to h6), so a description nests under its section. */
export function shiftHeadings(tree: Root, by: number): void {
  visit(tree, 'heading', (node: Heading) => {
    node.depth = Math.min(6, node.depth + by) as Heading['depth'];
  });
}

/**
 * A CommonMark text from elsewhere (an OpenAPI description) made fit for a twin: links absolute,
 * headings nested under the place it goes, raw HTML dropped, and written as the twins are.
 */
export function cleanMarkdown(text: string, { pageUrl, siteUrl, shift = 0 }: { pageUrl: string; siteUrl: string; shift?: number }): string {
  const tree = parser().parse(text);
  const dropHtml = (node: { type: string; children?: { type: string }[] }) => {
    if (!node.children) return;
    node.children = node.children.filter((c) => c.type !== 'html');
    node.children.forEach(dropHtml);
  };
  dropHtml(tree as never);
  shiftHeadings(tree, shift);
  absoluteUrls(tree, { pageUrl, siteUrl });
  return stringify(tree).trim();
}
