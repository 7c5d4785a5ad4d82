import type { DocMeta } from '../../content-model/doc';
import type { SidebarItemInput, ResolvedSidebar } from '../../content-model/sidebar';
import type { SiteConfig } from '../../content-model/site';
import { versionBasePath } from '../../lib/routes';
import { resolveSidebarsLeniently, type DocRef } from '../sidebars/resolve';
import type { DocNode, SidebarNodeData } from './node-types';

/**
 * One docs version as a field needs it: its docs by id and its sidebars as written. Built
 * from the Doc and Sidebar nodes a resolver or a check has just read, for that use only:
 * nothing here outlives the call (Gatsby's nodes are the content model).
 */
export type VersionDocs = {
  name: string;
  label: string;
  /** /docs for the current version, /docs/<name> otherwise. */
  path: string;
  docs: Map<string, DocRef>;
  sidebars: Map<string, SidebarItemInput[]>;
};

export function docMetaOf(node: DocNode): DocMeta {
  return { id: node.docId, version: node.version, route: node.route, sourcePath: node.sourcePath, absolutePath: node.absolutePath, frontmatter: node.frontmatter };
}

export const docRefOf = (d: DocNode): DocRef => ({ id: d.docId, route: d.route, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label, position: d.frontmatter.sidebar_position });

/** Docs by id, in file order (two docs on one route: the first one, as the route check reports). */
export function docsById(docs: DocNode[]): Map<string, DocRef> {
  const sorted = [...docs].sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : a.absolutePath > b.absolutePath ? 1 : 0));
  const byId = new Map<string, DocRef>();
  for (const d of sorted) if (!byId.has(d.docId)) byId.set(d.docId, docRefOf(d));
  return byId;
}

/** Each version of the site config with its own docs and sidebars. */
export function versionDocs(config: SiteConfig, docs: DocNode[], sidebars: SidebarNodeData[]): VersionDocs[] {
  return config.docs.versions.map((v) => ({
    name: v.name,
    label: v.label,
    path: versionBasePath(config.docs.routeBasePath, v.name),
    docs: docsById(docs.filter((d) => d.version === v.name)),
    sidebars: new Map(
      sidebars
        .filter((s) => s.version === v.name)
        .sort((a, b) => a.order - b.order)
        .map((s) => [s.sidebarId, s.input]),
    ),
  }));
}

/** One sidebar resolved against its version's docs; unknown ids are left out (the between-files check reports them). */
export function resolveSidebar(id: string, input: SidebarItemInput[], docs: Map<string, DocRef>, routeBase: string): ResolvedSidebar {
  return resolveSidebarsLeniently({ [id]: input }, docs, routeBase).resolved[0];
}
