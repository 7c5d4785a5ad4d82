import { createRequire } from 'module';
import path from 'path';
import type { Heading, Root } from 'mdast';
import { absoluteUrls, stringify } from './mdx-to-markdown';

const requireFromProject = createRequire(path.join(process.cwd(), 'package.json'));
const esm = <T>(name: string) => (requireFromProject(name) as { default: T }).default;

type Processor = { parse: (source: string) => Root };
let processor: Processor | undefined;

/** CommonMark + GFM, the dialect of OpenAPI descriptions (not MDX: `<token>` is text there). */
function parser(): Processor {
  if (!processor) {
    const { unified } = requireFromProject('unified') as { unified: () => { use: (plugin: unknown) => unknown } };
    const chain = unified() as unknown as { use: (plugin: unknown) => typeof chain } & Processor;
    processor = chain.use(esm('remark-parse')).use(esm('remark-gfm'));
  }
  return processor;
}

/** Stage: headings move down `by` levels (at most to h6), so a description nests under its section. */
export function shiftHeadings(tree: Root, by: number): void {
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'heading') (node as Heading).depth = Math.min(6, (node as Heading).depth + by) as Heading['depth'];
    (node.children as { type: string }[] | undefined)?.forEach(visit);
  };
  visit(tree);
}

/**
 * A CommonMark text from elsewhere (an OpenAPI description) made fit for a twin: links absolute,
 * headings nested under the place it goes, raw HTML dropped, and written as the twins are.
 */
export function cleanMarkdown(text: string, { pageUrl, siteUrl, shift = 0 }: { pageUrl: string; siteUrl: string; shift?: number }): string {
  const tree = parser().parse(text);
  const dropHtml = (node: { type: string; children?: { type: string }[] }) => {
    if (!node.children) return;
    node.children = node.children.filter((c) => c.type !== 'html');
    node.children.forEach(dropHtml);
  };
  dropHtml(tree as never);
  shiftHeadings(tree, shift);
  absoluteUrls(tree, { pageUrl, siteUrl });
  return stringify(tree).trim();
}
