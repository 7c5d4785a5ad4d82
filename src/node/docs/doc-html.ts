import { renderMdxToHtml, type MdxHelpers } from '../markdown/mdx-html';
import { requireFromProject } from '../project-require';
import { remarkTocMeta, type TocOptions } from './toc-meta';

/** The fields of an Mdx node this module reads. */
export type MdxSource = { id: string; body: string; parent: string | null; internal: { contentDigest: string } };
export type DocHtml = { html: string; toc: unknown };

/**
 * A doc's content as HTML, and its table of contents, from one compile with gatsby-plugin-mdx's
 * pipeline (src/node/markdown/mdx-html.ts) and a TOC step (./toc-meta.ts) that gives what its
 * `tableOfContents` field gives.
 *
 * Docs are not MDX page components, each a webpack module in two compilations and a component for
 * query extraction: that made the build grow with the docs faster than anything else
 * (docs/architecture.md). Docs use no imports or components of their own (the MDX check refuses
 * them: src/node/mdx-syntax.ts), so one template serves every doc, and the interactive parts
 * (copy buttons, scrollable tables, diagrams after a client-side navigation) are effects over its HTML.
 */
export async function renderDocHtml(mdx: MdxSource, helpers: MdxHelpers): Promise<DocHtml> {
  const file = mdx.parent ? (helpers.getNode(mdx.parent) as unknown as { absolutePath?: string } | undefined) : undefined;
  if (!file?.absolutePath) throw new Error(`Mdx node ${mdx.id} has no file: docs are compiled from files`);
  const { visit } = requireFromProject('unist-util-visit') as Pick<TocOptions, 'visit'>;
  const { toc } = requireFromProject('mdast-util-toc') as Pick<TocOptions, 'toc'>;
  const { html, metadata } = await renderMdxToHtml({ absolutePath: file.absolutePath, source: mdx.body }, helpers, [[remarkTocMeta, { visit, toc, maxDepth: 6 }]]);
  return { html, toc: metadata.toc ?? {} };
}
