import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { createBlogPages } from './blog/create-blog-pages';
import { contentTypeNodeTypes, contentTypes, problemsBetweenFiles } from './content-types';
import type { ResolvedSidebar } from '../content-model/sidebar';
import type { DocPageContext } from '../content-model/doc-page';
import { withRevisions } from './content/develop-revision';
import { pagesCreating } from './content/pages-behind-nodes';
import { fileProblems, reportDevelopProblems } from './content/problems';
import type { SiteConfigNode } from './content/node-types';
import { docPlaces } from './docs/doc-places';
import { saveSyntaxMemo } from './mdx-syntax';
import { createApiPage } from './openapi/create-api-page';
import { SOURCE } from './content/sources';
import { mdxPageContext } from './mdx-page-context';
import { pageSources } from './page-sources';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** The slice that renders one sidebar, shared by every doc page that shows it. */
export const sidebarSliceId = (version: string, sidebarId: string) => `docs-sidebar--${version}--${sidebarId}`;

type PagesQuery = {
  siteConfig: { docs: { breadcrumbs: boolean; versions: { name: string }[] }; versions: { name: string; path: string }[]; apiReference: { spec: string } | null } | null;
  allSidebar: { nodes: ({ id: string; sidebarId: string; version: string } & Pick<ResolvedSidebar, 'items'>)[] };
  allDoc: {
    nodes: { id: string; docId: string; route: string; version: string; sourcePath: string }[];
  };
  docTags: { group: { fieldValue: string }[] };
  pages: { nodes: { relativePath: string; absolutePath: string; childMdx: { id: string } | null }[] };
};

/**
 * Pages come from GraphQL queries over the content nodes; each page's context holds ids and
 * small scalars, and its template queries what it renders. In `gatsby develop` this runs
 * again after every content change, so new, renamed and deleted docs show without a restart.
 */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { graphql, reporter, getNodesByType } = args;
  const develop = process.env.NODE_ENV === 'development';
  // In develop, a page's context changes when the node it names is made again (src/node/content/develop-revision.ts).
  const actions = develop ? withRevisions(args.actions) : args.actions;
  // A content change Gatsby applies from here on may be missed by this run (src/node/content/pages-behind-nodes.ts).
  if (develop) pagesCreating(args, contentTypeNodeTypes);
  saveSyntaxMemo();
  const own = fileProblems();
  const betweenFiles = problemsBetweenFiles(getNodesByType, { earlierProblems: !develop && own.length > 0 });
  const problems = [...own, ...betweenFiles];
  if (develop) reportDevelopProblems(betweenFiles, reporter);
  else if (problems.length) reporter.panicOnBuild(`Content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const [configNode] = getNodesByType('SiteConfig') as unknown as SiteConfigNode[];
  if (!configNode) return;
  const current = configNode.parsed.docs.versions[0].name;

  const result = await graphql<PagesQuery>(`
    fragment SidebarItemTree on SidebarItem {
      type label href docId collapsed collapsible
      items { type label href docId collapsed collapsible
        items { type label href docId collapsed collapsible
          items { type label href docId collapsed collapsible
            items { type label href docId collapsed collapsible
              items { type label href docId collapsed collapsible
                items { type label href docId collapsed collapsible } } } } } }
    }
    query CreatePages($current: String!) {
      siteConfig {
        docs { breadcrumbs versions { name } }
        versions { name path }
        apiReference { spec }
      }
      allSidebar(sort: { order: ASC }) { nodes { id sidebarId version items { ...SidebarItemTree } } }
      allDoc(sort: { sourcePath: ASC }) {
        nodes {
          id
          docId
          route
          version
          sourcePath
        }
      }
      docTags: allDoc(filter: { version: { eq: $current } }) {
        group(field: { tags: SELECT }) { fieldValue }
      }
      pages: allFile(filter: { sourceInstanceName: { eq: "${SOURCE.pages}" }, extension: { in: ["md", "mdx"] } }) {
        nodes { relativePath absolutePath childMdx { id } }
      }
    }
  `, { current });
  if (result.errors || !result.data?.siteConfig) {
    reporter.panicOnBuild('createPages: the content query failed', result.errors);
    return;
  }
  const data = result.data;
  const site = data.siteConfig!;

  // One slice per sidebar: its data is loaded once, not carried by every doc page.
  for (const sidebar of data.allSidebar.nodes) {
    actions.createSlice({ id: sidebarSliceId(sidebar.version, sidebar.sidebarId), component: template('docs-sidebar'), context: { id: sidebar.id } });
  }

  // Each doc's place in its version's sidebars, worked out once for all of them.
  const places = new Map(
    site.docs.versions.map((v) => [
      v.name,
      docPlaces(
        data.allSidebar.nodes.filter((s) => s.version === v.name).map((s) => ({ id: s.sidebarId, items: s.items })),
        { breadcrumbs: site.docs.breadcrumbs },
      ),
    ]),
  );

  // Every doc is one template; its content is HTML compiled at build time (src/node/docs/doc-html.ts).
  for (const doc of data.allDoc.nodes) {
    pageSources.set(doc.route, doc.sourcePath);
    const place = places.get(doc.version)?.get(doc.docId);
    const context: DocPageContext = {
      id: doc.id,
      sidebarId: place?.sidebarId ?? null,
      breadcrumbs: place?.breadcrumbs ?? [],
      previous: place?.previous ?? null,
      next: place?.next ?? null,
    };
    actions.createPage({
      path: doc.route,
      component: template('doc'),
      context,
      slices: place ? { 'docs-sidebar': sidebarSliceId(doc.version, place.sidebarId) } : {},
    });
  }

  // Doc tags of the current version: /docs/tags and /docs/tags/<tag>
  const tagsRoute = `${site.versions[0].path}/tags`;
  actions.createPage({ path: tagsRoute, component: template('docs-tags'), context: { version: current, tagsRoute } });
  for (const { fieldValue: tag } of data.docTags.group) {
    actions.createPage({ path: `${tagsRoute}/${tag}`, component: template('docs-tag'), context: { tag, version: current, allTagsRoute: tagsRoute } });
  }

  // Standalone Markdown pages: content/pages/<name>.md(x) -> /<name>
  for (const page of data.pages.nodes) {
    const route = `/${page.relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
    pageSources.set(route, path.relative(process.cwd(), page.absolutePath));
    if (page.childMdx) actions.createPage({ path: route, component: `${template('mdx-page')}?__contentFilePath=${page.absolutePath}`, context: mdxPageContext({ id: page.childMdx.id }) });
  }

  await createBlogPages({ ...args, actions });
  for (const type of contentTypes) await type.createPages?.({ ...args, actions });
  if (data.siteConfig?.apiReference) await createApiPage({ actions, reporter, specFile: data.siteConfig.apiReference.spec });
};
