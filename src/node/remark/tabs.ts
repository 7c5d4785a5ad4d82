import { createHash } from 'crypto';
import path from 'path';
import { TAB_NAME, tabValue } from '../../lib/tabs';

/**
 * <Tabs> and <TabItem> in MDX (src/theme/Tabs renders them): the checks the MDX check runs on
 * every file (src/node/mdx-syntax.ts), and the step of the compile that gives each set an id
 * unique on any page it can appear on.
 */

type Attribute = { type: string; name?: string; value?: unknown };
export type JsxNode = {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: JsxNode[];
  position?: { start: { line: number } };
};

const isElement = (node: JsxNode, name: string) => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
const isTabs = (node: JsxNode) => isElement(node, 'Tabs');
export const isTabItem = (node: JsxNode) => isElement(node, 'TabItem');

/** An attribute's value: a string for name="…", true for a bare name, an object for name={…}, undefined when absent. */
function attributeOf(node: JsxNode, name: string): string | true | object | undefined {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  return attribute.value === null || attribute.value === undefined ? true : (attribute.value as string | object);
}

const TABS_ATTRIBUTES = ['groupId', 'label'];
const ITEM_ATTRIBUTES = ['label', 'value', 'default'];

/** Every problem with the tab sets of one MDX tree, each `line N: what is wrong. How to fix it.` */
export function tabsProblems(tree: JsxNode): string[] {
  const problems: string[] = [];
  const at = (node: JsxNode, text: string) => problems.push(`line ${node.position?.start.line ?? '?'}: ${text}`);
  const unknown = (node: JsxNode, allowed: string[]) => {
    for (const a of node.attributes ?? []) {
      if (a.type !== 'mdxJsxAttribute') at(node, `<${node.name}> takes no spread attributes: write ${allowed.join(', ')} out.`);
      else if (!allowed.includes(a.name ?? '')) at(node, `<${node.name}> has no attribute "${a.name}": it takes ${allowed.join(', ')}.`);
    }
  };
  const word = (node: JsxNode, name: string, value: unknown, what: string) => {
    if (value === undefined) return;
    if (typeof value !== 'string') at(node, `<${node.name} ${name}> must be a plain string (${name}="…"), not an expression or a bare attribute.`);
    else if (!TAB_NAME.test(value)) at(node, `<${node.name} ${name}="${value}"> is not a valid ${what}: use lowercase letters, digits and dashes, starting with a letter or digit (for example "rhel-family").`);
  };

  const walk = (node: JsxNode, parent: JsxNode | null) => {
    if (isTabItem(node) && !(parent && isTabs(parent))) at(node, '<TabItem> must be a direct child of <Tabs>: put it inside a <Tabs> element.');
    if (isTabs(node)) {
      unknown(node, TABS_ATTRIBUTES);
      word(node, 'groupId', attributeOf(node, 'groupId'), 'group id');
      const label = attributeOf(node, 'label');
      if (label !== undefined && typeof label !== 'string') at(node, '<Tabs label> must be a plain string (label="…").');
      const items = (node.children ?? []).filter(isTabItem);
      for (const child of node.children ?? []) if (!isTabItem(child)) at(child.position ? child : node, `<Tabs> may hold only <TabItem> elements, and this is ${child.type === 'paragraph' ? 'text' : `a ${child.name ? `<${child.name}>` : child.type}`}: move it into a <TabItem>, or out of the <Tabs>.`);
      if (items.length < 2) at(node, `<Tabs> has ${items.length} <TabItem>: give it two or more, or drop the <Tabs> and keep the content.`);
      const seen = new Map<string, number>();
      let defaults = 0;
      for (const item of items) {
        unknown(item, ITEM_ATTRIBUTES);
        const itemLabel = attributeOf(item, 'label');
        const explicit = attributeOf(item, 'value');
        word(item, 'value', explicit, 'tab value');
        const marked = attributeOf(item, 'default');
        if (marked !== undefined && marked !== true) at(item, '<TabItem default> takes no value: write just default.');
        if (marked !== undefined) defaults += 1;
        if (typeof itemLabel !== 'string' || !itemLabel.trim()) {
          at(item, '<TabItem> needs a label: label="Debian/Ubuntu" (the text of its tab).');
          continue;
        }
        const value = typeof explicit === 'string' ? explicit : tabValue(itemLabel);
        if (!value) at(item, `<TabItem label="${itemLabel}"> has no letters or digits to make its value from: add value="…".`);
        else if (seen.has(value)) at(item, `<TabItem label="${itemLabel}"> has the value "${value}", as the tab on line ${seen.get(value)} has: give one of them another value="…".`);
        else seen.set(value, item.position?.start.line ?? 0);
      }
      if (defaults > 1) at(node, `<Tabs> has ${defaults} <TabItem default>: mark one (without any, the first tab is the default).`);
    }
    for (const child of node.children ?? []) walk(child, node);
  };
  walk(tree, null);
  return problems;
}

/**
 * Compile step: each <Tabs> gets uid="tabs-<file>-<n>", unique on the page even where several
 * files' content meets (a blog list shows several posts): element ids and each set's CSS rules
 * are scoped by it.
 */
export function remarkTabIds() {
  return (tree: JsxNode, file: { path?: string }) => {
    const prefix = createHash('sha256').update(path.relative(process.cwd(), file.path ?? '')).digest('hex').slice(0, 6);
    let n = 0;
    const walk = (node: JsxNode) => {
      if (isTabs(node)) {
        n += 1;
        node.attributes = [...(node.attributes ?? []).filter((a) => a.name !== 'uid'), { type: 'mdxJsxAttribute', name: 'uid', value: `tabs-${prefix}-${n}` }];
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
