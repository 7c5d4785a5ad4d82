import fs from 'fs';
import path from 'path';
import { DocFrontmatterSchema, type DocMeta } from '../../content-model/doc';
import type { DocsVersion } from '../../content-model/site';
import { docRoute, versionBasePath } from '../../lib/routes';
import { ValidationError, zodProblems } from '../../lib/validation-error';
import { readFrontmatter } from '../frontmatter';

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : walk(full);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

/** How many doc files a version's folder holds (0 when it does not exist): names only, nothing is read. */
export function docFileCount(folder: string): number {
  const root = path.resolve(folder);
  return fs.existsSync(root) ? walk(root).length : 0;
}

/** Files and folders whose names start with "_" are partials, not docs. */
export function isDocPath(relativePath: string): boolean {
  return /\.mdx?$/.test(relativePath) && !relativePath.split(/[\\/]/).some((part) => part.startsWith('_'));
}

/** The doc id is the path below the docs folder without extension: runbooks/sysmonvm-e2e. */
export function docIdFromPath(relativePath: string): string {
  return relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
}

/**
 * One doc file: its id, and its metadata or the problems of its frontmatter. `draft` in the
 * returned frontmatter is true for a draft: in the file or in the version's draftIds.
 */
export function readDocFile(absolutePath: string, source: string, version: DocsVersion, routeBase: string): { id: string; doc?: DocMeta; problems: string[] } {
  const root = path.resolve(version.docs);
  const sourcePath = path.relative(process.cwd(), absolutePath);
  const id = docIdFromPath(path.relative(root, absolutePath));
  try {
    const parsed = DocFrontmatterSchema.safeParse(readFrontmatter(source, sourcePath));
    if (!parsed.success) return { id, problems: zodProblems(parsed.error).map((p) => `${sourcePath}: frontmatter ${p}`) };
    const frontmatter = { ...parsed.data, draft: parsed.data.draft || version.draftIds.includes(id) };
    const route = docRoute(versionBasePath(routeBase, version.name), parsed.data.slug ?? id);
    return { id, problems: [], doc: { id, version: version.name, route, sourcePath, absolutePath, frontmatter } };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { id, problems: error.problems.map((p) => `${error.file}: ${p}`) };
  }
}

/** Two docs of one version on one route: Gatsby would silently keep only one page. */
export function duplicateDocRoutes(docs: DocMeta[]): string[] {
  const byRoute = new Map<string, DocMeta>();
  return docs.flatMap((doc) => {
    const other = byRoute.get(doc.route);
    // Two docs without slugs collide only through their file names (intro.md and intro.mdx).
    const field = doc.frontmatter.slug !== undefined ? 'frontmatter slug' : 'file name';
    if (other) return [`${doc.sourcePath}: ${field}: route ${doc.route} is also the route of ${other.sourcePath} (give one of them another slug)`];
    byRoute.set(doc.route, doc);
    return [];
  });
}
