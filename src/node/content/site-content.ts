import type { DocMeta } from '../../content-model/doc';
import type { ValidationError } from '../../lib/validation-error';
import type { DocNode, SidebarNodeData, SiteConfigNode } from './node-types';
import { assembleSite, type SiteModel, type VersionContent } from '../site-model';
import { failedDocIds } from './problems';

export type NodesOf = <T>(type: 'Doc' | 'Sidebar' | 'SiteConfig' | 'BlogPost' | 'Author' | 'Tag') => Promise<T[]> | T[];
export type SiteFromNodes = { model: Omit<SiteModel, 'blog'>; errors: ValidationError[]; configNode: SiteConfigNode };

export function docMetaOf(node: DocNode): DocMeta {
  return { id: node.docId, version: node.version, route: node.route, sourcePath: node.sourcePath, absolutePath: node.absolutePath, frontmatter: node.frontmatter };
}

type Inputs = { config: unknown; docs: unknown; sidebars: unknown; failed: string };
let memo: { key: string; inputs: Inputs; value: SiteFromNodes } | undefined;

/**
 * The site as the current nodes describe it: sidebars resolved, navbar resolved, every
 * cross-file problem (src/node/site-model.ts does the work, the same as the build's
 * pre-flight). Resolvers call this for every doc page, so it is computed once per set of
 * node versions.
 */
export async function siteFromNodes(nodesOf: NodesOf): Promise<SiteFromNodes | null> {
  const configNodes = await nodesOf<SiteConfigNode>('SiteConfig');
  const [configNode] = configNodes;
  if (!configNode) return null;
  const docNodes = await nodesOf<DocNode>('Doc');
  const sidebarNodes = await nodesOf<SidebarNodeData>('Sidebar');
  const config = configNode.parsed;
  const failed = config.docs.versions.map((v) => failedDocIds(v.name));
  // The same arrays as last time (the build's node snapshot, src/node/resolvers.ts): the same
  // site, known without reading thousands of nodes again for every doc page's query.
  const inputs: Inputs = { config: configNodes, docs: docNodes, sidebars: sidebarNodes, failed: failed.flat().join(',') };
  if (memo && memo.inputs.config === inputs.config && memo.inputs.docs === inputs.docs && memo.inputs.sidebars === inputs.sidebars && memo.inputs.failed === inputs.failed) {
    return memo.value;
  }
  const docs = [...docNodes].sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : a.absolutePath > b.absolutePath ? 1 : 0));
  const sidebars = [...sidebarNodes].sort((a, b) => a.order - b.order);
  // Failed docs are in the key: a doc's node goes before its file is recorded as failed, and
  // a result computed in between (its sidebar entry "unknown") must not outlive that moment.
  const key = [...[configNode, ...docs, ...sidebars].map((n) => n.internal.contentDigest), ...failed.flat()].join(',');
  if (memo?.key === key) {
    memo.inputs = inputs;
    return memo.value;
  }
  const content: VersionContent[] = config.docs.versions.map((v, i) => {
    const own = sidebars.filter((s) => s.version === v.name);
    return {
      docs: docs.filter((d) => d.version === v.name).map(docMetaOf),
      failedIds: failed[i],
      sidebars: own.length ? Object.fromEntries(own.map((s) => [s.sidebarId, s.input])) : null,
      loaded: true,
    };
  });
  const { model, errors } = assembleSite(config, content, configNode.file);
  memo = { key, inputs, value: { model, errors, configNode } };
  return memo.value;
}
