import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { createBlogPages } from './blog/create-blog-pages';
import { docPageContext } from './docs/doc-context';
import { pageSources } from './page-sources';
import { createApiPage } from './openapi/create-api-page';
import { getSiteModel } from './site-model';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

type MdxFiles = { allMdx: { nodes: { id: string; internal: { contentFilePath: string | null } }[] } };

export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { graphql, actions, reporter } = args;
  const { config, versions } = getSiteModel();
  const result = await graphql<MdxFiles>(`
    query CreatePagesMdxFiles {
      allMdx {
        nodes {
          id
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('createPages: could not query MDX files', result.errors);
    return;
  }
  const byFile = new Map(result.data.allMdx.nodes.map((n) => [path.resolve(n.internal.contentFilePath ?? ''), n.id]));

  // Docs, one page per doc per version.
  for (const model of versions) {
    for (const doc of model.docs) {
      const mdxId = byFile.get(doc.absolutePath);
      if (!mdxId) {
        reporter.panicOnBuild(`${doc.sourcePath}: no MDX node was created for this doc`);
        continue;
      }
      pageSources.set(doc.route, doc.sourcePath);
      actions.createPage({
        path: doc.route,
        component: `${template('doc')}?__contentFilePath=${doc.absolutePath}`,
        context: docPageContext(doc, mdxId, model, versions, config),
      });
    }
  }

  // Doc tags of the current version: /docs/tags and /docs/tags/<tag>
  const current = versions[0];
  const tagsRoute = `${current.version.path}/tags`;
  const tagged = new Map<string, typeof current.docs>();
  for (const doc of current.docs) for (const tag of doc.frontmatter.tags) tagged.set(tag, [...(tagged.get(tag) ?? []), doc]);
  const tagList = [...tagged.entries()].sort(([a], [b]) => a.localeCompare(b));
  actions.createPage({
    path: tagsRoute,
    component: template('docs-tags'),
    context: { tags: tagList.map(([name, docs]) => ({ name, route: `${tagsRoute}/${name}`, count: docs.length })) },
  });
  for (const [tag, docs] of tagList) {
    actions.createPage({
      path: `${tagsRoute}/${tag}`,
      component: template('docs-tag'),
      context: {
        tag,
        allTagsRoute: tagsRoute,
        docs: docs.map((d) => ({ title: d.frontmatter.title, description: d.frontmatter.description ?? null, route: d.route })),
      },
    });
  }

  // Standalone Markdown pages: content/pages/<name>.md(x) -> /<name>
  const pagesDir = path.resolve('content/pages');
  for (const [file, id] of byFile) {
    if (!file.startsWith(pagesDir + path.sep)) continue;
    const route = `/${path.relative(pagesDir, file).replace(/\\/g, '/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
    pageSources.set(route, path.relative(process.cwd(), file));
    actions.createPage({ path: route, component: `${template('mdx-page')}?__contentFilePath=${file}`, context: { id } });
  }

  await createBlogPages(args, byFile);
  if (config.apiReference) await createApiPage({ actions, reporter, specFile: config.apiReference.spec });
};
