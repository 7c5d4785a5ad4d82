import type { Code, Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Docusaurus-style code fence meta: ```bash title="install.sh" {2,4-5} showLineNumbers
 * - the title becomes a caption above the block;
 * - {2,4-5} (lines to highlight) and showLineNumbers (or showLineNumbers=10, the first number)
 *   are moved into the language, the form gatsby-remark-prismjs reads: bash{2,4-5}{numberLines: 1}.
 * A ```diff block (or ```diff-yaml, to highlight the lines as YAML too) marks added and removed
 * lines: gatsby-remark-prismjs tokenises it with Prism's diff grammar and its diff-highlight plugin.
 * A config block (one checked against a ServiceRadar config file's schema) gets a link to that
 * file's reference page in its caption.
 */
export type CodeMetaOptions = {
  /** The reference page of the config file a block shows (src/node/config-files), if it is a config block. */
  configReference?: (lang: string | null | undefined, meta: string | null | undefined) => { name: string; href: string } | null;
};

export function remarkCodeMeta({ configReference }: CodeMetaOptions = {}) {
  return (tree: Root) => {
    visit(tree, 'code', (code: Code, index, parent) => {
      const meta = code.meta ?? '';
      const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
      // A config block links to its file's reference, in its caption (a caption of the file's name if it has no title).
      const reference = configReference?.(code.lang, meta) ?? null;
      const lines = /\{([\d,\s-]+)\}/.exec(meta);
      const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta);
      if (code.lang && !code.lang.includes('{')) {
        if (lines) code.lang += `{${lines[1].replace(/\s/g, '')}}`;
        if (numbers) code.lang += `{numberLines: ${numbers[1] ?? 1}}`;
      }
      code.meta = null;
      if ((!title && !reference) || !parent || index === null) return;
      const children: object[] = [{ type: 'text', value: title ? (title[1] ?? title[2]) : reference!.name }];
      if (reference) {
        children.push({
          type: 'link',
          url: reference.href,
          data: { hProperties: { className: ['code-title__reference'] } },
          children: [{ type: 'text', value: `${reference.name} reference` }],
        });
      }
      const caption = {
        type: 'codeTitle',
        data: { hName: 'div', hProperties: { className: ['code-title'] } },
        children,
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
