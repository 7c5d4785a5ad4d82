import type { GatsbyNode } from 'gatsby';
import { ValidationError } from '../lib/validation-error';
import { getSiteModel } from './site-model';

/**
 * Loads and validates all content metadata (site config, docs frontmatter, sidebars)
 * before Gatsby starts, and turns a validation failure into one readable build error
 * instead of a stack trace.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    getSiteModel();
  } catch (error) {
    if (error instanceof ValidationError) reporter.panic(error.message);
    throw error;
  }
};
