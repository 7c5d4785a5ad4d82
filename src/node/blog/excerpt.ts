import { pathToFileURL } from 'url';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { NodePluginArgs, PluginOptions } from 'gatsby';
import { compileMDXWithCustomOptions } from 'gatsby-plugin-mdx';
import type { BlogPostMeta } from '../../content-model/blog';
import { requireFromProject } from '../project-require';
import { rewriteHtmlFragment } from './html';

type Helpers = Pick<NodePluginArgs, 'getNode' | 'getNodesByType' | 'pathPrefix' | 'reporter' | 'store' | 'getCache'>;

function mdxPluginOptions(store: Helpers['store']): PluginOptions {
  const plugin = store.getState().flattenedPlugins.find((p: { name: string }) => p.name === 'gatsby-plugin-mdx');
  if (!plugin) throw new Error('gatsby-plugin-mdx is not configured: blog excerpts are rendered with its pipeline');
  return plugin.pluginOptions as PluginOptions;
}

/**
 * Renders the excerpt of a post (its source up to the truncate marker) to HTML with the
 * same pipeline as its page: gatsby-plugin-mdx's options, remark and gatsby-remark plugins
 * (code highlighting, diagrams, admonitions). A list page shows several posts, but a Gatsby
 * page can render only one MDX file as its component, so the excerpts travel as HTML.
 */
export async function renderExcerpt(post: Pick<BlogPostMeta, 'absolutePath' | 'excerptSource' | 'sourcePath'>, pageUrl: string, helpers: Helpers): Promise<string> {
  const compiled = await compileMDXWithCustomOptions(
    { absolutePath: post.absolutePath, source: post.excerptSource },
    {
      pluginOptions: mdxPluginOptions(helpers.store),
      // A function body can be run here, in Node; relative imports resolve against the post.
      customOptions: { mdxOptions: { outputFormat: 'function-body', baseUrl: pathToFileURL(post.absolutePath).href } } as never,
      getNode: helpers.getNode,
      getNodesByType: helpers.getNodesByType,
      pathPrefix: helpers.pathPrefix,
      reporter: helpers.reporter,
      cache: helpers.getCache('gatsby-plugin-mdx'),
      store: helpers.store,
    },
  );
  if (!compiled) throw new Error(`${post.sourcePath}: the excerpt could not be compiled`);
  const { run } = requireFromProject('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
  const { default: Content } = await run(compiled.processedMDX, { useMDXComponents: () => ({}) } as never);
  const html = renderToStaticMarkup(React.createElement(Content as React.ComponentType));
  // Heading links and ids belong to the post's page, not to a list of several excerpts.
  return rewriteHtmlFragment(html, { pageUrl, absolute: false, dropHeadingAnchors: true, dropDarkDiagrams: false });
}
