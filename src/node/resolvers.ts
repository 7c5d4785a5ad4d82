import type { GatsbyNode } from 'gatsby';
import { contentTypes } from './content-types';

/**
 * Fields that depend on other nodes, computed when queried from the nodes each one needs
 * (a sidebar resolved against its version's docs, a post's neighbours, a tag's posts): each
 * content type gives its own.
 */
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  for (const type of contentTypes) if (type.resolvers) args.createResolvers(type.resolvers(args));
};
