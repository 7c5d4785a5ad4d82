import type { ResolvedNavbarItem, ResolvedSiteConfig } from '../../content-model/resolved-site';
import { isFooterColumns, type NavbarItem, type SiteConfig } from '../../content-model/site';
import type { VersionStructure } from './structure';
import { flattenSidebar } from './sidebars/resolve';

/** The first link of a version's sidebar: undefined when there is no such sidebar, null when it has no link. */
function firstLink(version: VersionStructure, sidebarId: string): string | null | undefined {
  const sidebar = version.sidebars.find((s) => s.id === sidebarId);
  if (!sidebar) return undefined;
  return flattenSidebar(sidebar.items)[0]?.href ?? null;
}

/** Doc and docSidebar items become links; unknown ids are problems (the item is left out). */
export function resolveNavbar(config: SiteConfig, versions: VersionStructure[]): { items: ResolvedNavbarItem[]; problems: string[] } {
  const problems: string[] = [];
  const [current] = versions;
  const perVersion = (pick: (v: VersionStructure) => string | null | undefined) =>
    Object.fromEntries(versions.map((v) => [v.name, pick(v)]).filter(([, to]) => to));

  const resolveItem = (item: NavbarItem | { type: 'link' | 'doc'; [k: string]: unknown }, where: string): ResolvedNavbarItem | null => {
    const position = (('position' in item ? item.position : undefined) as 'left' | 'right' | undefined) ?? 'right';
    if (item.type === 'doc') {
      const docId = item.docId as string;
      const doc = current.docs.get(docId);
      if (!doc) {
        problems.push(`site config: ${where}.docId: unknown doc id "${docId}" (available: ${[...current.docs.keys()].sort().join(', ')})`);
        return null;
      }
      return {
        type: 'link',
        label: (item.label as string | undefined) ?? doc.sidebarLabel ?? doc.title,
        to: doc.route,
        toByVersion: perVersion((v) => v.docs.get(docId)?.route),
        position,
      };
    }
    if (item.type === 'docSidebar') {
      const sidebarId = item.sidebarId as string;
      const first = firstLink(current, sidebarId);
      if (first === undefined) {
        problems.push(`site config: ${where}.sidebarId: unknown sidebar id "${sidebarId}" (available: ${current.sidebars.map((s) => s.id).join(', ') || 'none'})`);
        return null;
      }
      if (first === null) {
        problems.push(`site config: ${where}.sidebarId: sidebar "${sidebarId}" has no link to point to`);
        return null;
      }
      return {
        type: 'link',
        label: item.label as string,
        to: first,
        toByVersion: perVersion((v) => firstLink(v, sidebarId)),
        // Active on every page of the docs, not only on the first link.
        activeBase: current.path,
        position,
      };
    }
    if (item.type === 'dropdown') {
      const items = item.items.flatMap((child, i) => resolveItem({ ...child, position } as NavbarItem, `${where}.items[${i}]`) ?? []);
      return { ...item, items };
    }
    return item as ResolvedNavbarItem;
  };

  const items = config.navbar.items.flatMap((item, index) => resolveItem(item, `navbar.items[${index}]`) ?? []);
  return { items, problems };
}

/** Footer links as columns or a single row, and the copyright's {year} filled in. */
export function resolveFooter(footer: SiteConfig['footer']): ResolvedSiteConfig['footer'] {
  const { links, copyright, ...rest } = footer;
  return {
    ...rest,
    columns: isFooterColumns(links) ? links : [],
    links: isFooterColumns(links) ? [] : links,
    copyright: copyright?.replace('{year}', String(new Date().getFullYear())),
  };
}
