import type { GatsbyNode } from 'gatsby';
import { getSiteModel } from './site-model';

/**
 * The validated site model becomes GraphQL nodes, so components and GraphiQL read the
 * same data: SiteConfig (navbar already resolved) and one Sidebar node per sidebar.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest }) => {
  const { resolved, versions } = getSiteModel();
  actions.createNode({
    id: createNodeId('site-config'),
    data: resolved,
    internal: { type: 'SiteConfig', contentDigest: createContentDigest(resolved) },
  });
  for (const { version, sidebars } of versions) {
    for (const sidebar of sidebars) {
      actions.createNode({
        id: createNodeId(`sidebar-${version.name}-${sidebar.id}`),
        sidebarId: sidebar.id,
        version: version.name,
        data: sidebar,
        internal: { type: 'Sidebar', contentDigest: createContentDigest(sidebar) },
      });
    }
  }
};
