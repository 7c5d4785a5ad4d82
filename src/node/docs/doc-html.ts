import { pathToFileURL } from 'url';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { NodePluginArgs, PluginOptions } from 'gatsby';
import { compileMDXWithCustomOptions } from 'gatsby-plugin-mdx';
import { mdxParser } from '../markdown/mdx-parser';
import { requireFromProject } from '../project-require';
import MermaidDiagram from '../../theme/MermaidDiagram';

type Helpers = Pick<NodePluginArgs, 'getNode' | 'getNodesByType' | 'pathPrefix' | 'reporter' | 'store' | 'getCache'>;
/** The fields of an Mdx node this module reads. */
export type MdxSource = { id: string; body: string; parent: string | null; internal: { contentDigest: string } };
export type DocHtml = { html: string; toc: unknown };

/** Elements the build's rehype steps put into MDX content (the same map as src/theme/Root). */
const COMPONENTS = { MermaidDiagram };

function mdxPluginOptions(store: Helpers['store']): PluginOptions {
  const plugin = store.getState().flattenedPlugins.find((p: { name: string }) => p.name === 'gatsby-plugin-mdx');
  if (!plugin) throw new Error('gatsby-plugin-mdx is not configured: docs are compiled with its pipeline');
  return plugin.pluginOptions as PluginOptions;
}

/**
 * A doc's content as HTML, and its table of contents, from one compile with gatsby-plugin-mdx's
 * pipeline (its options, the site's remark and rehype plugins, the gatsby-remark-* plugins) and
 * its own TOC step, the one its `tableOfContents` field runs.
 *
 * Why docs are not MDX page components: each one was a webpack module of its own in two
 * compilations (browser and HTML renderer), and a component of its own for query extraction,
 * and it was compiled a third time for its TOC. That made the build grow with the docs faster
 * than anything else (README, "Rendering docs at scale"). Docs use no imports or components of
 * their own, so their content is HTML (an import in a doc fails
 * the build, naming the file: it could not run in the browser): one template serves every doc, and the interactive parts (copy buttons, scrollable tables, diagrams after
 * a client-side navigation) are small effects over that HTML, as they already were.
 */
export async function renderDocHtml(mdx: MdxSource, helpers: Helpers): Promise<DocHtml> {
  const file = mdx.parent ? (helpers.getNode(mdx.parent) as unknown as { absolutePath?: string } | undefined) : undefined;
  if (!file?.absolutePath) throw new Error(`Mdx node ${mdx.id} has no file: docs are compiled from files`);
  const source = path(file.absolutePath);
  const esm = (mdxParser().parse(mdx.body) as { children: { type: string; position?: { start: { line: number } } }[] }).children.find((node) => node.type === 'mdxjsEsm');
  if (esm)
    throw new Error(
      `${source}: a doc cannot import or export (found at line ${esm.position?.start.line ?? '?'} of its body): docs are rendered to HTML at build time and run no code of their own in the browser. Use Markdown, or a component the site provides.`,
    );
  const { visit } = requireFromProject('unist-util-visit') as { visit: unknown };
  const { toc } = requireFromProject('mdast-util-toc') as { toc: unknown };
  const remarkInferTocMeta = (requireFromProject('gatsby-plugin-mdx/dist/remark-infer-toc-meta') as { default: unknown }).default;
  // gatsby-plugin-mdx reports a failed compile with reporter.panicOnBuild and returns null. In a
  // query worker (gatsby build runs page queries in workers) that ended the worker, and the build
  // said only "Worker exited before finishing task". The failure is kept here and thrown instead,
  // in gatsby-plugin-mdx's own words, so Gatsby reports it as this page's query error.
  let failure: string | undefined;
  const panic = (error: { context?: { absolutePath?: string; errorMeta?: { message?: string } } }) => {
    failure = `Failed to compile the file "${error.context?.absolutePath ?? file.absolutePath}". Original error message:\n\n${error.context?.errorMeta?.message ?? String(error)}`;
  };
  const reporter = Object.assign(Object.create(helpers.reporter) as Helpers['reporter'], { panicOnBuild: panic, panic });
  const compiled = await compileMDXWithCustomOptions(
    { absolutePath: file.absolutePath, source: mdx.body },
    {
      pluginOptions: mdxPluginOptions(helpers.store),
      customOptions: {
        mdxOptions: {
          // A function body can be run here, in Node.
          outputFormat: 'function-body',
          baseUrl: pathToFileURL(file.absolutePath).href,
          remarkPlugins: [[remarkInferTocMeta, { visit, toc, maxDepth: 6 }]],
        },
      } as never,
      getNode: helpers.getNode,
      getNodesByType: helpers.getNodesByType,
      pathPrefix: helpers.pathPrefix,
      reporter,
      cache: helpers.getCache('gatsby-plugin-mdx'),
      store: helpers.store,
    },
  );
  if (!compiled) throw new Error(failure ?? `${source}: gatsby-plugin-mdx could not compile it`);
  const { run } = requireFromProject('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
  let html: string;
  try {
    const { default: Content } = await run(compiled.processedMDX, { useMDXComponents: () => COMPONENTS } as never);
    html = renderToStaticMarkup(React.createElement(Content as React.ComponentType));
  } catch (error) {
    throw new Error(`${source}: ${(error as Error).message}`);
  }
  return { html, toc: (compiled.metadata as { toc?: unknown }).toc ?? {} };
}

const path = (absolutePath: string) => absolutePath.replace(`${process.cwd()}/`, '');
