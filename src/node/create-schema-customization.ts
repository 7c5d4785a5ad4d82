import type { GatsbyNode } from 'gatsby';
import { docTypeDefs } from '../content-model/doc';
import { siteConfigTypeDefs } from '../content-model/site';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes([siteConfigTypeDefs, docTypeDefs]);
};
