import type { GatsbyNode } from 'gatsby';
import { contentTypeNodeTypes } from '../content-types';
import { createPagesAgainIfBehind, contentNodeMade, pagesCreating } from './pages-after-late-nodes';
import { nodeMade, withRevisions } from './page-revisions';

/*
 * What `gatsby develop` needs beyond Gatsby's public APIs, in one place, each module named by
 * what it ensures and opening with what Gatsby (or webpack, or chokidar) does that needs it.
 * Where one leans on behaviour no public API promises, a test fails when that behaviour changes:
 *
 * - page-revisions.ts: a page's query runs again when a node it names is made again
 *   (Gatsby forgets a dirty flag set while the query runs; e2e/develop.test.mjs, sidebar edits).
 * - pages-after-late-nodes.ts: createPages runs again for a change applied while it ran
 *   (Gatsby's develop state machine; __tests__/pages-after-late-nodes.test.ts, e2e truncating saves).
 * - whole-saves.ts: a file the watcher saw half-written is read again (chokidar and
 *   gatsby-source-filesystem read on the first event; __tests__/whole-saves.test.ts).
 * - removed-files.ts: the bundle keeps rebuilding after a page component is deleted (webpack's
 *   watcher and Gatsby's suspended compiler; e2e/develop.test.mjs deletes a post).
 * - shell.ts: the page shell compiles no page (Gatsby's develop-html stage; __tests__/shell.test.ts).
 * - diagrams-on-request.ts: a diagram is drawn when a page first asks for it (develop has no post-build).
 * - frontmatter-on-exit.ts: a failed start names the files whose frontmatter is not YAML.
 *
 * Each is switched on here, for develop only; the Gatsby API modules call these.
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
export { reportRemovedFiles } from './removed-files';
export { diagramsOnRequest } from './diagrams-on-request';
export { explainUnreadableFrontmatterOnFailure } from './frontmatter-on-exit';
