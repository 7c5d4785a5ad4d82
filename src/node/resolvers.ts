import path from 'path';
import type { GatsbyNode } from 'gatsby';
import type { ResolvedNavbarItem } from '../content-model/resolved-site';
import type { SiteConfig } from '../content-model/site';
import { docsById, resolveSidebar, versionDocs } from './content/doc-lookup';
import { docPlaces, type DocPlace } from './docs/doc-places';
import { renderExcerpt } from './blog/excerpt';
import { renderDocHtml, type DocHtml, type MdxSource } from './docs/doc-html';
import { compareNewestFirst } from './blog/load-posts';
import { formatDate } from './blog/format-date';
import type { AuthorNode, BlogPostNode, TagNode } from './blog/node-types';
import { docNodeKey, type DocNode, type SidebarNodeData, type SiteConfigNode } from './content/node-types';
import { versionBasePath } from '../lib/routes';
import { resolveFooter, resolveNavbar } from './content/navbar';
import { contentTypes } from './content-types';

type Filter = Record<string, unknown>;
/** The part of Gatsby's node model (its public resolver API) these resolvers use. */
type NodeModel = {
  findAll: <T>(args: { type: string; query?: { filter?: Filter } }) => Promise<{ entries: Iterable<T> }>;
  findOne: <T>(args: { type: string; query: { filter: Filter } }) => Promise<T | null>;
  getNodeById: <T>(args: { id: string; type: string }) => T | null;
};
type Context = { nodeModel: NodeModel };

/**
 * Nodes of a type, read through Gatsby's node model: the query that asked records that it
 * read them, and `gatsby develop` runs it again when one of them changes.
 */
const all = async <T,>(context: Context, type: string, filter?: Filter): Promise<T[]> =>
  [...(await context.nodeModel.findAll<T>({ type, query: filter ? { filter } : {} })).entries];
const siteConfig = (context: Context) => context.nodeModel.findOne<SiteConfigNode>({ type: 'SiteConfig', query: { filter: {} } });

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
 * Fields that depend on other nodes, computed when queried from the nodes each one needs:
 * a sidebar resolved against its version's docs, a doc's routes in other versions, the
 * navbar's doc links, a post's neighbours, a tag's posts and docs.
 */
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  const { createResolvers: create } = args;
  const excerpts = new Map<string, Promise<string>>();
  // One compile serves both fields of a doc in one query (GraphQL resolves them side by side).
  // In a build the result is then dropped, so thousands of docs' HTML is not kept in memory.
  // In develop each doc's last HTML is kept with the body it came from: an edit of its title
  // (or of anything else its page shows) runs the page's query again, and the body, the same
  // as before, is not compiled again (a doc's compile depends on its body and its file's path,
  // and on the build's options, which a restart of develop changes).
  const develop = process.env.NODE_ENV === 'development';
  const docHtml = new Map<string, { body: string; rendering: Promise<DocHtml> }>();
  const renderDoc = (source: MdxSource) => {
    const kept = docHtml.get(source.id);
    if (kept?.body === source.body) return kept.rendering;
    const rendering = renderDocHtml(source, args);
    docHtml.set(source.id, { body: source.body, rendering });
    const drop = () => setTimeout(() => docHtml.get(source.id)?.rendering === rendering && docHtml.delete(source.id), 0);
    if (develop) rendering.catch(drop);
    else rendering.then(drop, drop);
    return rendering;
  };
  const postsNewestFirst = async (context: Context) => (await all<BlogPostNode>(context, 'BlogPost')).sort(compareNewestFirst);
  const postLink = (post: BlogPostNode | undefined) => (post ? { title: post.title, route: post.route } : null);
  const neighbour = (offset: number) => async (source: BlogPostNode, _args: unknown, context: Context) => {
    const posts = await postsNewestFirst(context);
    return postLink(posts[posts.findIndex((p) => p.id === source.id) + offset]);
  };
  // A doc's place, for GraphiQL (doc pages get theirs from createPages): worked out once per
  // query, since its four fields ask side by side.
  const placesPerQuery = new WeakMap<Context, Map<string, Promise<{ place: DocPlace | undefined; sidebars: SidebarNodeData[] }>>>();
  const placeOf = (source: DocNode, context: Context) => {
    let byDoc = placesPerQuery.get(context);
    if (!byDoc) placesPerQuery.set(context, (byDoc = new Map()));
    let found = byDoc.get(source.id);
    if (!found) {
      found = (async () => {
        const config = (await siteConfig(context))?.parsed;
        const sidebars = (await all<SidebarNodeData>(context, 'Sidebar', { version: { eq: source.version } })).sort((a, b) => a.order - b.order);
        if (!config) return { place: undefined, sidebars };
        const docs = docsById(await all<DocNode>(context, 'Doc', { version: { eq: source.version } }));
        const base = versionBasePath(config.docs.routeBasePath, source.version);
        const resolved = sidebars.map((s) => resolveSidebar(s.sidebarId, s.input, docs, base));
        return { place: docPlaces(resolved, { breadcrumbs: config.docs.breadcrumbs }).get(source.docId), sidebars };
      })();
      byDoc.set(source.id, found);
    }
    return found;
  };
  const docVersion = async (source: DocNode, context: Context) => (await siteConfig(context))?.parsed.docs.versions.find((v) => v.name === source.version);
  (create as (resolvers: unknown) => void)({
    BlogPost: {
      formattedDate: { resolve: (source: BlogPostNode) => formatDate(source.date) },
      excerpt: {
        // Rendered once per version of the post: list, tag and author pages all show it.
        resolve: async (source: BlogPostNode, _args: unknown, context: Context) => {
          const configNode = await siteConfig(context);
          const key = `${source.internal.contentDigest}:${configNode?.url}`;
          if (!excerpts.has(key)) excerpts.set(key, renderExcerpt(source, `${configNode?.url ?? ''}${source.route}`, args));
          return excerpts.get(key);
        },
      },
      newer: { type: 'BlogPostLink', resolve: neighbour(-1) },
      older: { type: 'BlogPostLink', resolve: neighbour(1) },
    },
    Mdx: {
      // A doc's (or a release's) content and table of contents, from one compile (src/node/docs/doc-html.ts).
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
        // Docs of the current version (the first in the site config) with this tag.
        resolve: async (source: TagNode, _args: unknown, context: Context) => {
          const current = (await siteConfig(context))?.parsed.docs.versions[0]?.name;
          return current === undefined ? [] : all<DocNode>(context, 'Doc', { version: { eq: current }, tags: { eq: source.key } });
        },
      },
    },
    Doc: {
      versionLabel: { resolve: async (source: DocNode, _args: unknown, context: Context) => (await docVersion(source, context))?.label ?? source.version },
      editUrl: {
        resolve: async (source: DocNode, _args: unknown, context: Context) => {
          const repository = (await siteConfig(context))?.parsed.repository;
          return repository ? `${repository.url}/edit/${repository.editBranch}/${source.sourcePath.replace(/\\/g, '/')}` : '';
        },
      },
      sidebar: {
        type: 'Sidebar',
        resolve: async (source: DocNode, _args: unknown, context: Context) => {
          const { place, sidebars } = await placeOf(source, context);
          return place ? (sidebars.find((s) => s.sidebarId === place.sidebarId) ?? null) : null;
        },
      },
      breadcrumbs: {
        resolve: async (source: DocNode, _args: unknown, context: Context) =>
          (await placeOf(source, context)).place?.breadcrumbs.map((b) => ({ label: b.label, href: b.href ?? null })) ?? [],
      },
      previous: { resolve: async (source: DocNode, _args: unknown, context: Context) => (await placeOf(source, context)).place?.previous ?? null },
      next: { resolve: async (source: DocNode, _args: unknown, context: Context) => (await placeOf(source, context)).place?.next ?? null },
      // The same doc id in each version that has it, for the version dropdown.
      versionRoutes: {
        resolve: async (source: DocNode, _args: unknown, context: Context) => {
          const versions = (await siteConfig(context))?.parsed.docs.versions ?? [];
          return versions.flatMap((v) => {
            const doc = ['.mdx', '.md']
              .map((ext) => context.nodeModel.getNodeById<DocNode>({ id: args.createNodeId(docNodeKey(path.resolve(v.docs, `${source.docId}${ext}`))), type: 'Doc' }))
              .find(Boolean);
            return doc ? [{ version: v.name, route: doc.route }] : [];
          });
        },
      },
    },
    Sidebar: {
      items: {
        resolve: async (source: SidebarNodeData, _args: unknown, context: Context) => {
          const config = (await siteConfig(context))?.parsed;
          if (!config) return [];
          const docs = docsById(await all<DocNode>(context, 'Doc', { version: { eq: source.version } }));
          return resolveSidebar(source.sidebarId, source.input, docs, versionBasePath(config.docs.routeBasePath, source.version)).items;
        },
      },
    },
    SiteConfig: {
      navbar: {
        resolve: async (source: SiteConfigNode, _args: unknown, context: Context) => {
          const versions = versionDocs(source.parsed, await all<DocNode>(context, 'Doc'), await all<SidebarNodeData>(context, 'Sidebar'));
          return { ...source.navbar, items: resolveNavbar(source.parsed, versions).items.map(navbarItemFields) };
        },
      },
      footer: { resolve: (source: SiteConfigNode) => ({ ...resolveFooter(source.footer), copyright: resolveFooter(source.footer).copyright ?? null }) },
      versions: {
        resolve: async (source: SiteConfigNode, _args: unknown, context: Context) =>
          Promise.all(
            source.parsed.docs.versions.map(async (v) => {
              const path = versionBasePath(source.parsed.docs.routeBasePath, v.name);
              const main = await context.nodeModel.findOne<DocNode>({ type: 'Doc', query: { filter: { version: { eq: v.name }, docId: { eq: v.mainDocId } } } });
              return { name: v.name, label: v.label, path, mainDocPath: main?.route ?? path };
            }),
          ),
      },
    },
    SiteBlog: {
      sidebarCount: { resolve: (source: SiteConfig['blog']) => (source.sidebarCount === 'ALL' ? null : source.sidebarCount) },
    },
  });
  for (const type of contentTypes) if (type.resolvers) create(type.resolvers(args));
};
