/**
 * Gatsby internal: the `ENQUEUE_NODE_MUTATION` events of Gatsby's emitter (gatsby/dist/redux),
 * in `gatsby develop`.
 *
 * What goes wrong without it: develop does not apply a node change made after its start (a saved
 * file's File node, from gatsby-source-filesystem's watcher) at once. The change is sent as this
 * event to Gatsby's develop state machine, whose waiting state holds it in a batch for up to
 * 500 ms. With Query on Demand (develop's default: a page's query runs when a browser first asks
 * for it), a browser asking for such a page in those 500 ms sends the machine off to run the
 * query, and the waiting state is left with the batch in it: the change is never applied. A new
 * doc saved just before the browser's first visit stayed a 404 until develop restarted.
 *
 * What this does: it watches those events for the changes file watching makes, a node made
 * (createNode) or removed (deleteNode). A few seconds later it looks in Gatsby's node store: a
 * change not applied by then (the node's content digest is not the one sent, or the removed node
 * is still there) is sent again, unless a newer change of the same node came after it. After the
 * last try the terminal names the change, so nothing is lost silently. What is sent again is a
 * copy of the node as the plugin made it: Gatsby marks a node it takes (`internal.owner`) and
 * refuses a marked one. A change that was only late, not lost, is then applied twice, which is
 * harmless: Gatsby takes an unchanged node as a touch, and deleting a deleted node as nothing.
 *
 * Why no public API serves: plugins can neither see a deferred node change nor send one again,
 * and Query on Demand has no option. Turning it off (deleting GATSBY_QUERY_ON_DEMAND in onPreInit,
 * what the site did before) also avoids the loss, but then develop runs every page's query before
 * it serves the first page: about 5 s of a 45 s cold start. Canary: __tests__/lost-mutations.test.ts.
 */
export const GATSBY_REDUX = 'gatsby/dist/redux';
export const ENQUEUE_NODE_MUTATION = 'ENQUEUE_NODE_MUTATION';

/** A deferred node change as Gatsby's api-runner-node emits it: an action's name and arguments. */
export type NodeMutation = { type: string; payload: unknown[] };
export type Emitter = { on: (event: string, handler: (event: NodeMutation) => void) => void; emit: (event: string, payload: NodeMutation) => void };

/** Gatsby's emitter; throws, naming this file, if Gatsby moved or reshaped it. */
export function gatsbyEmitter(): Emitter {
  try {
    // The copy Gatsby itself runs: resolved from the project, not from this file.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(require.resolve(GATSBY_REDUX, { paths: [process.cwd()] })) as { emitter?: Partial<Emitter> };
    if (typeof mod.emitter?.on !== 'function' || typeof mod.emitter.emit !== 'function') throw new Error('emitter.on or emitter.emit is missing');
    return mod.emitter as Emitter;
  } catch (error) {
    throw new Error(`develop cannot watch for lost node changes: Gatsby's internal emitter changed (${(error as Error).message}). Update src/gatsby-internals/lost-mutations.ts.`);
  }
}

type NodeLike = { id?: string; absolutePath?: string; internal?: { type?: string; contentDigest?: string; owner?: string } };
type Options = {
  emitter: Emitter;
  /** Gatsby's getNode (every API's arguments have it). */
  getNode: (id: string) => NodeLike | undefined;
  /** Where a change given up on is named. */
  warn: (message: string) => void;
  /** Where each change sent again is named (develop's --verbose output). */
  verbose?: (message: string) => void;
  /** Wait before the first check; each later wait is twice the one before. */
  firstWaitMs?: number;
  tries?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
};

/** The node a change is about (createNode and deleteNode take the node first). */
function nodeOf(mutation: NodeMutation): NodeLike | undefined {
  const first = mutation.payload?.[0];
  return first && typeof first === 'object' ? (first as NodeLike) : undefined;
}

function describe(mutation: NodeMutation): string {
  const node = nodeOf(mutation);
  return `${mutation.type} of ${node?.absolutePath ?? `${node?.internal?.type ?? 'a'} node ${node?.id ?? ''}`.trim()}`;
}

/** Called from onPreInit in `gatsby develop`, before sourcing (whose changes are deferred too). */
export function resendLostMutations({ emitter, getNode, warn, verbose = () => {}, firstWaitMs = 1500, tries = 6, setTimer = (run, ms) => setTimeout(run, ms).unref() }: Options): void {
  const sentAgain = new WeakSet<NodeMutation>();
  const latest = new Map<string, NodeMutation>();
  emitter.on(ENQUEUE_NODE_MUTATION, (mutation) => {
    const node = nodeOf(mutation);
    const id = node?.id;
    if (!id || !['createNode', 'deleteNode'].includes(mutation.type) || sentAgain.has(mutation)) return;
    // The node as the plugin made it (Gatsby may have taken this object already, in a state that
    // applies changes at once).
    let made: NodeLike;
    try {
      made = structuredClone(node);
    } catch {
      return; // not plain data: not a node file watching made
    }
    delete made.internal?.owner;
    latest.set(id, mutation);
    const applied = () => (mutation.type === 'createNode' ? getNode(id)?.internal?.contentDigest === made.internal?.contentDigest : !getNode(id));
    const check = (attempt: number, waitMs: number) => {
      // A newer change of the same node is on its way (or applied): this one would undo it.
      if (latest.get(id) !== mutation) return;
      if (applied()) return latest.delete(id);
      if (attempt > tries) {
        latest.delete(id);
        warn(`gatsby develop did not apply the ${describe(mutation)} after ${tries} tries. Save the file again, or restart develop.`);
        return;
      }
      verbose(`Sending the ${describe(mutation)} to Gatsby again (try ${attempt} of ${tries}): it was not applied.`);
      const again = { type: mutation.type, payload: [structuredClone(made), ...mutation.payload.slice(1)] };
      sentAgain.add(again);
      emitter.emit(ENQUEUE_NODE_MUTATION, again);
      setTimer(() => check(attempt + 1, waitMs * 2), waitMs * 2);
    };
    setTimer(() => check(1, firstWaitMs), firstWaitMs);
  });
}
