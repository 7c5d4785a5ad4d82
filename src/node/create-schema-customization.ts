import type { GatsbyNode } from 'gatsby';
import { contentTypes } from './content-types';

/** The content types' nodes, declared by the SDL beside each schema in src/content-model. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypes.flatMap((type) => type.typeDefs ?? []));
};
