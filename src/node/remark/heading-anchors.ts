import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

function text(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(text).join('');
  return '';
}

/**
 * gatsby-remark-autolink-headers labels its links "<slug> permalink"; readers of the
 * site (and Docusaurus users) expect "Direct link to <heading>". A rehype step after it.
 */
export function rehypeHeadingAnchorLabels() {
  return (tree: Root) => {
    // Headings anywhere, inside JSX elements too (MDX keeps those as mdxJsx* nodes in the tree).
    visit(tree, 'element', (node: Element) => {
      if (!/^h[1-6]$/.test(node.tagName)) return;
      const anchor = node.children.find(
        (c): c is Element => c.type === 'element' && c.tagName === 'a' && String(c.properties?.className ?? c.properties?.class ?? '').includes('anchor'),
      );
      if (anchor) {
        const heading = node.children.filter((c) => c !== anchor).map(text).join('').trim();
        anchor.properties = { ...anchor.properties, ariaLabel: `Direct link to ${heading}`, title: `Direct link to ${heading}` };
      }
    });
  };
}
