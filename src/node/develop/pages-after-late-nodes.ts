import type { Node, NodePluginArgs } from 'gatsby';
import { processState } from '../process-state';

/**
 * Ensures `gatsby develop` creates pages again for a change that reaches it while it creates them.
 * Gatsby runs createPages again for a node change that reaches it while it waits or runs queries;
 * one applied while it creates pages (its state machine's `recreatingPages`) is marked for no
 * further run, and the nodes onCreateNode makes from it come later still. An editor's save
 * truncates then writes: createPages read the empty doc and removed its page, the rest of the save
 * landed during that run, and the page stayed gone until the next save (e2e/develop.test.mjs saves
 * that way on purpose).
 *
 * So develop counts the content nodes made and existing. When either moved between the start of
 * createPages and onPreExtractQueries (which Gatsby runs next, once out of `recreatingPages`), or a
 * content node is made after that, a node is touched with the actions createPages had. Gatsby
 * defers those in develop, so the touch is a node change: createPages runs again (while queries
 * run, the nodes are marked dirty; while it waits, a run starts). A touch changes no node and no
 * query result, and one that lands before the next createPages costs nothing.
 */
const CONTENT = ['File', 'Mdx'];
/** The content node types: these, and those of src/node/content-types.ts, which each call passes. */
const contentTypesOf = (more: readonly string[]) => [...CONTENT, ...more];

/**
 * - `creating`: from the start of createPages until onPreExtractQueries;
 * - `created`: after it, with nothing made since;
 * - `asked`: a run of createPages was asked for (or is coming) and has not started.
 */
const state = processState.pagesAfterLateNodes;

const existing = (getNodesByType: NodePluginArgs['getNodesByType'], more: readonly string[]) =>
  contentTypesOf(more).reduce((sum, type) => sum + getNodesByType(type).length, 0);

function askForCreatePages(node: Node | undefined): boolean {
  if (!node || !state.touchNode) return false;
  state.phase = 'asked';
  state.touchNode(node);
  return true;
}

/** onCreateNode saw a node made (or made again). */
export function contentNodeMade(node: Node, more: readonly string[] = []): void {
  if (!contentTypesOf(more).includes(node.internal.type)) return;
  state.made += 1;
  if (state.phase === 'created') askForCreatePages(node);
}

/** createPages begins reading the nodes (develop only); `actions` are the ones Gatsby gave it. */
export function pagesCreating(args: Pick<NodePluginArgs, 'actions' | 'getNodesByType' | 'getNode'>, more: readonly string[] = []): void {
  state.phase = 'creating';
  state.atStart = { made: state.made, existing: existing(args.getNodesByType, more) };
  state.touchNode = args.actions.touchNode;
  state.getNode = args.getNode;
}

/**
 * onPreExtractQueries, after createPages: when content nodes were made or removed while it ran,
 * asks Gatsby for another run and returns true.
 */
export function createPagesAgainIfBehind({ getNodesByType }: Pick<NodePluginArgs, 'getNodesByType'>, more: readonly string[] = []): boolean {
  if (state.phase !== 'creating') return false;
  state.phase = 'created';
  if (state.made === state.atStart.made && existing(getNodesByType, more) === state.atStart.existing) return false;
  // Gatsby's own Site node is there from the start of develop and is never deleted.
  return askForCreatePages(state.getNode?.('Site'));
}
