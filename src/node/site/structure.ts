import type { DocMeta } from '../../content-model/doc';
import type { SidebarItemInput, ResolvedSidebar } from '../../content-model/sidebar';
import type { DocsVersion, SiteConfig } from '../../content-model/site';
import { versionBasePath } from '../../lib/routes';
import type { DocNode, SidebarNodeData } from '../content/node-types';
import { docPlaces, type DocPlace } from './places';
import { resolveSidebarsLeniently, type DocRef } from './sidebars/resolve';

/**
 * One docs version as the site shows it: its docs by id, its sidebars resolved against them,
 * and each doc's place in them. This is the only place sidebars are resolved: doc pages
 * (createPages), GraphiQL's fields (resolvers), the navbar, the twins and llms.txt all read it.
 * Built from the Doc and Sidebar nodes the caller has just read, for that use only: nothing
 * here outlives the call (Gatsby's nodes are the content model).
 */
export type VersionStructure = {
  name: string;
  label: string;
  /** /docs for the current version, /docs/<name> otherwise. */
  path: string;
  docs: Map<string, DocRef>;
  /** The sidebars as written, in the file's order (the strict check between files reads them). */
  inputs: Map<string, SidebarItemInput[]>;
  /** The same, resolved; an unknown doc id is left out (the check between files reports it). */
  sidebars: ResolvedSidebar[];
  /** Each doc's sidebar, breadcrumbs and neighbours, worked out once for all of the version's docs. */
  places: Map<string, DocPlace>;
};

export function docMetaOf(node: DocNode): DocMeta {
  return { id: node.docId, version: node.version, route: node.route, sourcePath: node.sourcePath, absolutePath: node.absolutePath, frontmatter: node.frontmatter };
}

const docRefOf = (d: DocNode): DocRef => ({ id: d.docId, route: d.route, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label, position: d.frontmatter.sidebar_position });

/** Docs by id, in file order (two docs on one route: the first one, as the route check reports). */
function docsById(docs: DocNode[]): Map<string, DocRef> {
  const sorted = [...docs].sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : a.absolutePath > b.absolutePath ? 1 : 0));
  const byId = new Map<string, DocRef>();
  for (const d of sorted) if (!byId.has(d.docId)) byId.set(d.docId, docRefOf(d));
  return byId;
}

/** One version, from its own docs and sidebars (other versions' nodes are ignored). */
export function versionStructure(config: SiteConfig, version: DocsVersion, docs: DocNode[], sidebars: SidebarNodeData[]): VersionStructure {
  const path = versionBasePath(config.docs.routeBasePath, version.name);
  const byId = docsById(docs.filter((d) => d.version === version.name));
  const inputs = new Map(
    sidebars
      .filter((s) => s.version === version.name)
      .sort((a, b) => a.order - b.order)
      .map((s) => [s.sidebarId, s.input]),
  );
  const resolved = resolveSidebarsLeniently(Object.fromEntries(inputs), byId, path).resolved;
  return { name: version.name, label: version.label, path, docs: byId, inputs, sidebars: resolved, places: docPlaces(resolved, { breadcrumbs: config.docs.breadcrumbs }) };
}

/** Every version of the site config, the current one first. */
export function siteStructure(config: SiteConfig, docs: DocNode[], sidebars: SidebarNodeData[]): VersionStructure[] {
  return config.docs.versions.map((v) => versionStructure(config, v, docs, sidebars));
}
