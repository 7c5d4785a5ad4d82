import type { Node } from 'gatsby';
import type { TwinSource } from '../../content-type';
import { API_REFERENCE_PATH, versionBasePath } from '../../../lib/routes';
import { siteStructure } from '../../site/structure';
import { lastUpdated } from '../../last-updated';
import { contentTypes } from '../../content-types';
import type { DocNode, SidebarNodeData, SiteConfigNode } from '../../content/node-types';
import { loadApiSpec } from '../../openapi/load-spec';
import { SPEC_DOWNLOAD_DIR } from '../../openapi/create-api-page';
import { apiMarkdown } from './api-markdown';
import { llmsTxt, sidebarSections, type LlmsLink } from './llms-txt';
import { mdxToMarkdown, type ConvertOptions } from './mdx-to-markdown';
import { LLMS_FULL_PATH, LLMS_TXT_PATH, twinDocument, twinPath } from './twin';

/**
 * The Markdown twins, /llms.txt and /llms-full.txt, made from the content nodes the pages are
 * made from (Doc nodes, the pages of the content types of src/node/content-types.ts,
 * their Mdx parents' bodies, the SiteConfig and Sidebar nodes), so the build (src/node/on-post-build.ts writes them) and `gatsby develop`
 * (src/node/dev-server.ts serves them) give the same files.
 */

export type NodeHelpers = { getNodesByType: (type: string) => Node[]; getNode: (id: string) => Node | undefined };

type MdxNode = Node & { body: string };

const converted = new Map<string, { digest: string; markdown: string }>();

/** Every doc, as its twin needs it. */
function docSources({ getNodesByType }: NodeHelpers): (TwinSource & { node: DocNode })[] {
  return (getNodesByType('Doc') as DocNode[]).map((node) => {
    const n = node as DocNode & { title: string; description: string | null; lastUpdated: string; mdx: string };
    return { node, route: n.route, title: n.title, description: n.description, lastUpdated: n.lastUpdated, absolutePath: n.absolutePath, mdxId: n.mdx };
  });
}

export type TwinContext = { siteUrl: string; docRoots: { dir: string; routeBase: string }[]; convert: Convert };
/** MDX body to Markdown: mdxToMarkdown, or the build's memo of it (./twin-memo.ts). */
export type Convert = (body: string, options: ConvertOptions) => string;
/** Converts many bodies ahead of the calls to Convert (the build's memo does it in threads). */
export type ConvertAhead = (jobs: [body: string, options: ConvertOptions][]) => Promise<void>;

/** What the twin of one doc or post converts: its Mdx body and the converter's options, and the key of the last conversion kept here. */
function twinInput(source: TwinSource, helpers: NodeHelpers, context: TwinContext) {
  const mdx = helpers.getNode(source.mdxId) as MdxNode | undefined;
  if (!mdx) throw new Error(`${source.absolutePath}: its Mdx node is missing`);
  const canonical = `${context.siteUrl}${source.route}`;
  const options: ConvertOptions = { filePath: source.absolutePath, pageUrl: canonical, siteUrl: context.siteUrl, docRoots: context.docRoots };
  return { canonical, body: mdx.body, options, key: `${source.route} ${source.absolutePath}`, digest: `${mdx.internal.contentDigest} ${context.siteUrl}` };
}

/** The twin of one doc or post: frontmatter, title, then its MDX body as Markdown (cached per Mdx node version). */
function renderTwin(source: TwinSource, helpers: NodeHelpers, context: TwinContext): string {
  const { canonical, body, options, key, digest } = twinInput(source, helpers, context);
  if (converted.get(key)?.digest !== digest) converted.set(key, { digest, markdown: context.convert(body, options) });
  return twinDocument({ title: source.title, description: source.description, canonical, lastUpdated: source.lastUpdated }, converted.get(key)!.markdown);
}

/** A URL path of the built site and what it serves. */
export type TwinFile = { path: string; text: string };

/** The site config and every doc and post with a twin, or null before the SiteConfig node exists. */
function twinSetup(helpers: NodeHelpers, convert: Convert) {
  const [configNode] = helpers.getNodesByType('SiteConfig') as unknown as SiteConfigNode[];
  if (!configNode) return null;
  const config = configNode.parsed;
  const siteUrl = config.url.replace(/\/+$/, '');
  const context: TwinContext = {
    siteUrl,
    docRoots: config.docs.versions.map((v) => ({ dir: v.docs, routeBase: versionBasePath(config.docs.routeBasePath, v.name) })),
    convert,
  };
  const docs = docSources(helpers);
  const others = contentTypes.flatMap((type) => type.twins?.(helpers.getNodesByType, config) ?? []);
  return { config, siteUrl, context, docs, others, sources: [...docs, ...others.flatMap((o) => o.sources)] };
}

/** What the twins convert, each doc's and post's body with its options: for converting them ahead (./twins-ahead.ts). */
export function twinJobs(helpers: NodeHelpers): [body: string, options: ConvertOptions][] {
  const setup = twinSetup(helpers, mdxToMarkdown);
  return setup ? setup.sources.map((source) => twinInput(source, helpers, setup.context)).map((input) => [input.body, input.options]) : [];
}

/**
 * Every file: one twin per doc and post, /api.md, /llms.txt and /llms-full.txt. `only` limits
 * the work to one URL path (the dev server answers one request at a time).
 */
export async function buildTwinFiles(helpers: NodeHelpers, only?: string, convert: Convert = mdxToMarkdown, convertAhead?: ConvertAhead): Promise<TwinFile[]> {
  const setup = twinSetup(helpers, convert);
  if (!setup) return [];
  const { config, siteUrl, context, docs, others, sources } = setup;
  const wanted = (p: string) => only === undefined || only === p;
  const files: TwinFile[] = [];
  if (only === undefined && convertAhead) {
    const inputs = sources.map((source) => twinInput(source, helpers, context));
    await convertAhead(inputs.filter((input) => converted.get(input.key)?.digest !== input.digest).map((input) => [input.body, input.options]));
  }

  for (const [i, source] of sources.entries()) {
    if (wanted(twinPath(source.route))) files.push({ path: twinPath(source.route), text: renderTwin(source, helpers, context) });
    // The build indexes the search meanwhile in Pagefind's process (src/node/on-post-build.ts):
    // its replies are read between batches, so it is not kept waiting until every twin is done.
    if (only === undefined && i % 25 === 24) await new Promise((resolve) => setImmediate(resolve));
  }

  const apiUrl = `${siteUrl}${API_REFERENCE_PATH}`;
  const apiTwin = twinPath(API_REFERENCE_PATH);
  let api: { body: string; title: string; summary: string | null; file: string } | null = null;
  if (config.apiReference && (wanted(apiTwin) || wanted(LLMS_FULL_PATH) || wanted(LLMS_TXT_PATH))) {
    const loaded = await loadApiSpec(config.apiReference.spec);
    const info = loaded.spec.info as { title: string; summary?: string; description?: string };
    api = { body: apiMarkdown(loaded.spec, { pageUrl: apiUrl, siteUrl }), title: info.title, summary: info.summary ?? null, file: loaded.file };
    if (wanted(apiTwin)) {
      const meta = { title: info.title, description: info.summary ?? null, canonical: apiUrl, lastUpdated: lastUpdated(loaded.file, loaded.file) };
      files.push({ path: apiTwin, text: twinDocument(meta, api.body, { title: false }) });
    }
  }

  // The current version's docs, by sidebar category; the others (not in a sidebar) are optional.
  const [current] = siteStructure(config, helpers.getNodesByType('Doc') as unknown as DocNode[], helpers.getNodesByType('Sidebar') as unknown as SidebarNodeData[]);
  const currentDocs = docs.filter((d) => d.node.version === current.name);
  const byId = new Map(currentDocs.map((d) => [d.node.docId, d]));
  const sections = sidebarSections(current.sidebars, 'Docs').map((s) => ({ title: s.title, docs: s.docs.flatMap((d) => byId.get(d.docId) ?? []) }));
  const inSidebar = new Set(sections.flatMap((s) => s.docs.map((d) => d.node.docId)));
  const link = (s: TwinSource): LlmsLink => ({ title: s.title, url: `${siteUrl}${twinPath(s.route)}`, description: s.description });

  if (wanted(LLMS_TXT_PATH)) {
    const apiLinks: LlmsLink[] = api
      ? [
          { title: api.title, url: `${siteUrl}${apiTwin}`, description: api.summary ?? 'Every operation with its parameters, request body, responses and a curl command' },
          { title: 'OpenAPI document', url: `${siteUrl}/${SPEC_DOWNLOAD_DIR}/${api.file.split('/').pop()!.replace(/\.json$/, '.yaml')}`, description: 'The machine-readable specification (OpenAPI 3)' },
        ]
      : [];
    const text = llmsTxt({
      title: config.title,
      summary: config.tagline,
      details: [
        `Each link below is the Markdown version of a page of ${siteUrl}: the page's URL plus \`.md\`.`,
        `Every doc of the sidebar, in order, followed by the API reference, is in one file: ${siteUrl}${LLMS_FULL_PATH}.`,
      ].join(' '),
      sections: [
        ...sections.map((s) => ({ title: s.title, links: s.docs.map(link) })),
        ...others.map((o) => ({ title: o.section, links: o.sources.map(link) })),
        { title: 'API', links: apiLinks },
        { title: 'Optional', links: currentDocs.filter((d) => !inSidebar.has(d.node.docId)).sort((a, b) => a.route.localeCompare(b.route)).map(link) },
      ],
    });
    files.push({ path: LLMS_TXT_PATH, text });
  }

  if (wanted(LLMS_FULL_PATH)) {
    const parts = [`# ${config.title}`, `> ${config.tagline}`];
    for (const doc of sections.flatMap((s) => s.docs)) {
      // The twin without its frontmatter: one YAML block per doc would not be Markdown.
      const twin = renderTwin(doc, helpers, context).replace(/^---\n[\s\S]*?\n---\n\n/, '');
      parts.push(twin.replace(/^(# .*\n)/, `$1\nSource: ${siteUrl}${doc.route}\n`).trim());
    }
    if (api) parts.push(api.body.replace(/^(# .*\n)/, `$1\nSource: ${apiUrl}\n`).trim());
    files.push({ path: LLMS_FULL_PATH, text: `${parts.join('\n\n')}\n` });
  }
  return files;
}
