import type { Code, Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Docusaurus-style code fence meta: ```bash title="install.sh" {2,4-5} showLineNumbers
 * - the title becomes a caption above the block;
 * - {2,4-5} (lines to highlight) and showLineNumbers (or showLineNumbers=10, the first number)
 *   are moved into the language, the form gatsby-remark-prismjs reads: bash{2,4-5}{numberLines: 1}.
 * A ```diff block (or ```diff-yaml, to highlight the lines as YAML too) marks added and removed
 * lines: gatsby-remark-prismjs tokenises it with Prism's diff grammar and its diff-highlight plugin.
 */
export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (code: Code, index, parent) => {
      const meta = code.meta ?? '';
      const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
      const lines = /\{([\d,\s-]+)\}/.exec(meta);
      const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta);
      if (code.lang && !code.lang.includes('{')) {
        if (lines) code.lang += `{${lines[1].replace(/\s/g, '')}}`;
        if (numbers) code.lang += `{numberLines: ${numbers[1] ?? 1}}`;
      }
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
