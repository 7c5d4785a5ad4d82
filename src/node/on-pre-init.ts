import type { GatsbyNode } from 'gatsby';
import { withoutQueryOnDemand } from '../gatsby-internals/query-on-demand';
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
