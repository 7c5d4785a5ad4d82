import { developPreExtractQueries } from './develop';

/**
 * After createPages, before queries run: in `gatsby develop`, createPages runs again when
 * content nodes were made or removed while it ran (src/node/develop/pages-after-late-nodes.ts).
 */
export const onPreExtractQueries = developPreExtractQueries;
