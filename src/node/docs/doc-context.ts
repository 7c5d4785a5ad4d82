import type { DocMeta } from '../../content-model/doc';
import type { Breadcrumb, DocPageContext } from '../../content-model/doc-page';
import type { SidebarNode } from '../../content-model/sidebar';
import type { SiteConfig } from '../../content-model/site';
import type { VersionModel } from '../site-model';
import { flattenSidebar } from '../sidebars/resolve';
import { lastUpdated } from './last-updated';

/** Where a doc sits in a version's sidebars: the first sidebar that lists it, its links in order, and its trail. */
type Place = { sidebar: VersionModel['sidebars'][number]; links: ReturnType<typeof flattenSidebar>; index: number; breadcrumbs: Breadcrumb[] };

/** Each doc's first trail in a sidebar's tree, depth first (a category that is a doc's page counts as that doc). */
function trails(items: SidebarNode[], out: Map<string, Breadcrumb[]>, trail: Breadcrumb[] = []): Map<string, Breadcrumb[]> {
  for (const item of items) {
    if (item.docId !== undefined && !out.has(item.docId)) out.set(item.docId, [...trail, { label: item.label }]);
    if (item.type !== 'link') trails(item.items, out, [...trail, { label: item.label, href: item.href }]);
  }
  return out;
}

/**
 * Every doc's place in a version's sidebars, worked out once per version model (the site model
 * is recomputed when content changes, so a new one gets a new index). Looking each doc up in
 * every sidebar instead cost a walk of every sidebar per doc page: quadratic in the number of docs.
 */
const placesByModel = new WeakMap<VersionModel, Map<string, Place>>();
function placesOf(model: VersionModel): Map<string, Place> {
  let places = placesByModel.get(model);
  if (!places) {
    places = new Map();
    for (const sidebar of model.sidebars) {
      const links = flattenSidebar(sidebar.items);
      const crumbs = trails(sidebar.items, new Map());
      links.forEach((link, index) => {
        if (link.docId !== undefined && !places!.has(link.docId)) places!.set(link.docId, { sidebar, links, index, breadcrumbs: crumbs.get(link.docId) ?? [] });
      });
    }
    placesByModel.set(model, places);
  }
  return places;
}

const routesByModel = new WeakMap<VersionModel, Map<string, string>>();
function routeOf(model: VersionModel, docId: string): string | undefined {
  let routes = routesByModel.get(model);
  if (!routes) {
    routes = new Map();
    for (const d of model.docs) if (!routes.has(d.id)) routes.set(d.id, d.route);
    routesByModel.set(model, routes);
  }
  return routes.get(docId);
}

/** Everything the doc template needs that is known before rendering the MDX. */
export function docPageContext(doc: DocMeta, mdxId: string, model: VersionModel, all: VersionModel[], site: SiteConfig): DocPageContext {
  const place = placesOf(model).get(doc.id);
  const sidebar = place?.sidebar ?? null;
  const links = place?.links ?? [];
  const index = place?.index ?? -1;
  const fm = doc.frontmatter;
  return {
    id: mdxId,
    docId: doc.id,
    version: model.version.name,
    versionLabel: model.version.label,
    isLatestVersion: model === all[0],
    title: fm.title,
    description: fm.description ?? null,
    tags: fm.tags,
    sidebarId: sidebar?.id ?? null,
    sidebar,
    breadcrumbs: place && site.docs.breadcrumbs ? place.breadcrumbs : [],
    previous: index > 0 ? { label: links[index - 1].label, href: links[index - 1].href } : null,
    next: index >= 0 && index < links.length - 1 ? { label: links[index + 1].label, href: links[index + 1].href } : null,
    editUrl: `${site.repository.url}/edit/${site.repository.editBranch}/${doc.sourcePath.replace(/\\/g, '/')}`,
    lastUpdated: lastUpdated(doc.sourcePath, doc.absolutePath),
    tocMinLevel: fm.toc_min_heading_level,
    tocMaxLevel: fm.toc_max_heading_level,
    hideTableOfContents: fm.hide_table_of_contents,
    versionRoutes: Object.fromEntries(all.flatMap((v) => {
      const route = routeOf(v, doc.id);
      return route !== undefined ? [[v.version.name, route]] : [];
    })),
  };
}
