import type { Code, Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Docusaurus-style code fence meta: ```bash title="install.sh" {2,4-5}
 * - the title becomes a caption above the block;
 * - {2,4-5} is moved into the language (bash{2,4-5}), the form gatsby-remark-prismjs reads.
 */
export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (code: Code, index, parent) => {
      const meta = code.meta ?? '';
      const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
      const lines = /\{([\d,\s-]+)\}/.exec(meta);
      if (lines && code.lang && !code.lang.includes('{')) code.lang = `${code.lang}{${lines[1].replace(/\s/g, '')}}`;
      code.meta = null;
      if (!title || !parent || index === null) return;
      const caption = {
        type: 'codeTitle',
        data: { hName: 'div', hProperties: { className: ['code-title'] } },
        children: [{ type: 'text', value: title[1] ?? title[2] }],
      };
      parent.children[index] = {
        type: 'codeFigure',
        data: { hName: 'div', hProperties: { className: ['code-block-with-title'] } },
        children: [caption, code],
      } as unknown as Parent['children'][number];
      // The figure holds this block: nothing in it to visit.
      return SKIP;
    });
  };
}
