import type { Element, ElementContent, Root } from 'hast';

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
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (/^h[1-6]$/.test(child.tagName)) {
          const anchor = child.children.find(
            (c): c is Element => c.type === 'element' && c.tagName === 'a' && String(c.properties?.className ?? c.properties?.class ?? '').includes('anchor'),
          );
          if (anchor) {
            const heading = child.children.filter((c) => c !== anchor).map(text).join('').trim();
            anchor.properties = { ...anchor.properties, ariaLabel: `Direct link to ${heading}`, title: `Direct link to ${heading}` };
          }
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
