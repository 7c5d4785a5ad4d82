/**
 * Gatsby internal: the pending page-data writes of Gatsby's store (gatsby/dist/redux) and the
 * flush that writes them (gatsby/dist/utils/page-data), in `gatsby develop`.
 *
 * What goes wrong without it: once a page's query has run, Gatsby writes its page-data.json in a
 * "flush" of every pending write. A flush asked for while another one is still writing is
 * dropped, not queued (`if (isFlushing) return`). With Query on Demand, the query a browser
 * asked for can finish while the flush of the run before it is still writing (it takes a few
 * hundred milliseconds on a loaded machine): that page's page-data is never written, and as its
 * query is no longer dirty, nothing asks for it again. The browser's request for it fails after
 * 15 s ("Query was not run and no cached result was found"), and a new doc stays Gatsby's
 * development 404 page, or an edited one shows its old text, until some later edit flushes.
 *
 * What this does: once a second it looks in Gatsby's store for a page whose query has run
 * (neither dirty nor running) but whose page-data write is still pending, while no flush waits
 * for webpack's bundle (Gatsby defers flushes until it is built). A write still pending at the
 * next look was dropped (a flush takes well under a second): it asks Gatsby for a flush
 * again, through the same function Gatsby calls after each query run. A flush with nothing to
 * write does nothing, so asking once too often costs nothing.
 *
 * Why no public API serves: plugins can neither see pending page-data writes nor ask for a
 * flush. Canary: __tests__/dropped-flushes.test.ts.
 */
export const GATSBY_REDUX = 'gatsby/dist/redux';
export const GATSBY_PAGE_DATA = 'gatsby/dist/utils/page-data';

/** The parts of Gatsby's store state this module reads. */
export type FlushState = {
  pendingPageDataWrites: { pagePaths: Set<string> };
  queries: { trackedQueries: Map<string, { dirty: number; running: number }> };
};

type Gatsby = { getState: () => FlushState; enqueueFlush: () => void; isFlushEnqueued: () => boolean };

/** The copy of a Gatsby module Gatsby itself runs: resolved from the project, not from this file. */
function gatsbyModule<T>(request: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(require.resolve(request, { paths: [process.cwd()] })) as T;
}

/** Gatsby's store and flush; throws, naming this file, if Gatsby moved or reshaped them. */
export function gatsbyFlush(): Gatsby {
  try {
    const { store } = gatsbyModule<{ store?: { getState?: () => Partial<FlushState> } }>(GATSBY_REDUX);
    const { enqueueFlush, isFlushEnqueued } = gatsbyModule<Partial<Gatsby>>(GATSBY_PAGE_DATA);
    if (typeof store?.getState !== 'function' || typeof enqueueFlush !== 'function' || typeof isFlushEnqueued !== 'function') throw new Error('store.getState, enqueueFlush or isFlushEnqueued is missing');
    const state = store.getState();
    // Not instanceof: Gatsby's Set and Map may come from another realm (jest's sandbox).
    if (typeof state.pendingPageDataWrites?.pagePaths?.has !== 'function' || typeof state.queries?.trackedQueries?.get !== 'function') throw new Error('the store has no pendingPageDataWrites.pagePaths or queries.trackedQueries');
    return { getState: store.getState as () => FlushState, enqueueFlush, isFlushEnqueued };
  } catch (error) {
    throw new Error(`develop cannot watch for dropped page-data writes: Gatsby's internals changed (${(error as Error).message}). Update src/gatsby-internals/dropped-flushes.ts.`);
  }
}

/** Pages whose query has a result but whose page-data.json is not written yet. */
export function unwrittenPages(state: FlushState): string[] {
  return [...state.pendingPageDataWrites.pagePaths].filter((pagePath) => {
    const query = state.queries.trackedQueries.get(pagePath);
    return query !== undefined && query.dirty === 0 && query.running === 0;
  });
}

type Options = Gatsby & {
  /** Where each flush asked for again is named (develop's --verbose output). */
  verbose?: (message: string) => void;
  everyMs?: number;
  setTimer?: (look: () => void, ms: number) => unknown;
};

/** Called from onPreInit in `gatsby develop`. */
export function flushDroppedWrites({ getState, enqueueFlush, isFlushEnqueued, verbose = () => {}, everyMs = 1000, setTimer = (look, ms) => setInterval(look, ms).unref() }: Options): void {
  let seen = new Set<string>();
  setTimer(() => {
    // A flush waiting for webpack's bundle (as at start-up) will write them: nothing was dropped.
    if (isFlushEnqueued()) return void (seen = new Set());
    const unwritten = unwrittenPages(getState());
    const dropped = unwritten.filter((pagePath) => seen.has(pagePath));
    seen = new Set(unwritten);
    if (!dropped.length) return;
    verbose(`Asking Gatsby again to write the page-data of ${dropped.join(', ')}: its query has run, but its write was dropped.`);
    enqueueFlush();
  }, everyMs);
}
