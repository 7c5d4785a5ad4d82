import type { GatsbyNode } from 'gatsby';
import { blogTypeDefs } from '../content-model/blog';
import { docTypeDefs } from '../content-model/doc';
import { sidebarTypeDefs } from '../content-model/sidebar';
import { siteConfigTypeDefs } from '../content-model/site';
import { contentTypes } from './content-types';

/** The content types, declared by the SDL beside each schema in src/content-model. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes([siteConfigTypeDefs, sidebarTypeDefs, docTypeDefs, blogTypeDefs, ...contentTypes.flatMap((type) => type.typeDefs ?? [])]);
};
