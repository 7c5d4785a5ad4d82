import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

type EstreeLiteral = { type: 'Literal'; value: unknown };
type JsxAttribute = {
  type: string;
  name?: string;
  value?: { data?: { estree?: { body: { expression?: { properties?: { key: { name?: string }; value: EstreeLiteral }[] } }[] } } };
};
type JsxElement = { type: string; attributes?: JsxAttribute[] };

/**
 * Long code lines scroll sideways, and a scrollable region must be reachable by keyboard
 * (WCAG 2.1.1; axe: scrollable-region-focusable), so every highlighted <pre> gets tabindex="0".
 * gatsby-remark-prismjs emits its HTML as a string, which gatsby-plugin-mdx wraps in a
 * <span dangerouslySetInnerHTML>; this rehype step edits that string.
 */
export function rehypeFocusableCodeBlocks() {
  return (tree: Root) => {
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      for (const attribute of (node as JsxElement).attributes ?? []) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'dangerouslySetInnerHTML') continue;
        for (const statement of attribute.value?.data?.estree?.body ?? []) {
          for (const property of statement.expression?.properties ?? []) {
            if (property.key.name === '__html' && typeof property.value.value === 'string') {
              property.value.value = property.value.value.replace(/<pre (?![^>]*tabindex)/g, '<pre tabindex="0" ');
            }
          }
        }
      }
    });
  };
}
