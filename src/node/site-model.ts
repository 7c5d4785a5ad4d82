import path from 'path';
import type { BlogModel } from '../content-model/blog';
import type { DocMeta } from '../content-model/doc';
import type { ResolvedNavbarItem, ResolvedSiteConfig, ResolvedVersion } from '../content-model/resolved-site';
import type { ResolvedSidebar } from '../content-model/sidebar';
import type { NavbarItem, SiteConfig } from '../content-model/site';
import { versionBasePath } from '../lib/routes';
import { ValidationError } from '../lib/validation-error';
import { loadBlog } from './blog';
import { loadDocs } from './docs/load-docs';
import { loadSiteConfig, siteConfigPath } from './site-config';
import { loadSidebars } from './sidebars';
import { flattenSidebar } from './sidebars/resolve';

export type VersionModel = {
  version: ResolvedVersion;
  docs: DocMeta[];
  sidebars: ResolvedSidebar[];
};

export type SiteModel = {
  config: SiteConfig;
  resolved: ResolvedSiteConfig;
  versions: VersionModel[];
  blog: BlogModel;
};

function resolveNavbar(config: SiteConfig, versions: VersionModel[], file: string): ResolvedNavbarItem[] {
  const problems: string[] = [];
  const current = versions[0];
  const perVersion = (pick: (v: VersionModel) => string | undefined) =>
    Object.fromEntries(versions.flatMap((v) => {
      const to = pick(v);
      return to ? [[v.version.name, to]] : [];
    }));

  const resolveItem = (item: NavbarItem | { type: 'link' | 'doc'; [k: string]: unknown }, where: string): ResolvedNavbarItem | null => {
    const position = ('position' in item ? item.position : undefined) as 'left' | 'right' | undefined ?? 'right';
    if (item.type === 'doc') {
      const docId = item.docId as string;
      const doc = current.docs.find((d) => d.id === docId);
      if (!doc) {
        problems.push(`site config: ${where}.docId: unknown doc id "${docId}" (available: ${current.docs.map((d) => d.id).sort().join(', ')})`);
        return null;
      }
      return {
        type: 'link',
        label: (item.label as string | undefined) ?? doc.frontmatter.sidebar_label ?? doc.frontmatter.title,
        to: doc.route,
        toByVersion: perVersion((v) => v.docs.find((d) => d.id === docId)?.route),
        position,
      };
    }
    if (item.type === 'docSidebar') {
      const sidebarId = item.sidebarId as string;
      const sidebar = current.sidebars.find((s) => s.id === sidebarId);
      if (!sidebar) {
        problems.push(`site config: ${where}.sidebarId: unknown sidebar id "${sidebarId}" (available: ${current.sidebars.map((s) => s.id).join(', ') || 'none'})`);
        return null;
      }
      const first = flattenSidebar(sidebar.items)[0];
      if (!first) {
        problems.push(`site config: ${where}.sidebarId: sidebar "${sidebarId}" has no link to point to`);
        return null;
      }
      return {
        type: 'link',
        label: item.label as string,
        to: first.href,
        toByVersion: perVersion((v) => {
          const s = v.sidebars.find((x) => x.id === sidebarId);
          return s ? flattenSidebar(s.items)[0]?.href : undefined;
        }),
        // Active on every page of the docs, not only on the first link.
        activeBase: current.version.path,
        position,
      };
    }
    if (item.type === 'dropdown') {
      const items = item.items.flatMap((child, i) => {
        const r = resolveItem({ ...child, position } as NavbarItem, `${where}.items[${i}]`);
        return r ? [r] : [];
      });
      return { ...item, items };
    }
    return item as ResolvedNavbarItem;
  };

  const items = config.navbar.items.flatMap((item, index) => {
    const r = resolveItem(item, `navbar.items[${index}]`);
    return r ? [r] : [];
  });
  if (problems.length) throw new ValidationError(file, problems);
  return items;
}

function buildModel(): SiteModel {
  const file = siteConfigPath();
  const rel = path.relative(process.cwd(), file);
  const config = loadSiteConfig(file);
  const includeDrafts = process.env.NODE_ENV !== 'production';
  const versions: VersionModel[] = config.docs.versions.map((v) => {
    const docs = loadDocs(v, config.docs.routeBasePath, { includeDrafts });
    const docRefs = new Map(docs.map((d) => [d.id, { id: d.id, route: d.route, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label, position: d.frontmatter.sidebar_position }]));
    const sidebars = loadSidebars(path.resolve(v.sidebars), docRefs, versionBasePath(config.docs.routeBasePath, v.name));
    const main = docs.find((d) => d.id === v.mainDocId);
    if (!main) throw new ValidationError(rel, [`site config: docs.versions.${v.name}.mainDocId: unknown doc id "${v.mainDocId}"`]);
    return {
      version: { name: v.name, label: v.label, path: versionBasePath(config.docs.routeBasePath, v.name), mainDocPath: main.route },
      docs,
      sidebars,
    };
  });
  const resolved: ResolvedSiteConfig = {
    ...config,
    navbar: { ...config.navbar, items: resolveNavbar(config, versions, rel) },
    footer: { ...config.footer, copyright: config.footer.copyright?.replace('{year}', String(new Date().getFullYear())) },
    versions: versions.map((v) => v.version),
  };
  return { config, resolved, versions, blog: loadBlog(config.blog, { includeDrafts }) };
}

let model: SiteModel | undefined;

/** Built once per process; `gatsby develop` restarts on config changes. */
export function getSiteModel(): SiteModel {
  model ??= buildModel();
  return model;
}
