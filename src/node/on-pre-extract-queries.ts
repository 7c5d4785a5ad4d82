import type { GatsbyNode } from 'gatsby';
import { createPagesAgainIfBehind } from './content/pages-behind-nodes';

/**
 * After createPages, before queries run: in `gatsby develop`, createPages runs again when a
 * content node was made while it ran (src/node/content/pages-behind-nodes.ts).
 */
export const onPreExtractQueries: GatsbyNode['onPreExtractQueries'] = ({ getNodesByType, reporter }) => {
  if (process.env.NODE_ENV !== 'development') return;
  if (createPagesAgainIfBehind(getNodesByType('SiteConfig')[0])) reporter.verbose('Content changed while pages were created: creating them again');
};
