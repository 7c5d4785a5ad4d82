/**
 * Table of contents of the build. Each Node API lives in its own module in src/node/.
 */
export { onPreInit } from './src/node/on-pre-init';
export { onPreBootstrap } from './src/node/on-pre-bootstrap';
export { createSchemaCustomization } from './src/node/create-schema-customization';
export { onCreateNode } from './src/node/on-create-node';
export { createResolvers } from './src/node/resolvers';
export { createPages } from './src/node/create-pages';
export { onPreExtractQueries } from './src/node/on-pre-extract-queries';
export { onPostBootstrap } from './src/node/on-post-bootstrap';
export { onPostBuild } from './src/node/on-post-build';
export { onCreateDevServer } from './src/node/dev-server';
export { onCreateWebpackConfig } from './src/node/webpack';
