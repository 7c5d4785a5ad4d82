import type { GatsbyNode } from 'gatsby';
import { contentTypeNodeTypes } from '../content-types';
import { createPagesAgainIfBehind, contentNodeMade, pagesCreating } from './pages-after-late-nodes';
import { nodeMade, withRevisions } from './page-revisions';

/*
 * What `gatsby develop` needs beyond Gatsby's public APIs, switched on here for develop only (the
 * Gatsby API modules call these). Each module is named by what it ensures and opens with what
 * Gatsby, webpack or chokidar does that needs it; where it leans on behaviour no public API
 * promises, a test fails when that behaviour changes (its unit test, or e2e/develop.test.mjs).
 */

const develop = () => process.env.NODE_ENV === 'development';

/** onCreateNode: a content node was made (or made again). */
export function developNodeMade(node: Parameters<typeof nodeMade>[0]): void {
  nodeMade(node, contentTypeNodeTypes);
  contentNodeMade(node, contentTypeNodeTypes);
}

/** createPages, at its start: the actions it should use (with develop's page revisions). */
export function developCreatePagesActions<A extends Parameters<typeof withRevisions>[0]>(args: { actions: A } & Parameters<typeof pagesCreating>[0]): A {
  if (!develop()) return args.actions;
  pagesCreating(args, contentTypeNodeTypes);
  return withRevisions(args.actions) as A;
}

/** onPreExtractQueries: creates pages again when content changed while they were created. */
export const developPreExtractQueries: GatsbyNode['onPreExtractQueries'] = (args) => {
  if (develop() && createPagesAgainIfBehind(args, contentTypeNodeTypes)) args.reporter.verbose('Content changed while pages were created: creating them again');
};

export { checkReadWhole } from './whole-saves';
export { developShell } from './shell';
export { keepSliceComponentsInDevelop } from '../../gatsby-internals/slice-updates';
export { reportRemovedFiles } from './removed-files';
export { diagramsOnRequest } from './diagrams-on-request';
export { serveWholeDataFiles } from './whole-data-files';
export { explainUnreadableFrontmatterOnFailure } from './frontmatter-on-exit';
