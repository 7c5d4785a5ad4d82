import type { Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;

type Directive = Parent & {
  type: 'containerDirective';
  name: string;
  attributes?: Record<string, string>;
  data?: Record<string, unknown>;
};

/**
 * Docusaurus admonitions (:::tip[Title] ... :::), parsed by remark-directive, become
 * <aside> landmarks labelled by their title. Runs after remark-directive.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    // Its new children are visited next: an admonition inside another's body is one too.
    visit(tree, 'containerDirective', (node) => {
      const d = node as unknown as Directive;
      const type = d.name;
      if (!(ADMONITION_TYPES as readonly string[]).includes(type)) return;
      // The [label] of a container directive arrives as a first paragraph flagged directiveLabel.
      const first = d.children[0] as Parent & { data?: { directiveLabel?: boolean } };
      const hasLabel = first?.data?.directiveLabel === true;
      // Without a label, the title is the type's name: "Note", "Tip", "Info", "Warning", "Danger".
      const titleChildren = hasLabel ? first.children : [{ type: 'text', value: type[0].toUpperCase() + type.slice(1) }];
      const body = hasLabel ? d.children.slice(1) : d.children;
      d.data = {
        hName: 'aside',
        hProperties: { className: ['admonition', `admonition-${type}`], 'aria-label': undefined, role: 'note' },
      };
      (d as { children: unknown[] }).children = [
        {
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
          children: titleChildren,
        } as unknown as Parent,
        {
          type: 'admonitionBody',
          data: { hName: 'div', hProperties: { className: ['admonition-body'] } },
          children: body,
        } as unknown as Parent,
      ];
    });
  };
}

type AnyNode = { type: string; name?: string; children?: AnyNode[]; value?: string; attributes?: Record<string, string> | null };

function directiveText(node: AnyNode, marker: string): AnyNode[] {
  const attrs = node.attributes && Object.keys(node.attributes).length
    ? `{${Object.entries(node.attributes).map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}}`
    : '';
  const label = node.children?.length ? [{ type: 'text', value: '[' }, ...node.children, { type: 'text', value: ']' }] : [];
  return [{ type: 'text', value: `${marker}${node.name ?? ''}` }, ...label, ...(attrs ? [{ type: 'text', value: attrs }] : [])];
}

/**
 * remark-directive reads "key:value" in prose as a text directive named "value". Only
 * admonitions are directives on this site: every other directive goes back to the text
 * it was written as (a leaf directive "::name" becomes a paragraph of that text).
 */
export function remarkRestoreUnusedDirectives() {
  return (tree: Root) => {
    visit(tree, ['textDirective', 'leafDirective'], (node, index, parent) => {
      if (!parent || index === null) return;
      const directive = node as unknown as AnyNode;
      const replacement = directive.type === 'textDirective' ? directiveText(directive, ':') : [{ type: 'paragraph', children: directiveText(directive, '::') }];
      (parent.children as unknown as AnyNode[]).splice(index, 1, ...replacement);
      // The text put back (the label's content included) is not visited again.
      return [SKIP, index + replacement.length];
    });
  };
}
