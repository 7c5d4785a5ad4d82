import type { Breadcrumb, PageLink } from '../../content-model/doc-page';
import type { ResolvedSidebar, SidebarNode } from '../../content-model/sidebar';
import { flattenSidebar } from './sidebars/resolve';

/** A doc's place in its version's sidebars: what its page shows around the content. */
export type DocPlace = { sidebarId: string; breadcrumbs: Breadcrumb[]; previous: PageLink | null; next: PageLink | null };

/** Each doc's first trail in a sidebar's tree, depth first (a category that is a doc's page counts as that doc). */
function trails(items: SidebarNode[], out: Map<string, Breadcrumb[]>, trail: Breadcrumb[] = []): Map<string, Breadcrumb[]> {
  for (const item of items) {
    if (item.docId != null && !out.has(item.docId)) out.set(item.docId, [...trail, { label: item.label }]);
    if (item.type !== 'link') trails(item.items, out, [...trail, { label: item.label, href: item.href }]);
  }
  return out;
}

/**
 * Every doc's place in one version's sidebars, in one pass over them: the first sidebar that
 * lists a doc is its sidebar, its neighbours there are its previous and next pages, and its
 * trail of categories its breadcrumbs. (Items read through GraphQL have null where a resolved
 * sidebar has no field, hence `!= null`.) createPages works this out once for all docs and gives
 * each doc page its own place (looking a doc up in every sidebar per page was quadratic).
 */
export function docPlaces(sidebars: ResolvedSidebar[], { breadcrumbs }: { breadcrumbs: boolean }): Map<string, DocPlace> {
  const places = new Map<string, DocPlace>();
  for (const sidebar of sidebars) {
    const links = flattenSidebar(sidebar.items);
    const crumbs = trails(sidebar.items, new Map());
    links.forEach((link, index) => {
      if (link.docId == null || places.has(link.docId)) return;
      const before = links[index - 1];
      const after = links[index + 1];
      places.set(link.docId, {
        sidebarId: sidebar.id,
        breadcrumbs: breadcrumbs ? (crumbs.get(link.docId) ?? []) : [],
        previous: before ? { label: before.label, href: before.href } : null,
        next: after ? { label: after.label, href: after.href } : null,
      });
    });
  }
  return places;
}
