import path from 'path';
import { API_REFERENCE_PATH } from '../../lib/routes';
import type { ContentType, NodesByType } from '../content-type';
import type { SiteConfigNode } from '../content/node-types';
import { createApiPage } from './create-api-page';

/**
 * The API reference: the OpenAPI file the site config names (apiReference.spec) is validated,
 * bundled and rendered at /api (./create-api-page.ts); its Markdown twin, its llms.txt links and
 * its search records are made from the same loaded spec (./load-spec.ts).
 */

const specOf = (getNodesByType: NodesByType) => (getNodesByType('SiteConfig') as SiteConfigNode[])[0]?.parsed.apiReference?.spec;

export const api: ContentType = {
  name: 'API reference',
  nodeTypes: [],

  createPages: async ({ actions, reporter, getNodesByType }) => {
    const specFile = specOf(getNodesByType);
    if (specFile) await createApiPage({ actions, reporter, specFile });
  },

  pageSources: (getNodesByType) => {
    const specFile = specOf(getNodesByType);
    return specFile ? [[API_REFERENCE_PATH, path.relative(process.cwd(), path.resolve(specFile))]] : [];
  },
};
