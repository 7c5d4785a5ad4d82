import type { GatsbyNode } from 'gatsby';
import { workOnEveryCore } from './build-workers';
import { explainUnreadableFrontmatterOnFailure } from './content/frontmatter-on-exit';
import { docFileCount } from './docs/load-docs';
import { loadSiteConfig } from './site-config';

/**
 * `gatsby build`: how many workers to run, from the number of doc files (their names only:
 * content is read once, when Gatsby sources it; each file's problems are reported from
 * onCreateNode and the problems between files from createPages).
 * `gatsby develop`: Query on Demand off (src/gatsby-internals/query-on-demand.ts says why).
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  if (process.env.NODE_ENV === 'development') {
    withoutQueryOnDemand();
    return;
  }
  const config = loadSiteConfig();
  explainUnreadableFrontmatterOnFailure(config);
  const docs = config.docs.versions.reduce((n, v) => n + docFileCount(v.docs), 0);
  // Before Gatsby starts its worker pool (after onPreInit); the bench reads this line.
  reporter.info(`Build workers: ${workOnEveryCore(docs)}`);
};

/**
 * `gatsby develop` lost a new doc saved just before the browser's first visit (issue #27).
 * Gatsby holds a new node for up to 500 ms in a batch owned by a child of its develop state
 * machine; with Query on Demand, the visit asks for a page whose query has not run yet, and
 * the machine leaves its waiting state to run it, stopping that child with the batch in it.
 * The File node was never made (2 of 2 runs of e2e/develop.test.mjs's first test), and a
 * sidebar naming the doc then stayed invalid. Gatsby sets this variable just before onPreInit
 * and reads it only afterwards; without it, as in CI, develop runs every dirty query after a
 * change, so no page request sends the machine on while a batch waits.
 */
function withoutQueryOnDemand(): void {
  delete process.env.GATSBY_QUERY_ON_DEMAND;
}
