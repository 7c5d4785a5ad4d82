import type { GatsbyNode } from 'gatsby';
import type { ResolvedNavbarItem } from '../content-model/resolved-site';
import type { SiteConfig } from '../content-model/site';
import { siteFromNodes, docMetaOf, type NodesOf } from './content/site-content';
import { docPageContext } from './docs/doc-context';
import type { DocNode, SidebarNodeData, SiteConfigNode } from './on-create-node';
import { resolveFooter } from './site-model';

type NodeModel = { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> };
type Context = { nodeModel: NodeModel };

/**
 * Read through the node model, so Gatsby records that a query depends on these types and
 * re-runs it in `gatsby develop` when a doc, sidebar or the site config changes.
 */
const nodesVia = (context: Context): NodesOf =>
  (async (type: string) => [...(await context.nodeModel.findAll({ type })).entries]) as NodesOf;

async function docContext(source: DocNode, context: Context) {
  const site = await siteFromNodes(nodesVia(context));
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
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  (create as (resolvers: unknown) => void)({
    Doc: {
      versionLabel: {
        resolve: async (source: DocNode, _args: unknown, context: Context) =>
          (await docContext(source, context))?.page.versionLabel ?? source.version,
      },
      editUrl: {
        resolve: async (source: DocNode, _args: unknown, context: Context) => (await docContext(source, context))?.page.editUrl ?? '',
      },
      sidebar: {
        type: 'Sidebar',
        resolve: async (source: DocNode, _args: unknown, context: Context) => {
          const id = (await docContext(source, context))?.page.sidebarId;
          if (!id) return null;
          const sidebars = (await nodesVia(context)<SidebarNodeData>('Sidebar')) as SidebarNodeData[];
          return sidebars.find((s) => s.version === source.version && s.sidebarId === id) ?? null;
        },
      },
      breadcrumbs: {
        resolve: async (source: DocNode, _args: unknown, context: Context) =>
          (await docContext(source, context))?.page.breadcrumbs.map((b) => ({ label: b.label, href: b.href ?? null })) ?? [],
      },
      previous: { resolve: async (source: DocNode, _args: unknown, context: Context) => (await docContext(source, context))?.page.previous ?? null },
      next: { resolve: async (source: DocNode, _args: unknown, context: Context) => (await docContext(source, context))?.page.next ?? null },
      versionRoutes: {
        resolve: async (source: DocNode, _args: unknown, context: Context) =>
          Object.entries((await docContext(source, context))?.page.versionRoutes ?? {}).map(([version, route]) => ({ version, route })),
      },
    },
    Sidebar: {
      items: {
        resolve: async (source: SidebarNodeData, _args: unknown, context: Context) => {
          const site = await siteFromNodes(nodesVia(context));
          const version = site?.model.versions.find((v) => v.version.name === source.version);
          return version?.sidebars.find((s) => s.id === source.sidebarId)?.items ?? [];
        },
      },
    },
    SiteConfig: {
      navbar: {
        resolve: async (source: SiteConfigNode, _args: unknown, context: Context) => {
          const site = await siteFromNodes(nodesVia(context));
          const items = site?.model.resolved.navbar.items ?? [];
          return { ...source.navbar, items: items.map(navbarItemFields) };
        },
      },
      footer: { resolve: (source: SiteConfigNode) => ({ ...resolveFooter(source.footer), copyright: resolveFooter(source.footer).copyright ?? null }) },
      versions: {
        resolve: async (source: SiteConfigNode, _args: unknown, context: Context) =>
          (await siteFromNodes(nodesVia(context)))?.model.resolved.versions ?? [],
      },
    },
    SiteBlog: {
      sidebarCount: { resolve: (source: SiteConfig['blog']) => (source.sidebarCount === 'ALL' ? null : source.sidebarCount) },
    },
  });
};
