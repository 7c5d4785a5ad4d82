import path from 'path';
import type { BlogModel } from '../content-model/blog';
import type { DocMeta } from '../content-model/doc';
import type { ResolvedNavbarItem, ResolvedSiteConfig, ResolvedVersion } from '../content-model/resolved-site';
import type { ResolvedSidebar, SidebarsInput } from '../content-model/sidebar';
import { isFooterColumns, type NavbarItem, type SiteConfig } from '../content-model/site';
import { API_REFERENCE_PATH, docRoute, versionBasePath } from '../lib/routes';
import { ValidationError } from '../lib/validation-error';
import { loadBlog } from './blog';
import { duplicateDocRoutes, readDocs } from './docs/load-docs';
import { loadSiteConfig, siteConfigPath } from './site-config';
import { readSidebarsFile } from './sidebars';
import { flattenSidebar, resolveSidebarsLeniently } from './sidebars/resolve';

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

/** Doc and docSidebar items become links; unknown ids are problems (the item is left out). */
export function resolveNavbar(config: SiteConfig, versions: VersionModel[]): { items: ResolvedNavbarItem[]; problems: string[] } {
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
  return { items, problems };
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

/** What a docs version holds once its files are read (from disk or from Gatsby's nodes). */
export type VersionContent = {
  docs: DocMeta[];
  /** Ids of docs whose files failed validation: still known, so a sidebar naming one is not a second error. */
  failedIds: string[];
  /** The validated sidebars file, or null when it failed to load. */
  sidebars: SidebarsInput | null;
  /** False when the docs folder itself could not be read. */
  loaded: boolean;
};

/**
 * Everything that depends on more than one file: sidebars resolved against the docs, main
 * docs, duplicate routes, the navbar, routes claimed by the blog or the API page. Pure:
 * the build's pre-flight (files) and `gatsby develop` (nodes) call it with what they read.
 * `earlierProblems` tells that something already failed, so checks that would only echo it
 * (navbar, route collisions) are skipped.
 */
export function assembleSite(config: SiteConfig, content: VersionContent[], file: string, earlierProblems = false): { model: Omit<SiteModel, 'blog'>; errors: ValidationError[] } {
  const errors: ValidationError[] = [];
  const versions: VersionModel[] = config.docs.versions.map((v, index) => {
    const { docs, failedIds, sidebars: input, loaded } = content[index];
    const base = versionBasePath(config.docs.routeBasePath, v.name);
    const duplicates = duplicateDocRoutes(docs);
    if (duplicates.length) errors.push(new ValidationError(v.docs, duplicates));
    const docRefs = new Map(docs.map((d) => [d.id, { id: d.id, route: d.route, title: d.frontmatter.title, sidebarLabel: d.frontmatter.sidebar_label, position: d.frontmatter.sidebar_position }]));
    for (const id of failedIds) if (!docRefs.has(id)) docRefs.set(id, { id, route: docRoute(base, id), title: id, sidebarLabel: undefined, position: undefined });
    let sidebars: ResolvedSidebar[] = [];
    if (input) {
      const resolved = resolveSidebarsLeniently(input, docRefs, base);
      if (resolved.problems.length) errors.push(new ValidationError(v.sidebars, resolved.problems));
      sidebars = resolved.resolved;
    }
    const main = docs.find((d) => d.id === v.mainDocId);
    if (loaded && !main && !failedIds.includes(v.mainDocId)) {
      errors.push(new ValidationError(file, [`site config: docs.versions.${v.name}.mainDocId: unknown doc id "${v.mainDocId}"`]));
    }
    return {
      version: { name: v.name, label: v.label, path: base, mainDocPath: main?.route ?? base },
      docs,
      sidebars,
    };
  });
  const skipEchoes = earlierProblems || errors.length > 0;
  const navbar = resolveNavbar(config, versions);
  // The navbar and the route check read the docs and sidebars: after a failure there they would only repeat it.
  if (!skipEchoes && navbar.problems.length) errors.push(new ValidationError(file, navbar.problems));
  if (!skipEchoes) {
    const collisions = routeCollisions(config, versions, file);
    if (collisions.length) errors.push(new ValidationError(file, collisions));
  }
  const resolved: ResolvedSiteConfig = {
    ...config,
    navbar: { ...config.navbar, items: navbar.items },
    footer: resolveFooter(config.footer),
    versions: versions.map((v) => v.version),
  };
  return { model: { config, resolved, versions }, errors };
}

/**
 * The build's pre-flight: every content file read from disk and checked before Gatsby
 * starts, so `gatsby build` names every broken file at once (Gatsby's own plugins would stop
 * at the first one). Pages are not made from this: they come from GraphQL queries over the
 * nodes created from the same files (src/node/on-create-node.ts) with the same functions.
 */
export function checkContentFiles({ checkMdx }: { checkMdx?: (files: { doc: string[]; page: string[] }) => void } = {}): SiteModel {
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
  // The MDX check reads every doc file, those whose frontmatter failed too: one build reports all.
  const docFiles: string[] = [];
  const content: VersionContent[] = config.docs.versions.map((v) => {
    const read = attempt(() => readDocs(v, config.docs.routeBasePath, { includeDrafts }));
    docFiles.push(...(read?.docs.map((d) => d.absolutePath) ?? []), ...(read?.failedFiles ?? []));
    if (read?.problems.length) errors.push(new ValidationError(v.docs, read.problems));
    const sidebars = read ? (attempt(() => readSidebarsFile(path.resolve(v.sidebars))) ?? null) : null;
    // readDocs already reported duplicate routes: assembleSite is given the docs without them once.
    return { docs: read ? dropDuplicateRoutes(read.docs) : [], failedIds: read?.failedIds ?? [], sidebars, loaded: Boolean(read) };
  });
  const blog = attempt(() => loadBlog(config.blog, { includeDrafts }));
  // The MDX of every file, in the same report as the other problems.
  if (checkMdx) attempt(() => checkMdx({ doc: docFiles, page: blog?.posts.map((p) => p.absolutePath) ?? [] }));
  const { model, errors: siteErrors } = assembleSite(config, content, rel, errors.length > 0);
  errors.push(...siteErrors);
  if (errors.length || !blog) throw ValidationError.combine(errors);
  return { ...model, blog };
}

function dropDuplicateRoutes(docs: DocMeta[]): DocMeta[] {
  const seen = new Set<string>();
  return docs.filter((d) => !seen.has(d.route) && seen.add(d.route));
}
