import type { Code, Parent, Root } from 'mdast';

/**
 * Docusaurus-style code fence meta: ```bash title="install.sh" {2,4-5}
 * - the title becomes a caption above the block;
 * - {2,4-5} is moved into the language (bash{2,4-5}), the form gatsby-remark-prismjs reads.
 */
export function remarkCodeMeta() {
  return (tree: Root) => {
    const visit = (parent: Parent) => {
      parent.children = parent.children.flatMap((node): Parent['children'] => {
        if (node.type === 'code') {
          const code = node as Code;
          const meta = code.meta ?? '';
          const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
          const lines = /\{([\d,\s-]+)\}/.exec(meta);
          if (lines && code.lang && !code.lang.includes('{')) code.lang = `${code.lang}{${lines[1].replace(/\s/g, '')}}`;
          code.meta = null;
          if (title) {
            const caption = {
              type: 'codeTitle',
              data: { hName: 'div', hProperties: { className: ['code-title'] } },
              children: [{ type: 'text', value: title[1] ?? title[2] }],
            };
            return [
              {
                type: 'codeFigure',
                data: { hName: 'div', hProperties: { className: ['code-block-with-title'] } },
                children: [caption, code],
              } as unknown as Parent['children'][number],
            ];
          }
          return [code];
        }
        if ('children' in node) visit(node as Parent);
        return [node];
      }) as Parent['children'];
    };
    visit(tree);
  };
}
