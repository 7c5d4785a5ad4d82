import type { GatsbyNode } from 'gatsby';
import type { ResolvedNavbarItem } from '../content-model/resolved-site';
import type { SiteConfig } from '../content-model/site';
import { snapshotInBuild } from './content/build-snapshot';
import { siteFromNodes, docMetaOf, type NodesOf } from './content/site-content';
import { docPageContext } from './docs/doc-context';
import { renderExcerpt } from './blog/excerpt';
import { renderDocHtml, type DocHtml, type MdxSource } from './docs/doc-html';
import { compareNewestFirst } from './blog/load-posts';
import { formatDate } from './blog/format-date';
import type { AuthorNode, BlogPostNode, DocNode, SidebarNodeData, SiteConfigNode, TagNode } from './content/node-types';
import { resolveFooter } from './site-model';

type NodeModel = {
  trackPageDependencies?: (result: unknown, dependencies: { connectionType: string }) => unknown;
};
type Context = { nodeModel: NodeModel };
type GetNodesByType = (type: string) => unknown[];

/**
 * All nodes of a type, with the dependency recorded so that `gatsby develop` re-runs the
 * query when a node of that type changes (as `findAll` would). Not `findAll` itself: in
 * develop its per-runner filter cache can still list a node that an edit deleted while
 * queries run (a doc whose frontmatter just broke), and reading it crashes inside Gatsby
 * ("Cannot read properties of undefined (reading 'id')"); the site config's static query
 * then came back null and every page stopped rendering until a restart. getNodesByType
 * reads the store as it is. trackPageDependencies is on Gatsby's node model but not in its
 * typings, hence the check.
 */
const nodesVia =
  (context: Context, getNodesByType: GetNodesByType): NodesOf =>
  ((type: string) => {
    if (typeof context.nodeModel.trackPageDependencies !== 'function') {
      throw new Error('context.nodeModel.trackPageDependencies is missing: Gatsby changed its node model; update nodesVia in src/node/resolvers.ts');
    }
    context.nodeModel.trackPageDependencies([], { connectionType: type });
    return getNodesByType(type);
  }) as NodesOf;

/** A doc's place in the site, worked out once per query (every field of the doc template asks for it). */
const docContexts = new WeakMap<Context, Map<string, ReturnType<typeof computeDocContext>>>();
function docContext(source: DocNode, context: Context, nodesOf: NodesOf) {
  let byDoc = docContexts.get(context);
  if (!byDoc) docContexts.set(context, (byDoc = new Map()));
  let found = byDoc.get(source.id);
  if (!found) byDoc.set(source.id, (found = computeDocContext(source, nodesOf)));
  return found;
}

async function computeDocContext(source: DocNode, nodesOf: NodesOf) {
  const site = await siteFromNodes(nodesOf);
  if (!site) return null;
  const versionModel = site.model.versions.find((v) => v.version.name === source.version);
  if (!versionModel) return null;
  return { site, page: docPageContext(docMetaOf(source), '', versionModel, site.model.versions, site.model.config) };
}

/** The resolved navbar in GraphQL's shape: a version map becomes a list. */
function navbarItemFields(item: ResolvedNavbarItem): Record<string, unknown> {
  const { toByVersion, items, ...rest } = item as ResolvedNavbarItem & { toByVersion?: Record<string, string>; items?: ResolvedNavbarItem[] };
  return {
    ...rest,
    toByVersion: toByVersion ? Object.entries(toByVersion).map(([version, route]) => ({ version, route })) : null,
    items: items ? items.map(navbarItemFields) : null,
  };
}

/**
 * Fields that depend on other nodes, computed when queried: sidebars resolved against the
 * current docs, a doc's place in its sidebar, the navbar's doc links.
 */
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  const { createResolvers: create } = args;
  const getNodesByType = snapshotInBuild(args.getNodesByType as GetNodesByType);
  const nodes = (context: Context) => nodesVia(context, getNodesByType);
  const excerpts = new Map<string, Promise<string>>();
  // One compile serves both fields of a doc in one query (GraphQL resolves them side by side);
  // the result is then dropped, so thousands of docs' HTML is not kept in memory.
  const docHtml = new Map<string, Promise<DocHtml>>();
  const renderDoc = (source: MdxSource) => {
    const key = `${source.id}:${source.internal.contentDigest}`;
    let rendering = docHtml.get(key);
    if (!rendering) {
      rendering = renderDocHtml(source, args);
      docHtml.set(key, rendering);
      const drop = () => setTimeout(() => docHtml.delete(key), 0);
      rendering.then(drop, drop);
    }
    return rendering;
  };
  const postsNewestFirst = async (context: Context) => ((await nodes(context)<BlogPostNode>('BlogPost')) as BlogPostNode[]).sort(compareNewestFirst);
  const postLink = (post: BlogPostNode | undefined) => (post ? { title: post.title, route: post.route } : null);
  const neighbour = (offset: number) => async (source: BlogPostNode, _args: unknown, context: Context) => {
    const posts = await postsNewestFirst(context);
    return postLink(posts[posts.findIndex((p) => p.id === source.id) + offset]);
  };
  (create as (resolvers: unknown) => void)({
    BlogPost: {
      formattedDate: { resolve: (source: BlogPostNode) => formatDate(source.date) },
      excerpt: {
        // Rendered once per version of the post: list, tag and author pages all show it.
        resolve: async (source: BlogPostNode, _args: unknown, context: Context) => {
          const [configNode] = (await nodes(context)<SiteConfigNode>('SiteConfig')) as SiteConfigNode[];
          const key = `${source.internal.contentDigest}:${configNode?.url}`;
          if (!excerpts.has(key)) excerpts.set(key, renderExcerpt(source, `${configNode?.url ?? ''}${source.route}`, args));
          return excerpts.get(key);
        },
      },
      newer: { type: 'BlogPostLink', resolve: neighbour(-1) },
      older: { type: 'BlogPostLink', resolve: neighbour(1) },
    },
    Mdx: {
      // A doc's content and table of contents, from one compile (src/node/docs/doc-html.ts).
      html: { type: 'String!', resolve: async (source: MdxSource) => (await renderDoc(source)).html },
      toc: { type: 'JSON', resolve: async (source: MdxSource) => (await renderDoc(source)).toc },
    },
    Author: {
      posts: {
        type: '[BlogPost!]!',
        resolve: async (source: AuthorNode, _args: unknown, context: Context) => (await postsNewestFirst(context)).filter((p) => p.authors.includes(source.key)),
      },
    },
    Tag: {
      posts: {
        type: '[BlogPost!]!',
        resolve: async (source: TagNode, _args: unknown, context: Context) => (await postsNewestFirst(context)).filter((p) => p.tags.includes(source.key)),
      },
      docs: {
        type: '[Doc!]!',
        resolve: async (source: TagNode, _args: unknown, context: Context) => {
          const current = (await siteFromNodes(nodes(context)))?.model.versions[0]?.version.name;
          return ((await nodes(context)<DocNode>('Doc')) as DocNode[]).filter((d) => d.version === current && d.frontmatter.tags.includes(source.key));
        },
      },
    },
    Doc: {
      versionLabel: {
        resolve: async (source: DocNode, _args: unknown, context: Context) =>
          (await docContext(source, context, nodes(context)))?.page.versionLabel ?? source.version,
      },
      editUrl: {
        resolve: async (source: DocNode, _args: unknown, context: Context) => (await docContext(source, context, nodes(context)))?.page.editUrl ?? '',
      },
      sidebar: {
        type: 'Sidebar',
        resolve: async (source: DocNode, _args: unknown, context: Context) => {
          const id = (await docContext(source, context, nodes(context)))?.page.sidebarId;
          if (!id) return null;
          const sidebars = (await nodes(context)<SidebarNodeData>('Sidebar')) as SidebarNodeData[];
          return sidebars.find((s) => s.version === source.version && s.sidebarId === id) ?? null;
        },
      },
      breadcrumbs: {
        resolve: async (source: DocNode, _args: unknown, context: Context) =>
          (await docContext(source, context, nodes(context)))?.page.breadcrumbs.map((b) => ({ label: b.label, href: b.href ?? null })) ?? [],
      },
      previous: { resolve: async (source: DocNode, _args: unknown, context: Context) => (await docContext(source, context, nodes(context)))?.page.previous ?? null },
      next: { resolve: async (source: DocNode, _args: unknown, context: Context) => (await docContext(source, context, nodes(context)))?.page.next ?? null },
      versionRoutes: {
        resolve: async (source: DocNode, _args: unknown, context: Context) =>
          Object.entries((await docContext(source, context, nodes(context)))?.page.versionRoutes ?? {}).map(([version, route]) => ({ version, route })),
      },
    },
    Sidebar: {
      items: {
        resolve: async (source: SidebarNodeData, _args: unknown, context: Context) => {
          const site = await siteFromNodes(nodes(context));
          const version = site?.model.versions.find((v) => v.version.name === source.version);
          return version?.sidebars.find((s) => s.id === source.sidebarId)?.items ?? [];
        },
      },
    },
    SiteConfig: {
      navbar: {
        resolve: async (source: SiteConfigNode, _args: unknown, context: Context) => {
          const site = await siteFromNodes(nodes(context));
          const items = site?.model.resolved.navbar.items ?? [];
          return { ...source.navbar, items: items.map(navbarItemFields) };
        },
      },
      footer: { resolve: (source: SiteConfigNode) => ({ ...resolveFooter(source.footer), copyright: resolveFooter(source.footer).copyright ?? null }) },
      versions: {
        resolve: async (source: SiteConfigNode, _args: unknown, context: Context) =>
          (await siteFromNodes(nodes(context)))?.model.resolved.versions ?? [],
      },
    },
    SiteBlog: {
      sidebarCount: { resolve: (source: SiteConfig['blog']) => (source.sidebarCount === 'ALL' ? null : source.sidebarCount) },
    },
  });
};
