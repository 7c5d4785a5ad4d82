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
  if (process.env.gatsby_executing_command === 'develop') return;
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
