import type { Actions, Node } from 'gatsby';
import { processState } from '../process-state';

/**
 * Ensures `gatsby develop` runs a page's query again when a node it names is made again. Gatsby clears a query's dirty flag when the
 * query finishes (its PAGE_QUERY_RUN action sets it to 0), so a node change that marks the
 * query dirty while it runs is forgotten. When a file changes, Gatsby deletes the file's child
 * nodes at once (which marks their queries dirty) and onCreateNode makes them again a moment
 * later: a query run in between read no node, and making the node again, landing during that
 * run, did not make it run again: an edit of content/sidebars.yaml saved while develop ran the
 * previous change's queries left the doc sidebar gone until the next edit.
 *
 * Gatsby runs createPages again after nodes change, and queries a page or slice again when
 * its context changed. So in develop, a page or slice whose context names a node by `id` also
 * carries that node's revision: how many times it has been made. Making it again changes only
 * that page's context, which re-runs only the query that reads it. `gatsby build` does not use
 * this (its pages are created once, after sourcing), so warm builds keep their cached queries.
 */
const state = processState.revisions;
const revisions = state.byNode;

/** Mdx nodes, whose ids page contexts name; the content types' node types come with each call. */
const BY_ID = new Set(['Mdx']);

/**
 * A sidebar's labels and routes come from its version's Doc nodes, not from the Sidebar node
 * alone, so a context naming a Sidebar also carries how many times a Doc was made. Without it,
 * a doc saved while develop ran the sidebar's query could leave the sidebar with the doc's old
 * title (a title saved while that query ran: the Doc was made again during it).
 */
const sidebars = state.sidebars;

/** onCreateNode saw a node made (or made again); `contentTypes`: the node types of src/node/content-types.ts. */
export function nodeMade(node: Node, contentTypes: readonly string[] = []): void {
  if (BY_ID.has(node.internal.type) || contentTypes.includes(node.internal.type)) revisions.set(node.id, (revisions.get(node.id) ?? 0) + 1);
  if (node.internal.type === 'Sidebar') sidebars.add(node.id);
  if (node.internal.type === 'Doc') state.docsMade += 1;
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
