import type { GatsbyNode } from 'gatsby';
import { ValidationError } from '../lib/validation-error';
import { checkMdxSyntax } from './mdx-syntax';
import { getSiteModel } from './site-model';

/**
 * Loads and validates all content metadata (site config, docs frontmatter, sidebars, blog)
 * and the MDX syntax of every doc and post before Gatsby starts, and turns a validation
 * failure into one readable build error instead of a stack trace.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    const { versions, blog } = getSiteModel();
    checkMdxSyntax([...versions.flatMap((v) => v.docs.map((d) => d.absolutePath)), ...blog.posts.map((p) => p.absolutePath)]);
  } catch (error) {
    if (error instanceof ValidationError) reporter.panic(error.message);
    throw error;
  }
};
