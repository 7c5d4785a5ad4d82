import type { GatsbyNode } from 'gatsby';
import { flushDroppedWrites, gatsbyFlush } from '../gatsby-internals/dropped-flushes';
import { gatsbyEmitter, resendLostMutations } from '../gatsby-internals/lost-mutations';
import { extractQueriesFromComponentsOnly } from '../gatsby-internals/query-files';
import { gatsbyDataStore, skipRemovedNodesInQueries } from '../gatsby-internals/queries-skip-removed-nodes';
import { buildWorkers } from './build-workers';
import { explainUnreadableFrontmatterOnFailure } from './develop';
import { docFileCount } from './docs/load-docs';
import { loadSiteConfig } from './site/config';

/**
 * `gatsby build`: how many workers to run, from the number of doc files (names only: content is
 * read once, when Gatsby sources it). `gatsby develop`: node changes and page-data writes that
 * Gatsby drops are sent again, and list queries leave out a node removed while they run
 * (src/gatsby-internals/lost-mutations.ts, dropped-flushes.ts, queries-skip-removed-nodes.ts say
 * why). Both: queries are extracted from components only (src/gatsby-internals/query-files.ts).
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter, getNode }) => {
  extractQueriesFromComponentsOnly();
  if (process.env.NODE_ENV === 'development') {
    resendLostMutations({ emitter: gatsbyEmitter(), getNode, warn: (message) => reporter.warn(message), verbose: (message) => reporter.verbose(message) });
    flushDroppedWrites({ ...gatsbyFlush(), verbose: (message) => reporter.verbose(message) });
    skipRemovedNodesInQueries(gatsbyDataStore());
    return;
  }
  const config = loadSiteConfig();
  explainUnreadableFrontmatterOnFailure(config);
  const docs = config.docs.versions.reduce((n, v) => n + docFileCount(v.docs), 0);
  // Before Gatsby starts its worker pool (after onPreInit); the bench reads this line.
  reporter.info(`Build workers: ${buildWorkers(docs)}`);
};
