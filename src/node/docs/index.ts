import path from 'path';
import type { CreateResolversArgs } from 'gatsby';
import type { DocPageContext } from '../../content-model/doc-page';
import { docTypeDefs } from '../../content-model/doc';
import type { ContentType, FileNode } from '../content-type';
import { mdxFileOf } from '../content/mdx-file';
import { findAll, type ResolverContext, siteConfigNode, siteConfigOf } from '../content/node-model';
import { docNodeKey, type DocNode, type SidebarNodeData } from '../content/node-types';
import { SOURCE } from '../content/sources';
import { recordFrontmatterProblems, setFailedDoc, setProblems } from '../content/problems';
import { lastUpdated } from '../last-updated';
import { siteStructure, versionStructure } from '../site/structure';
import { loadSiteConfig } from '../site/config';
import { betweenFileProblems } from './between-files';
import { renderDocHtml, type DocHtml, type MdxSource } from './doc-html';
import { isDocPath, readDocFile } from './load-docs';

/**
 * Docs: each version's doc files become Doc nodes (children of their Mdx nodes), one page each
 * (one template, the content compiled to HTML at build time: ./doc-html.ts), a slice per
 * sidebar, and the tag pages of the current version. Where a doc sits in its sidebars comes from
 * the site's structure (src/node/site/structure.ts), for its page and for GraphiQL alike.
 */

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
const versionOf = (source: string): string | null => (source.startsWith('docs-') ? source.slice('docs-'.length) : null);

/** The slice that renders one sidebar, shared by every doc page that shows it. */
export const sidebarSliceId = (version: string, sidebarId: string) => `docs-sidebar--${version}--${sidebarId}`;

/**
 * A doc's content and table of contents come from one compile, shared by both fields of one
 * query (GraphQL resolves them side by side). In a build the result is then dropped, so
 * thousands of docs' HTML is not kept in memory. In develop each doc's last HTML is kept with
 * the body it came from: an edit of its title runs the page's query again, and the body, the
 * same as before, is not compiled again.
 */
function docHtmlRenderer(args: CreateResolversArgs) {
  const develop = process.env.NODE_ENV === 'development';
  const kept = new Map<string, { body: string; rendering: Promise<DocHtml> }>();
  return (source: MdxSource) => {
    const last = kept.get(source.id);
    if (last?.body === source.body) return last.rendering;
    const rendering = renderDocHtml(source, args);
    kept.set(source.id, { body: source.body, rendering });
    const drop = () => setTimeout(() => kept.get(source.id)?.rendering === rendering && kept.delete(source.id), 0);
    if (develop) rendering.catch(drop);
    else rendering.then(drop, drop);
    return rendering;
  };
}

export const docs: ContentType = {
  name: 'docs',
  nodeTypes: ['Doc'],

  sources: (config) =>
    config.docs.versions.map((v) => ({ name: SOURCE.docs(v.name), path: v.docs, missing: `site config docs.versions (${v.name}).docs: docs folder of version "${v.name}" does not exist: ${v.docs}` })),

  typeDefs: docTypeDefs,

  onCreateNode: ({ node, getNode, createNodeId }, make) => {
    if (node.internal.type === 'File') {
      const file = node as FileNode;
      if (versionOf(file.sourceInstanceName) !== null && isDocPath(file.relativePath)) recordFrontmatterProblems(file.absolutePath);
      return;
    }
    // A doc is rendered to HTML and may not import or export; a partial (_name.mdx) is checked as a page.
    const mdx = mdxFileOf(node, getNode, (f) => (versionOf(f.sourceInstanceName) === null ? null : isDocPath(f.relativePath) ? 'doc' : 'page'));
    if (!mdx || !isDocPath(mdx.file.relativePath)) return;
    const { file, source, syntax } = mdx;
    // Versions and route bases are structure, read when Gatsby starts (gatsby-config.ts reads the same file).
    const config = loadSiteConfig();
    const version = config.docs.versions.find((v) => v.name === versionOf(file.sourceInstanceName));
    if (!version) return;
    const read = readDocFile(file.absolutePath, source, version, config.docs.routeBasePath);
    setProblems('content', file.absolutePath, read.problems);
    setFailedDoc(file.absolutePath, read.doc && !syntax.length ? null : { version: version.name, id: read.id });
    const doc = syntax.length ? null : read.doc;
    // Drafts are built in development only.
    if (!doc || (doc.frontmatter.draft && process.env.NODE_ENV === 'production')) return;
    const fm = doc.frontmatter;
    make(
      node,
      'doc',
      'Doc',
      {
        docId: doc.id,
        version: doc.version,
        route: doc.route,
        title: fm.title,
        description: fm.description ?? null,
        sidebarLabel: fm.sidebar_label ?? null,
        sidebarPosition: fm.sidebar_position ?? null,
        tags: fm.tags,
        keywords: fm.keywords,
        image: fm.image ?? null,
        slug: fm.slug ?? null,
        draft: fm.draft,
        tocMinLevel: fm.toc_min_heading_level,
        tocMaxLevel: fm.toc_max_heading_level,
        hideTableOfContents: fm.hide_table_of_contents,
        sourcePath: doc.sourcePath,
        lastUpdated: lastUpdated(doc.sourcePath, doc.absolutePath),
        mdx: node.id,
        absolutePath: doc.absolutePath,
        frontmatter: fm,
      },
      createNodeId(docNodeKey(doc.absolutePath)),
    );
  },

  resolvers: (args) => {
    const renderDoc = docHtmlRenderer(args);
    /** A doc's version as its page shows it, worked out once per query (its four fields ask side by side). */
    const perQuery = new WeakMap<ResolverContext, Map<string, ReturnType<typeof structureOf>>>();
    const structureOf = async (doc: DocNode, context: ResolverContext) => {
      const config = (await siteConfigNode(context))?.parsed;
      const version = config?.docs.versions.find((v) => v.name === doc.version);
      if (!config || !version) return null;
      const [docs, sidebars] = await Promise.all([
        findAll<DocNode>(context, 'Doc', { version: { eq: doc.version } }),
        findAll<SidebarNodeData>(context, 'Sidebar', { version: { eq: doc.version } }),
      ]);
      return { structure: versionStructure(config, version, docs, sidebars), sidebars };
    };
    const placeOf = async (doc: DocNode, context: ResolverContext) => {
      let byDoc = perQuery.get(context);
      if (!byDoc) perQuery.set(context, (byDoc = new Map()));
      if (!byDoc.has(doc.id)) byDoc.set(doc.id, structureOf(doc, context));
      const found = await byDoc.get(doc.id)!;
      const place = found?.structure.places.get(doc.docId);
      return { place, sidebar: place ? (found!.sidebars.find((s) => s.sidebarId === place.sidebarId) ?? null) : null };
    };
    const versionOfDoc = async (doc: DocNode, context: ResolverContext) => (await siteConfigNode(context))?.parsed.docs.versions.find((v) => v.name === doc.version);
    return {
      Mdx: {
        // A doc's (or a release's) content and table of contents, from one compile (./doc-html.ts).
        html: { type: 'String!', resolve: async (source: MdxSource) => (await renderDoc(source)).html },
        toc: { type: 'JSON', resolve: async (source: MdxSource) => (await renderDoc(source)).toc },
      },
      Doc: {
        versionLabel: { resolve: async (source: DocNode, _args: unknown, context: ResolverContext) => (await versionOfDoc(source, context))?.label ?? source.version },
        editUrl: {
          resolve: async (source: DocNode, _args: unknown, context: ResolverContext) => {
            const repository = (await siteConfigNode(context))?.parsed.repository;
            return repository ? `${repository.url}/edit/${repository.editBranch}/${source.sourcePath.replace(/\\/g, '/')}` : '';
          },
        },
        sidebar: { type: 'Sidebar', resolve: async (source: DocNode, _args: unknown, context: ResolverContext) => (await placeOf(source, context)).sidebar },
        breadcrumbs: {
          resolve: async (source: DocNode, _args: unknown, context: ResolverContext) =>
            (await placeOf(source, context)).place?.breadcrumbs.map((b) => ({ label: b.label, href: b.href ?? null })) ?? [],
        },
        previous: { resolve: async (source: DocNode, _args: unknown, context: ResolverContext) => (await placeOf(source, context)).place?.previous ?? null },
        next: { resolve: async (source: DocNode, _args: unknown, context: ResolverContext) => (await placeOf(source, context)).place?.next ?? null },
        // The same doc id in each version that has it, for the version dropdown: read by id, so
        // the field depends on those nodes alone, not on every doc.
        versionRoutes: {
          resolve: async (source: DocNode, _args: unknown, context: ResolverContext) => {
            const versions = (await siteConfigNode(context))?.parsed.docs.versions ?? [];
            return versions.flatMap((v) => {
              const doc = ['.mdx', '.md']
                .map((ext) => context.nodeModel.getNodeById<DocNode>({ id: args.createNodeId(docNodeKey(path.resolve(v.docs, `${source.docId}${ext}`))), type: 'Doc' }))
                .find(Boolean);
              return doc ? [{ version: v.name, route: doc.route }] : [];
            });
          },
        },
      },
    };
  },

  betweenFiles: betweenFileProblems,

  createPages: async ({ actions, getNodesByType }) => {
    const config = siteConfigOf(getNodesByType);
    if (!config) return;
    const docs = (getNodesByType('Doc') as DocNode[]).sort((a, b) => (a.sourcePath < b.sourcePath ? -1 : a.sourcePath > b.sourcePath ? 1 : 0));
    const sidebars = getNodesByType('Sidebar') as SidebarNodeData[];
    // One slice per sidebar: its data is loaded once, not carried by every doc page.
    for (const sidebar of sidebars) actions.createSlice({ id: sidebarSliceId(sidebar.version, sidebar.sidebarId), component: template('docs-sidebar'), context: { id: sidebar.id } });
    const structure = siteStructure(config, docs, sidebars);
    for (const doc of docs) {
      const place = structure.find((v) => v.name === doc.version)?.places.get(doc.docId);
      const context: DocPageContext = {
        id: doc.id,
        sidebarId: place?.sidebarId ?? null,
        breadcrumbs: place?.breadcrumbs ?? [],
        previous: place?.previous ?? null,
        next: place?.next ?? null,
      };
      actions.createPage({ path: doc.route, component: template('doc'), context, slices: place ? { 'docs-sidebar': sidebarSliceId(doc.version, place.sidebarId) } : {} });
    }
    // Doc tags of the current version: /docs/tags and /docs/tags/<tag>
    const [current] = structure;
    const tagsRoute = `${current.path}/tags`;
    actions.createPage({ path: tagsRoute, component: template('docs-tags'), context: { version: current.name, tagsRoute } });
    const tags = [...new Set(docs.filter((d) => d.version === current.name).flatMap((d) => d.frontmatter.tags))].sort();
    for (const tag of tags) actions.createPage({ path: `${tagsRoute}/${tag}`, component: template('docs-tag'), context: { tag, version: current.name, allTagsRoute: tagsRoute } });
  },

  pageSources: (getNodesByType) => (getNodesByType('Doc') as DocNode[]).map((doc) => [doc.route, doc.sourcePath]),
};
