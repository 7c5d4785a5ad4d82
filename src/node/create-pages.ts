import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { createBlogPages } from './blog/create-blog-pages';
import { docPageContext } from './docs/doc-context';
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
      actions.createPage({
        path: doc.route,
        component: `${template('doc')}?__contentFilePath=${doc.absolutePath}`,
        context: docPageContext(doc, mdxId, model, versions, config),
      });
    }
  }

  // Standalone Markdown pages: content/pages/<name>.md(x) -> /<name>
  const pagesDir = path.resolve('content/pages');
  for (const [file, id] of byFile) {
    if (!file.startsWith(pagesDir + path.sep)) continue;
    const route = `/${path.relative(pagesDir, file).replace(/\\/g, '/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
    actions.createPage({ path: route, component: `${template('mdx-page')}?__contentFilePath=${file}`, context: { id } });
  }

  await createBlogPages(args, byFile);
};
