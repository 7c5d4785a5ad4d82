/** @jest-environment node */
import type { Element, ElementContent, Root } from 'hast';
import { rehypeTaskListLabels } from '../task-list-labels';
import { renderFixture } from './pipeline';

// The hast remark-gfm + mdast-util-to-hast produce for task list items.
const el = (tagName: string, properties: Element['properties'], ...children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });
const checkbox = (checked: boolean) => el('input', { type: 'checkbox', checked, disabled: true });
const task = (...children: ElementContent[]) => el('li', { className: ['task-list-item'] }, ...children);

/** Tag names and text, compactly: li(label(input," Done",code("x")),ul(...)). */
function show(node: ElementContent | Root): string {
  if (node.type === 'text') return JSON.stringify(node.value);
  if (node.type !== 'element' && node.type !== 'root') return '';
  const inner = node.children.map((c) => show(c as ElementContent)).filter(Boolean).join(',');
  return node.type === 'root' ? inner : `${node.tagName}(${inner})`;
}

function run(...children: ElementContent[]): string {
  const tree: Root = { type: 'root', children: [el('ul', { className: ['contains-task-list'] }, ...children)] };
  rehypeTaskListLabels()(tree);
  return show(tree);
}

describe('rehypeTaskListLabels', () => {
  it('wraps each checkbox with its own task text in a label, leaving a nested list outside', () => {
    expect(run(task(checkbox(true), text(' Done '), el('code', {}, text('x'))), task(checkbox(false), text(' Open'), el('ul', {}, el('li', {}, text('nested')))))).toBe(
      'ul(li(label(input()," Done ",code("x"))),li(label(input()," Open"),ul(li("nested"))))',
    );
  });

  it('labels the checkbox inside the first paragraph of a loose list item', () => {
    expect(run(task(text('\n'), el('p', {}, checkbox(true), text(' First')), text('\n')))).toBe('ul(li("\\n",p(label(input()," First")),"\\n"))');
  });

  it('leaves ordinary list items alone', () => {
    expect(run(el('li', {}, text('plain')), el('li', {}, checkbox(false), text(' not a task item')))).toBe('ul(li("plain"),li(input()," not a task item"))');
  });
});

describe('rehypeTaskListLabels in the site pipeline', () => {
  it('labels the checkboxes of tight, nested and loose task lists', async () => {
    expect(await renderFixture('task-lists.mdx')).toMatchInlineSnapshot(`
"<ul class="contains-task-list">
<li class="task-list-item"><label><input type="checkbox" disabled="" checked=""/> Done <code>now</code></label></li>
<li class="task-list-item"><label><input type="checkbox" disabled=""/> Open
</label><ul class="contains-task-list">
<li class="task-list-item"><label><input type="checkbox" disabled=""/> Nested</label></li>
</ul>
</li>
</ul>
<ol class="contains-task-list">
<li class="task-list-item">
<p><label><input type="checkbox" disabled=""/> Loose</label></p>
</li>
<li class="task-list-item">
<p><label><input type="checkbox" disabled="" checked=""/> Items</label></p>
</li>
</ol>"
`);
  });
});
