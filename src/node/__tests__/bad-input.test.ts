/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Actions, Reporter } from 'gatsby';
import { caseNames, materialize } from '../../../test/bad-input/fixture.cjs';

/**
 * Bad input never passes silently: each case in test/bad-input/ is a tiny site (the valid
 * _base site plus the files that break it), loaded through the build's own entry points:
 * onPreInit (site config, docs, sidebars, navbar, blog, routes), then createApiPage (the
 * OpenAPI file), with a reporter whose panic stops the run as Gatsby's does. Each message
 * must name the file and the field or line. The build-* folders (MDX syntax, mermaid, links,
 * anchors) are built for real by e2e/bad-input-build.test.mjs.
 */

// The MDX parser is ESM, which jest's module system cannot load: the real build suite covers it.
jest.mock('../mdx-syntax', () => ({ checkMdxSyntax: () => undefined }));

class BuildStopped extends Error {}

async function buildFailure(name: string): Promise<string> {
  const dir = materialize(name, fs.mkdtempSync(path.join(os.tmpdir(), `badinput-${name}-`)));
  const cwd = process.cwd();
  const siteConfig = process.env.SITE_CONFIG;
  const stop = (message: string): never => {
    throw new BuildStopped(message);
  };
  const reporter = { panic: stop, panicOnBuild: stop, warn: () => undefined, info: () => undefined } as unknown as Reporter;
  process.chdir(dir);
  process.env.SITE_CONFIG = 'site-config.yaml';
  try {
    await jest.isolateModulesAsync(async () => {
      // Fresh modules per case: the site model is built once per process.
      const { onPreInit } = await import('../on-pre-init');
      const { checkContentFiles } = await import('../site-model');
      const { createApiPage } = await import('../openapi/create-api-page');
      await onPreInit!({ reporter } as never, {} as never, () => undefined);
      const { config } = checkContentFiles();
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
    expect(message).toMatch(/^docs, sidebars\.yaml, blog: 3 problems:/);
  });
});
