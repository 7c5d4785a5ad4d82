import path from 'path';
import type { BlogModel } from '../content-model/blog';
import type { DocMeta } from '../content-model/doc';
import type { ResolvedNavbarItem, ResolvedSiteConfig, ResolvedVersion } from '../content-model/resolved-site';
import type { ResolvedSidebar } from '../content-model/sidebar';
import type { NavbarItem, SiteConfig } from '../content-model/site';
import { API_REFERENCE_PATH, docRoute, versionBasePath } from '../lib/routes';
import { ValidationError } from '../lib/validation-error';
import { loadBlog } from './blog';
import { readDocs } from './docs/load-docs';
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

/**
 * Doc routes must stay out of the blog's route space (its list, pages, posts, tags, authors,
 * archive and feeds all live at or below blog.routeBasePath) and off the API page: Gatsby
 * would silently keep only one of two pages created at the same path.
 */
export function routeCollisions(config: SiteConfig, versions: VersionModel[], file: string): string[] {
  const blogBase = config.blog.routeBasePath;
  const claimed: [test: (route: string) => boolean, owner: string][] = [
    [(r) => r === blogBase || r.startsWith(`${blogBase}/`), `the blog's routes (blog.routeBasePath ${blogBase} in ${file})`],
  ];
  if (config.apiReference) claimed.push([(r) => r === API_REFERENCE_PATH, `the API reference (apiReference in ${file})`]);
  return versions.flatMap((v) =>
    v.docs.flatMap((doc) => {
      const owner = claimed.find(([test]) => test(doc.route))?.[1];
      if (!owner) return [];
      const field = doc.frontmatter.slug !== undefined ? 'frontmatter slug' : 'file name';
      return [`${doc.sourcePath}: ${field}: route ${doc.route} is one of ${owner}: give the doc another slug or move the blog`];
    }),
  );
}

/**
 * Every loader runs even when another fails, and their problems are thrown together, so
 * one build names every broken file. Stages that depend on another (sidebars on docs,
 * the navbar on both) still run on what loaded, or are skipped when that would only echo
 * an earlier problem.
 */
function buildModel(): SiteModel {
  const file = siteConfigPath();
  const rel = path.relative(process.cwd(), file);
  // Without a valid site config nothing else can be found: this one stops here.
  const config = loadSiteConfig(file);
  const includeDrafts = process.env.NODE_ENV !== 'production';
  const errors: ValidationError[] = [];
  const attempt = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors.push(error);
      return undefined;
    }
  };

  const versions: VersionModel[] = config.docs.versions.map((v) => {
    const base = versionBasePath(config.docs.routeBasePath, v.name);
    const read = attempt(() => readDocs(v, config.docs.routeBasePath, { includeDrafts }));
    const docs = read?.docs ?? [];
    if (read?.problems.length) errors.push(new ValidationError(v.docs, read.problems));
    const docRefs = new Map(docs.map((d) => [d.id, { id: d.id, route: d.route, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label, position: d.frontmatter.sidebar_position }]));
    for (const id of read?.failedIds ?? []) docRefs.set(id, { id, route: docRoute(base, id), title: id, sidebarLabel: undefined, position: undefined });
    const sidebars = read ? (attempt(() => loadSidebars(path.resolve(v.sidebars), docRefs, base)) ?? []) : [];
    const main = docs.find((d) => d.id === v.mainDocId);
    if (read && !main && !read.failedIds.includes(v.mainDocId)) {
      errors.push(new ValidationError(rel, [`site config: docs.versions.${v.name}.mainDocId: unknown doc id "${v.mainDocId}"`]));
    }
    return {
      version: { name: v.name, label: v.label, path: base, mainDocPath: main?.route ?? base },
      docs,
      sidebars,
    };
  });
  const docsLoaded = errors.length === 0;
  const blog = attempt(() => loadBlog(config.blog, { includeDrafts }));
  // The navbar and the route check read the docs and sidebars: after a failure there they would only repeat it.
  const navbarItems = docsLoaded ? attempt(() => resolveNavbar(config, versions, rel)) : undefined;
  if (docsLoaded) {
    const collisions = routeCollisions(config, versions, rel);
    if (collisions.length) errors.push(new ValidationError(rel, collisions));
  }
  if (errors.length || !blog || !navbarItems) throw ValidationError.combine(errors);

  const resolved: ResolvedSiteConfig = {
    ...config,
    navbar: { ...config.navbar, items: navbarItems },
    footer: { ...config.footer, copyright: config.footer.copyright?.replace('{year}', String(new Date().getFullYear())) },
    versions: versions.map((v) => v.version),
  };
  return { config, resolved, versions, blog };
}

let model: SiteModel | undefined;

/** Built once per process; `gatsby develop` restarts on config changes. */
export function getSiteModel(): SiteModel {
  model ??= buildModel();
  return model;
}
