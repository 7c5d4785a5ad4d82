import MermaidDiagram from './MermaidDiagram';

/**
 * Elements the build's rehype steps put into MDX content: the pages' MDXProvider
 * (src/theme/Root) and the build-time HTML of docs and excerpts (src/node/markdown/mdx-html.ts)
 * render them with the same components.
 */
export const MDX_COMPONENTS = { MermaidDiagram };
