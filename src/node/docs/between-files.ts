import type { SiteConfig } from '../../content-model/site';
import { API_REFERENCE_PATH, docRoute } from '../../lib/routes';
import { ValidationError } from '../../lib/validation-error';
import { duplicateDocRoutes } from './load-docs';
import { resolveNavbar } from '../site/navbar';
import { resolveSidebarsLeniently } from '../site/sidebars/resolve';
import type { NodesByType } from '../content-type';
import type { DocNode, SidebarNodeData, SiteConfigNode } from '../content/node-types';
import { docMetaOf, siteStructure } from '../site/structure';
import { failedDocIds } from '../content/problems';

/**
 * Doc routes must stay out of the blog's route space (its list, pages, posts, tags, authors,
 * archive and feeds all live at or below blog.routeBasePath) and off the API page: Gatsby
 * would silently keep only one of two pages created at the same path.
 */
function routeCollisions(config: SiteConfig, docs: DocNode[], file: string): string[] {
  const blogBase = config.blog.routeBasePath;
  const claimed: [test: (route: string) => boolean, owner: string][] = [
    [(r) => r === blogBase || r.startsWith(`${blogBase}/`), `the blog's routes (blog.routeBasePath ${blogBase} in ${file})`],
  ];
  if (config.apiReference) claimed.push([(r) => r === API_REFERENCE_PATH, `the API reference (apiReference in ${file})`]);
  return docs.flatMap((doc) => {
    const owner = claimed.find(([test]) => test(doc.route))?.[1];
    if (!owner) return [];
    const field = doc.frontmatter.slug !== undefined ? 'frontmatter slug' : 'file name';
    return [`${doc.sourcePath}: ${field}: route ${doc.route} is one of ${owner}: give the doc another slug or move the blog`];
  });
}

/**
 * Every problem that needs more than one file, over the nodes as they are now: sidebar
 * entries naming unknown docs, two docs on one route, a mainDocId or navbar item naming no
 * doc or sidebar, doc routes the blog or the API page claim. createPages asks once sourcing is
 * done, in `gatsby build` and after every change in `gatsby develop`.
 */
export function betweenFileProblems(getNodesByType: NodesByType, { earlierProblems = false } = {}): string[] {
  const [configNode] = getNodesByType('SiteConfig') as SiteConfigNode[];
  if (!configNode) return [];
  const config = configNode.parsed;
  const file = configNode.file;
  const docs = getNodesByType('Doc') as DocNode[];
  const sidebars = getNodesByType('Sidebar') as SidebarNodeData[];
  const versions = siteStructure(config, docs, sidebars);
  const problems: string[] = [];
  config.docs.versions.forEach((v, i) => {
    const version = versions[i];
    const own = docs.filter((d) => d.version === v.name).sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : 1));
    problems.push(...new ValidationError(v.docs, duplicateDocRoutes(own.map(docMetaOf))).lines());
    // A doc whose own file failed is still known here: its sidebar entry is not a second problem.
    const failed = failedDocIds(v.name);
    const refs = new Map(version.docs);
    for (const id of failed) if (!refs.has(id)) refs.set(id, { id, route: docRoute(version.path, id), title: id });
    if (version.inputs.size) {
      const { problems: sidebarProblems } = resolveSidebarsLeniently(Object.fromEntries(version.inputs), refs, version.path);
      problems.push(...new ValidationError(v.sidebars, sidebarProblems).lines());
    }
    if (!own.length && !failed.length) {
      problems.push(`${v.docs}: site config docs.versions (${v.name}).docs: docs folder of version "${v.name}" contains no .md or .mdx files (add a doc or point the version at another folder)`);
    } else if (!refs.has(v.mainDocId)) {
      problems.push(`${file}: site config: docs.versions.${v.name}.mainDocId: unknown doc id "${v.mainDocId}"`);
    }
  });
  // The navbar and the route check read the docs and sidebars: after a problem there (or in a
  // file of its own, in a build) they would only repeat it.
  if (!problems.length && !earlierProblems) {
    problems.push(...new ValidationError(file, resolveNavbar(config, versions).problems).lines());
    problems.push(...routeCollisions(config, docs, file));
  }
  return problems;
}
