import type { GatsbyNode } from 'gatsby';
import { ValidationError } from '../lib/validation-error';
import { workOnEveryCore } from './build-workers';
import { checkMdxSyntax } from './mdx-syntax';
import { checkContentFiles } from './site-model';

/**
 * `gatsby build`: every content file (site config, docs frontmatter, sidebars, navbar, blog)
 * and the MDX syntax of every doc and post is checked before Gatsby starts, and all problems
 * stop the build as one readable message. `gatsby develop` skips this: it starts with what is
 * valid and reports problems as files change (src/node/content/problems.ts).
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  if (process.env.gatsby_executing_command === 'develop') {
    withoutQueryOnDemand();
    return;
  }
  let docs: number;
  try {
    docs = checkContentFiles({ checkMdx: checkMdxSyntax }).versions.reduce((n, v) => n + v.docs.length, 0);
  } catch (error) {
    if (error instanceof ValidationError) reporter.panic(error.message);
    throw error;
  }
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
