import type { Actions, Node } from 'gatsby';
import { processState } from '../process-state';

/**
 * Ensures `gatsby develop` runs a page's query again when a node it names is made again. Gatsby
 * clears a query's dirty flag when the query finishes (PAGE_QUERY_RUN sets it to 0), so a node
 * change that lands while the query runs is forgotten. A file change deletes the file's child nodes
 * at once and onCreateNode makes them again a moment later: a query run in between read no node and
 * was not run again (a content/sidebars.yaml edit left the doc sidebar gone; e2e/develop.test.mjs).
 *
 * Gatsby queries a page or slice again when its context changed, so in develop a context naming a
 * node by `id` also carries that node's revision (how many times it was made): making it again
 * re-runs only the query that reads it. `gatsby build` creates its pages once, after sourcing, so
 * warm builds keep their cached queries.
 */
const state = processState.revisions;
const revisions = state.byNode;
/**
 * A sidebar's labels and routes come from its version's Doc nodes, so a context naming a Sidebar
 * also carries how many Docs were made (else a doc title saved while the sidebar's query ran stayed old).
 */
const sidebars = state.sidebars;

/** onCreateNode saw a node made (or made again). Page contexts name Mdx nodes, and those of `contentTypes` (src/node/content-types.ts), by id. */
export function nodeMade(node: Node, contentTypes: readonly string[] = []): void {
  const type = node.internal.type;
  if (type === 'Mdx' || contentTypes.includes(type)) revisions.set(node.id, (revisions.get(node.id) ?? 0) + 1);
  if (type === 'Sidebar') sidebars.add(node.id);
  if (type === 'Doc') state.docsMade += 1;
}

const withNodeRevision = <T,>(context: T): T => {
  const id = (context as { id?: unknown } | undefined)?.id;
  const revision = typeof id === 'string' ? revisions.get(id) : undefined;
  if (revision === undefined) return context;
  return sidebars.has(id as string) ? { ...context, revision, docs: state.docsMade } : { ...context, revision };
};

/** The actions, with the revision of the node a page or slice names in its context. */
export function withRevisions(actions: Actions): Actions {
  return {
    ...actions,
    createPage: (page, ...rest) => actions.createPage({ ...page, context: withNodeRevision(page.context) }, ...rest),
    createSlice: (slice, ...rest) => actions.createSlice({ ...slice, context: withNodeRevision(slice.context) }, ...rest),
  };
}
