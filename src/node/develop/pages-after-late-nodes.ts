import type { Node, NodePluginArgs } from 'gatsby';
import { processState } from '../process-state';

/**
 * Ensures `gatsby develop` creates pages again for a change that reaches it while it creates them.
 *
 * Gatsby runs createPages again for a node change that reaches it while it waits or while it
 * runs queries. A change that reaches it while it creates pages (its develop state machine's
 * `recreatingPages`) is applied at once, but nothing marks it as needing another run, and the
 * nodes onCreateNode makes from it come later still. An editor saves by truncating a file and
 * then writing it: the empty file was read first, so createPages found no doc and removed its
 * page; the rest of the save reached Gatsby while that createPages ran, made the doc again, and
 * the page stayed gone until the next save. e2e/develop.test.mjs saves that way on purpose: it
 * writes the rest as soon as develop reports the truncated doc's problem.
 *
 * So develop counts the content nodes onCreateNode makes and the content nodes that exist.
 * When either moved between the start of createPages and onPreExtractQueries (which Gatsby runs
 * next, once it has left `recreatingPages`), or a content node is made after that, a node is
 * touched with the actions createPages had. Gatsby defers those in develop, so the touch is a
 * node change: while queries run it marks the nodes dirty and createPages runs again; while it
 * waits, it starts a new run. A touch changes no node and no query result. A touch that lands
 * before the next createPages (the usual case: a save's nodes are made while the schema is
 * built) costs nothing, because that createPages reads them anyway.
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
