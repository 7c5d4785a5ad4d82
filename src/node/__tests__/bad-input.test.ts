/** @jest-environment node */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Actions, Node, Reporter } from 'gatsby';
import matter from 'gray-matter';
import type { SiteConfig } from '../../content-model/site';
import { caseNames, materialize } from '../../../test/bad-input/fixture.cjs';
import { contentTypes } from '../content-types';

/**
 * Bad input never passes silently: each case in test/bad-input/ is a tiny site (the valid
 * _base site plus the files that break it), sourced through the build's own Node APIs as
 * `gatsby build` runs them: the site config read as gatsby-config.ts reads it, a File node
 * for each file of each filesystem source, gatsby-plugin-mdx's Mdx node for each Markdown
 * file, onCreateNode for every node, then createPages, whose report stops the build (and,
 * for the API page, createApiPage). Each message must name the file and the field or line.
 * The build-* folders (MDX syntax, mermaid, links, anchors) and one of these cases are built
 * for real, by Gatsby, in e2e/bad-input-build.test.mjs.
 */

// The MDX parser is ESM, which jest's module system cannot load: the real build suite covers it.
jest.mock('../mdx-syntax', () => ({ checkedSyntax: () => [], saveSyntaxMemo: () => undefined }));

class BuildStopped extends Error {}
class QueryReached extends Error {}

type TestNode = Node & Record<string, unknown>;

/** Every file of the site's filesystem sources (gatsby-config.ts) as gatsby-source-filesystem names it. */
function sourceFiles(config: SiteConfig): { name: string; absolutePath: string; relativePath: string }[] {
  const sources: [string, string][] = [
    ...contentTypes.flatMap((type) => type.sources?.(config) ?? []).map((s): [string, string] => [s.name, s.path]),
  ];
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return sources.flatMap(([name, where]) => {
    const root = path.resolve(where);
    if (!fs.existsSync(root)) throw new BuildStopped(`gatsby-source-filesystem: the path ${where} does not exist`);
    const files = fs.statSync(root).isDirectory() ? walk(root) : [root];
    const base = fs.statSync(root).isDirectory() ? root : path.dirname(root);
    return files.map((absolutePath) => ({ name, absolutePath, relativePath: path.relative(base, absolutePath) }));
  });
}

async function buildFailure(name: string): Promise<string> {
  const dir = materialize(name, fs.mkdtempSync(path.join(os.tmpdir(), `badinput-${name}-`)));
  const cwd = process.cwd();
  // A project has its packages: build code loads some when first used, from the project (src/node/project-require.ts).
  fs.symlinkSync(path.join(cwd, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const siteConfig = process.env.SITE_CONFIG;
  const stop = (message: string): never => {
    throw new BuildStopped(message);
  };
  const reporter = { panic: stop, panicOnBuild: stop, warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as Reporter;
  process.chdir(dir);
  process.env.SITE_CONFIG = 'site-config.yaml';
  try {
    await jest.isolateModulesAsync(async () => {
      // Fresh modules per case: problems are kept per process.
      const { onCreateNode } = await import('../on-create-node');
      const { createPages } = await import('../create-pages');
      const { createApiPage } = await import('../openapi/create-api-page');
      const { loadSiteConfig: load } = await import('../site/config');
      const { contentSources } = await import('../content-types');
      let config: SiteConfig;
      try {
        config = load();
        contentSources(config);
      } catch (error) {
        // gatsby-config.ts reads it first: its error ends the build there.
        throw new BuildStopped((error as Error).message);
      }
      const nodes = new Map<string, TestNode>();
      const byType = (type: string) => [...nodes.values()].filter((n) => n.internal.type === type);
      const create = async (node: TestNode): Promise<void> => {
        nodes.set(node.id, node);
        await onCreateNode!(
          {
            node,
            actions: { createNode: (child: TestNode) => void create(child), createParentChildLink: () => undefined },
            getNode: (id: string) => nodes.get(id),
            getNodesByType: byType,
            createNodeId: (key: string) => `id:${key}`,
            createContentDigest: (input: unknown) => crypto.createHash('md5').update(JSON.stringify(input)).digest('hex'),
            reporter,
          } as never,
          {} as never,
          () => undefined,
        );
      };
      for (const file of sourceFiles(config)) {
        const content = fs.readFileSync(file.absolutePath, 'utf8');
        const ext = path.extname(file.absolutePath);
        const fileNode = {
          id: `file:${file.absolutePath}`,
          parent: null,
          children: [],
          internal: { type: 'File', contentDigest: crypto.createHash('md5').update(content).digest('hex'), owner: 'gatsby-source-filesystem' },
          sourceInstanceName: file.name,
          absolutePath: file.absolutePath,
          relativePath: file.relativePath,
          extension: ext.slice(1),
          ext,
        } as unknown as TestNode;
        nodes.set(fileNode.id, fileNode);
        if (ext === '.md' || ext === '.mdx') {
          // gatsby-plugin-mdx runs first: YAML it cannot read ends a real build there.
          let parsed: { content: string; data: Record<string, unknown> };
          try {
            parsed = matter(content, { language: 'yaml', engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) } }) as never;
          } catch (error) {
            // What a failed build then adds on its way out (src/node/content/frontmatter-on-exit.ts).
            const { unreadableFrontmatter } = await import('../develop/frontmatter-on-exit');
            throw new BuildStopped(`gatsby-plugin-mdx onCreateNode: ${(error as Error).message}\n${unreadableFrontmatter(config).join('\n')}`);
          }
          await create({
            id: `mdx:${file.absolutePath}`,
            parent: fileNode.id,
            children: [],
            internal: { type: 'Mdx', contentDigest: fileNode.internal.contentDigest, contentFilePath: file.absolutePath },
            body: parsed.content,
            frontmatter: parsed.data,
          } as unknown as TestNode);
        }
        await create(fileNode);
      }
      const graphql = () => {
        throw new QueryReached();
      };
      try {
        await createPages!({ graphql, reporter, getNodesByType: byType, getNode: (id: string) => nodes.get(id), actions: { createPage: () => undefined, createSlice: () => undefined } } as never, {} as never, () => undefined);
      } catch (error) {
        if (!(error instanceof QueryReached)) throw error;
      }
      if (config.apiReference) {
        await createApiPage({ actions: { createPage: () => undefined } as unknown as Actions, reporter, specFile: config.apiReference.spec });
      }
    });
  } catch (error) {
    if (error instanceof BuildStopped) return error.message;
    throw error;
  } finally {
    process.chdir(cwd);
    if (siteConfig === undefined) delete process.env.SITE_CONFIG;
    else process.env.SITE_CONFIG = siteConfig;
    fs.rmSync(dir, { recursive: true, force: true });
  }
  throw new Error(`bad-input case ${name} built without an error`);
}

/** Each case: lines the message must contain, each naming the file and the field or line. */
const CASES: Record<string, string[]> = {
  'frontmatter-yaml': ['docs/broken-yaml.mdx: frontmatter: YAML syntax error at line 3'],
  'frontmatter-types': [
    'docs/wrong-types.mdx: frontmatter sidebar_position: expected number, received string',
    'docs/wrong-types.mdx: frontmatter tags: expected array, received string',
    'docs/wrong-types.mdx: frontmatter hide_table_of_contents: expected boolean, received string',
  ],
  'sidebar-unknown-doc': ['sidebars.yaml', 'sidebar docs[2].items[0]: unknown doc id "no-such-doc"'],
  'sidebar-unknown-type': ['sidebars.yaml', 'sidebar docs[2].type: unknown sidebar item type "page"'],
  'sidebar-empty-category': ['sidebars.yaml', 'sidebar docs[2]: category "Coming soon" has no items and no link'],
  'duplicate-doc-slug': ['docs/setup-macos.mdx: frontmatter slug: route /docs/setup is also the route of docs/setup-linux.mdx'],
  'doc-blog-route-collision': ['docs/blog.mdx: file name: route /blog is one of the blog\'s routes (blog.routeBasePath /blog in site-config.yaml)'],
  'blog-unknown-author': ['blog/2025-02-01-ghost/index.mdx: frontmatter authors[1]: unknown author "ghost" (defined in blog/authors.yaml: team)'],
  'authors-malformed': ['blog/authors.yaml: YAML syntax error at line 2, column 9: Nested mappings are not allowed'],
  'blog-unknown-tag': ['blog/2025-02-01-tagged/index.mdx: frontmatter tags[1]: unknown tag "rumours" (defined in blog/tags.yaml: news)'],
  'duplicate-tag-permalink': ['blog/tags.yaml: announcements.permalink: "/news" is also the permalink of tag "news"'],
  'navbar-unknown-type': ['site-config.yaml', 'navbar.items[1].type: unknown navbar item type "button"'],
  'site-config-unknown-key': ['site-config.yaml', 'colorMode: unknown key "switchPosition"'],
  'openapi-syntax': ['api.yaml', 'YAML syntax error at line 8, column 16: Nested mappings are not allowed'],
  'openapi-unresolved-ref': ['api.yaml', '#/paths/~1status/get/responses/200/content/application~1json/schema (line 22, column 17): Can\'t resolve $ref'],
  'openapi-no-operation-id': ['api.yaml', 'request samples: #/paths/~1status/get: operationId: required field is missing'],
  'release-problems': [
    'releases/v1.0.9.md: file name: "v1.0.9" is not a release version: name the file after the version, such as 1.0.53.md or 1.0.54-pre5.md',
    'releases/1.0.10.md: frontmatter (root): unknown key "title" (remove it or check the spelling)',
    'releases/1.0.11.md: frontmatter docs[1]: no doc "no-such-doc" in the current docs version (current): use a doc id, the path under the docs folder without .mdx',
  ],
  'empty-docs': ['empty-docs', 'docs.versions (current).docs: docs folder of version "current" contains no .md or .mdx files'],
  'three-files': [
    'docs/wrong-title.mdx: frontmatter title: expected string, received number',
    'sidebars.yaml: sidebar docs[2].href',
    'blog/authors.yaml: nameless.name: required field is missing',
  ],
};

describe('bad input fails the build naming the file and the field or line', () => {
  it('has an expectation for every case folder (build-* folders are the build suite\'s)', () => {
    expect(caseNames().filter((name) => !name.startsWith('build-'))).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))('%s', async (name, expected) => {
    const message = await buildFailure(name);
    for (const line of expected) expect(message).toContain(line);
  });

  it('reports the problems of three files in one run', async () => {
    const message = await buildFailure('three-files');
    expect(message).toMatch(/^Content has 3 problem\(s\):/);
  });
});
