import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import nodePath from 'path';
import { compile, run } from '@mdx-js/mdx';
import { fromHtml } from 'hast-util-from-html';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import config from '../../../../gatsby-config';
import { standInSvg } from './stand-in-renderer';

/**
 * The page pipeline of gatsby-config.ts, assembled as gatsby-plugin-mdx assembles it
 * (its dist/plugin-options.js): the site's remark plugins, remark-unwrap-images, the
 * gatsby-remark-* plugins, its html-to-JSX step, then the site's rehype plugins. The page is
 * rendered with React, so a test sees the HTML a reader gets. (jest.resolver.js lets jest load
 * @mdx-js/mdx's ESM-only dependencies.)
 *
 * One stand-in: gatsby-remark-mermaid renders each diagram in Chromium; `renderMermaid`
 * replaces each diagram left to render with a small SVG, in the node shape remark-mermaidjs
 * gives (a paragraph whose data.hChildren is the parsed SVG).
 */

// gatsby-plugin-mdx's own dependency (not the site's): the copy it resolves.
const remarkUnwrapImages = (createRequire(require.resolve('gatsby-plugin-mdx'))('remark-unwrap-images') as { default: unknown }).default;

// gatsby-plugin-mdx's html step loads unist-util-visit with import(), which jest's VM lacks.
jest.mock('gatsby-plugin-mdx/dist/cache-helpers', () => ({ cachedImport: async (name: string) => jest.requireActual(name) }));

// Local images are published to <cwd>/public and diagrams cached in <cwd>/node_modules/.cache:
// a test works in a temporary directory, never the project's.
export const projectDir = process.cwd();
export const fixture = (name: string) => nodePath.join(__dirname, '__fixtures__', name);
export let workDir = '';
beforeAll(() => {
  workDir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'remark-'));
  process.chdir(workDir);
});
afterAll(() => {
  process.chdir(projectDir);
  fs.rmSync(workDir, { recursive: true, force: true });
});

type GatsbyRemarkPlugin = (args: { markdownAST: unknown; markdownNode: unknown }, options: unknown) => unknown;
type PluginEntry = { resolve: string; options: Record<string, unknown> };
type MdxOptions = { remarkPlugins: PluggableList; rehypePlugins: PluggableList };

const mdxPlugin = config.plugins!.find((p): p is PluginEntry => typeof p === 'object' && p.resolve === 'gatsby-plugin-mdx')!;
const { mdxOptions, gatsbyRemarkPlugins } = mdxPlugin.options as { mdxOptions: MdxOptions; gatsbyRemarkPlugins: PluginEntry[] };

/** A gatsby-remark-* plugin as a remark transformer, the way gatsby-plugin-mdx wraps it. */
const gatsbyRemark =
  ({ resolve, options }: PluginEntry) =>
  () =>
  async (tree: unknown) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const plugin = require(resolve) as GatsbyRemarkPlugin;
    await plugin({ markdownAST: tree, markdownNode: {} }, options);
  };

type Node = { type: string; lang?: string; value?: string; children?: Node[]; data?: Record<string, unknown> };

export { standInSvg };

/** The diagram sources the stand-in renderer was given, in order. */
export const renderedDiagrams: string[] = [];

const renderMermaid = () => async (tree: Node) => {
  const walk = (node: Node) => {
    if (!node.children) return;
    node.children = node.children.map((child) => {
      if (child.type === 'code' && child.lang === 'mermaid') {
        renderedDiagrams.push(child.value ?? '');
        const svg = standInSvg(child.value ?? '');
        return { type: 'paragraph', children: [{ type: 'html', value: svg }], data: { hChildren: fromHtml(svg, { fragment: true }).children } };
      }
      walk(child);
      return child;
    });
  };
  walk(tree);
};

const isMermaid = (p: PluginEntry) => p.resolve === 'gatsby-remark-mermaid';

/**
 * Compiles an MDX page with the site's pipeline and renders it to HTML. `path` is where the
 * page is (relative links resolve against it): a fixture's own path unless given.
 */
export async function renderFixture(name: string, path = fixture(name)): Promise<string> {
  return renderPage(fs.readFileSync(fixture(name), 'utf8'), path);
}

export async function renderPage(source: string, path: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { remarkMdxHtmlPlugin } = require('gatsby-plugin-mdx/dist/remark-mdx-html-plugin');
  const remarkPlugins: PluggableList = [
    ...mdxOptions.remarkPlugins,
    remarkUnwrapImages,
    ...gatsbyRemarkPlugins.map((p) => (isMermaid(p) ? renderMermaid : gatsbyRemark(p))),
    remarkMdxHtmlPlugin,
  ];
  const file = new VFile({ value: source, path });
  const code = await compile(file, {
    outputFormat: 'function-body',
    // gatsby-plugin-mdx's default, one format for every file: .md is parsed as MDX too.
    format: 'mdx',
    remarkPlugins,
    rehypePlugins: mdxOptions.rehypePlugins,
    remarkRehypeOptions: { passThrough: ['element'] },
  });
  const { default: Content } = await run(code, runtime);
  // src/theme/MermaidDiagram fetches the SVG in the browser: here, its element with the props it gets.
  const MermaidDiagram = (props: Record<string, unknown>) => createElement('mermaid-diagram', props);
  return renderToStaticMarkup(createElement(Content, { components: { MermaidDiagram } }));
}
