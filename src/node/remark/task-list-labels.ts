import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

const BLOCK = new Set(['ul', 'ol', 'p', 'div', 'pre', 'table', 'blockquote']);

const isCheckbox = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox';

const classes = (node: Element) => [node.properties?.className ?? []].flat().map(String);

/**
 * Wraps a task's checkbox and the text after it (up to a nested list or block) in a <label>,
 * so the checkbox is named by its own task (WCAG 4.1.2; axe: label) without the text being
 * read twice, as an aria-label copy would be.
 */
function labelCheckbox(container: Element): boolean {
  const start = container.children.findIndex(isCheckbox);
  if (start === -1) return false;
  const block = container.children.findIndex((next, i) => i > start && next.type === 'element' && BLOCK.has(next.tagName));
  const end = block === -1 ? container.children.length : block;
  const label: Element = { type: 'element', tagName: 'label', properties: {}, children: container.children.slice(start, end) };
  container.children.splice(start, end - start, label);
  return true;
}

/** remark-gfm renders "- [x] task" as li.task-list-item > input[type=checkbox][disabled] + text. */
export function rehypeTaskListLabels() {
  return (tree: Root) => {
    // The item's children are visited after it is labelled: a nested task list is labelled too.
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'li' || !classes(node).includes('task-list-item') || labelCheckbox(node)) return;
      // A "loose" list (blank lines between items) puts the checkbox in the item's first <p>.
      const first = node.children.find((c): c is Element => c.type === 'element');
      if (first?.tagName === 'p') labelCheckbox(first);
    });
  };
}
