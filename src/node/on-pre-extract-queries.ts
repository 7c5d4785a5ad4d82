import type { GatsbyNode } from 'gatsby';
import { createPagesAgainIfBehind } from './content/pages-behind-nodes';
import { contentTypeNodeTypes } from './content-types';

/**
 * After createPages, before queries run: in `gatsby develop`, createPages runs again when
 * content nodes were made or removed while it ran (src/node/content/pages-behind-nodes.ts).
 */
export const onPreExtractQueries: GatsbyNode['onPreExtractQueries'] = (args) => {
  if (process.env.NODE_ENV !== 'development') return;
  if (createPagesAgainIfBehind(args, contentTypeNodeTypes)) args.reporter.verbose('Content changed while pages were created: creating them again');
};
