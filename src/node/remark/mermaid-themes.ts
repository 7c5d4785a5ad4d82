import type { Code, Parent, Root } from 'mdast';
import { MERMAID_DARK_CLASS, MERMAID_LIGHT_CLASS } from '../../lib/mermaid';

type Options = { theme: string; darkTheme: string };

/**
 * gatsby-remark-mermaid renders every ```mermaid block once, with one theme. We want
 * one rendering per colour mode, so each block becomes two, each in a container that
 * CSS shows in its mode; the dark copy starts with an init directive for its theme.
 * Runs before the gatsby remark plugins (mdxOptions.remarkPlugins come first).
 */
export function remarkMermaidThemes({ theme, darkTheme }: Options) {
  const directive = (name: string) => `%%{init: {"theme": "${name}"}}%%\n`;
  return (tree: Root) => {
    const visit = (parent: Parent) => {
      parent.children = parent.children.flatMap((node) => {
        if (node.type === 'code' && (node as Code).lang === 'mermaid') {
          const code = node as Code;
          const copy = (mode: 'light' | 'dark', name: string) => ({
            type: 'mermaidContainer',
            data: { hName: 'div', hProperties: { className: ['mermaid-diagram', mode === 'light' ? MERMAID_LIGHT_CLASS : MERMAID_DARK_CLASS] } },
            children: [{ ...code, value: directive(name) + code.value.replace(/^%%\{init:[^\n]*\}%%\n/, '') }],
          });
          return [copy('light', theme), copy('dark', darkTheme)] as unknown as typeof parent.children;
        }
        if ('children' in node) visit(node as Parent);
        return [node];
      }) as Parent['children'];
    };
    visit(tree);
  };
}
