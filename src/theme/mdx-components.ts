import MermaidDiagram from './MermaidDiagram';
import { TabItem, Tabs } from './Tabs';

/**
 * Elements the build's rehype steps put into MDX content: the pages' MDXProvider
 * (src/theme/Root) and the build-time HTML of docs and excerpts (src/node/markdown/mdx-html.ts)
 * render them with the same components. Tabs and TabItem are written by authors (docs/authoring.md).
 */
export const MDX_COMPONENTS = { MermaidDiagram, Tabs, TabItem };
