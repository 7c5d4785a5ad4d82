import path from 'path';
import { pathToFileURL } from 'url';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { NodePluginArgs, PluginOptions } from 'gatsby';
import { compileMDXWithCustomOptions } from 'gatsby-plugin-mdx';
import { MDX_COMPONENTS } from '../../theme/mdx-components';
import { requireFromProject } from '../project-require';
import { loadSiteConfig } from '../site/config';
import { forCompile, mdxPluginOptions } from './mdx-options';

export type MdxHelpers = Pick<NodePluginArgs, 'getNode' | 'getNodesByType' | 'pathPrefix' | 'reporter' | 'store' | 'getCache'>;

let pluginOptions: PluginOptions | undefined;
/**
 * The options gatsby-config.ts gives gatsby-plugin-mdx, made once per process as Gatsby makes
 * them once from the config it started with (changes to the site config need a restart).
 */
function mdxCompileOptions(): PluginOptions {
  pluginOptions ??= forCompile(mdxPluginOptions(loadSiteConfig())) as unknown as PluginOptions;
  return pluginOptions;
}

/**
 * MDX rendered to HTML at build time with gatsby-plugin-mdx's own pipeline: its options (./mdx-options.ts), the
 * site's remark and rehype plugins and the gatsby-remark-* plugins, plus `remarkPlugins` of
 * the caller's. The compiled function body runs here, in Node, with the components the site's
 * rehype steps put into content (the map the pages' MDXProvider gets too).
 * `metadata` is what the remark plugins left on the file (the TOC step's `toc`).
 */
export async function renderMdxToHtml(
  { absolutePath, source }: { absolutePath: string; source: string },
  helpers: MdxHelpers,
  remarkPlugins: unknown[] = [],
): Promise<{ html: string; metadata: Record<string, unknown> }> {
  const file = path.relative(process.cwd(), absolutePath);
  // gatsby-plugin-mdx reports a failed compile with reporter.panicOnBuild and returns null. In a
  // query worker (gatsby build runs page queries in workers) that ended the worker, and the build
  // said only "Worker exited before finishing task". The failure is kept here and thrown instead,
  // in gatsby-plugin-mdx's own words, so Gatsby reports it as the query's error.
  let failure: string | undefined;
  const panic = (error: { context?: { absolutePath?: string; errorMeta?: { message?: string } } }) => {
    failure = `Failed to compile the file "${error.context?.absolutePath ?? absolutePath}". Original error message:\n\n${error.context?.errorMeta?.message ?? String(error)}`;
  };
  const reporter = Object.assign(Object.create(helpers.reporter) as MdxHelpers['reporter'], { panicOnBuild: panic, panic });
  const compiled = await compileMDXWithCustomOptions(
    { absolutePath, source },
    {
      pluginOptions: mdxCompileOptions(),
      // A function body can be run here; relative paths resolve against the file.
      customOptions: { mdxOptions: { outputFormat: 'function-body', baseUrl: pathToFileURL(absolutePath).href, remarkPlugins } } as never,
      getNode: helpers.getNode,
      getNodesByType: helpers.getNodesByType,
      pathPrefix: helpers.pathPrefix,
      reporter,
      cache: helpers.getCache('gatsby-plugin-mdx'),
      store: helpers.store,
    },
  );
  if (!compiled) throw new Error(failure ?? `${file}: gatsby-plugin-mdx could not compile it`);
  const { run } = requireFromProject('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
  try {
    const { default: Content } = await run(compiled.processedMDX, { useMDXComponents: () => MDX_COMPONENTS } as never);
    return { html: renderToStaticMarkup(React.createElement(Content as React.ComponentType)), metadata: compiled.metadata as Record<string, unknown> };
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}
