import type { DocMeta } from '../../content-model/doc';
import type { Breadcrumb, DocPageContext } from '../../content-model/doc-page';
import type { SidebarNode } from '../../content-model/sidebar';
import type { SiteConfig } from '../../content-model/site';
import type { VersionModel } from '../site-model';
import { flattenSidebar } from '../sidebars/resolve';
import { lastUpdated } from './last-updated';

function pathTo(items: SidebarNode[], docId: string, trail: Breadcrumb[] = []): Breadcrumb[] | null {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.docId === docId) return [...trail, { label: item.label }];
    } else {
      if (item.docId === docId) return [...trail, { label: item.label }];
      const found = pathTo(item.items, docId, [...trail, { label: item.label, href: item.href }]);
      if (found) return found;
    }
  }
  return null;
}

/** Everything the doc template needs that is known before rendering the MDX. */
export function docPageContext(doc: DocMeta, mdxId: string, model: VersionModel, all: VersionModel[], site: SiteConfig): DocPageContext {
  const sidebar = model.sidebars.find((s) => flattenSidebar(s.items).some((l) => l.docId === doc.id)) ?? null;
  const links = sidebar ? flattenSidebar(sidebar.items) : [];
  const index = links.findIndex((l) => l.docId === doc.id);
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
    breadcrumbs: sidebar && site.docs.breadcrumbs ? (pathTo(sidebar.items, doc.id) ?? []) : [],
    previous: index > 0 ? { label: links[index - 1].label, href: links[index - 1].href } : null,
    next: index >= 0 && index < links.length - 1 ? { label: links[index + 1].label, href: links[index + 1].href } : null,
    editUrl: `${site.repository.url}/edit/${site.repository.editBranch}/${doc.sourcePath.replace(/\\/g, '/')}`,
    lastUpdated: lastUpdated(doc.sourcePath, doc.absolutePath),
    tocMinLevel: fm.toc_min_heading_level,
    tocMaxLevel: fm.toc_max_heading_level,
    hideTableOfContents: fm.hide_table_of_contents,
    versionRoutes: Object.fromEntries(all.flatMap((v) => {
      const same = v.docs.find((d) => d.id === doc.id);
      return same ? [[v.version.name, same.route]] : [];
    })),
  };
}
