import type { Actions, Node } from 'gatsby';

/**
 * `gatsby develop` could keep a doc's page gone after a save (issue #27's loop, seen in the bench).
 *
 * Gatsby runs createPages again when a node change reaches it while it waits or while queries
 * run. A change that reaches it while it creates pages (its state machine's `recreatingPages`)
 * is applied at once without another run, and so are the nodes onCreateNode makes from it,
 * later. A doc read half-written has no front matter, so that run of createPages found no doc
 * and removed its page; the rest of the save, read meanwhile, made the doc again, and the page
 * stayed gone until the next save. Seen as one body edit in 40 of the bench that never showed:
 * develop printed the doc's problem, then "Content problems fixed", and no run after it.
 *
 * So develop watches which content nodes are made when:
 * - while createPages runs (from its start to onPreExtractQueries, which Gatsby runs next):
 *   any made means createPages may have read older nodes;
 * - after it, a node made from a file (a Doc, a Sidebar, ...) with no File node made before it
 *   since: its File's change reached Gatsby while it created pages, and no run is coming.
 * Either way a node is touched with the actions createPages had. Gatsby defers those in develop
 * and takes the touch as a change that arrived after createPages, so it runs createPages again.
 * A touch changes no node and no query result. A File node made after createPages is a change
 * Gatsby saw itself: what is made from it needs no touch.
 */
const CONTENT = new Set(['File', 'Mdx', 'Doc', 'Sidebar', 'SiteConfig', 'BlogPost', 'Author', 'Tag']);

type Phase = 'creating' | 'created' | 'run coming';
let phase: Phase | null = null;
let made = 0;
let atCreatePages = 0;
let touchNode: Actions['touchNode'] | null = null;

function runAgain(node: Node): void {
  phase = 'run coming';
  touchNode?.(node);
}

/** onCreateNode saw a node made (or made again). */
export function contentNodeMade(node: Node): void {
  if (!CONTENT.has(node.internal.type)) return;
  made += 1;
  if (phase !== 'created') return;
  if (node.internal.type === 'File') phase = 'run coming';
  else runAgain(node);
}

/** createPages begins reading the nodes (develop only). */
export function pagesCreating(actions: Actions): void {
  phase = 'creating';
  atCreatePages = made;
  touchNode = actions.touchNode;
}

/**
 * After createPages, before queries: when a content node was made while it ran, asks Gatsby for
 * another run of it (touching `anyNode`) and returns true.
 */
export function createPagesAgainIfBehind(anyNode: Node | undefined): boolean {
  if (phase !== 'creating') return false;
  if (made === atCreatePages || !anyNode) {
    phase = 'created';
    return false;
  }
  runAgain(anyNode);
  return true;
}
