/** @jest-environment node */
import { flushDroppedWrites, gatsbyFlush, GATSBY_PAGE_DATA, unwrittenPages, type FlushState } from '../dropped-flushes';
import { expectSource } from './canary';

const MODULE = 'dropped-flushes.ts';

describe('dropped-flushes.ts canary', () => {
  it("reaches Gatsby's store, with the state this module reads, and its flush", () => {
    // gatsbyFlush() itself fails naming src/gatsby-internals/dropped-flushes.ts.
    const gatsby = gatsbyFlush();
    expect(unwrittenPages(gatsby.getState())).toEqual([]);
  });

  it('Gatsby still drops a flush asked for during another, and writes no page-data for a query not run', () => {
    expectSource(MODULE, GATSBY_PAGE_DATA, [/if \(isFlushing\) \{\s*\/\/[^\n]*\n\s*return;/, 'function enqueueFlush(', /isWebpackStatusPending\)\(\)\) \{\s*isFlushPending = true;/, 'FLAG_DIRTY_NEW_PAGE']);
    // The develop machine flushes through the exported function after each query run.
    expectSource(MODULE, 'gatsby/dist/state-machines/query-running/actions', ['(0, _pageData.enqueueFlush)(']);
    // A browser's page-data request waits on the pending write of a query that is no longer dirty.
    expectSource(MODULE, 'gatsby/dist/utils/get-page-data', ['pendingPageDataWrites.pagePaths.has(pagePath)', 'query.dirty !== 0']);
  });
});

/** Gatsby's store as far as this module reads it, and its flush, which writes (or, while "busy", drops). */
function fakeGatsby() {
  const state: FlushState = { pendingPageDataWrites: { pagePaths: new Set() }, queries: { trackedQueries: new Map() } };
  let busy = false;
  let deferred = false;
  let flushes = 0;
  let look: () => void = () => {};
  const messages: string[] = [];
  flushDroppedWrites({
    getState: () => state,
    enqueueFlush: () => {
      flushes += 1;
      if (busy) return;
      for (const pagePath of state.pendingPageDataWrites.pagePaths) if (state.queries.trackedQueries.get(pagePath)?.dirty === 0) state.pendingPageDataWrites.pagePaths.delete(pagePath);
    },
    isFlushEnqueued: () => deferred,
    verbose: (message) => messages.push(message),
    setTimer: (run) => (look = run),
  });
  return {
    state,
    messages,
    page: (pagePath: string, query: { dirty: number; running: number }, pending = true) => {
      state.queries.trackedQueries.set(pagePath, query);
      if (pending) state.pendingPageDataWrites.pagePaths.add(pagePath);
    },
    busy: (on: boolean) => (busy = on),
    deferred: (on: boolean) => (deferred = on),
    look: () => look(),
    get flushes() {
      return flushes;
    },
  };
}

describe('flushDroppedWrites', () => {
  it('asks for a flush again when a page whose query ran is still unwritten at the next look', () => {
    const gatsby = fakeGatsby();
    gatsby.page('/docs/new', { dirty: 0, running: 0 });
    // The first look may fall between the query run and its flush: nothing yet.
    gatsby.look();
    expect(gatsby.flushes).toBe(0);
    gatsby.look();
    expect(gatsby.flushes).toBe(1);
    expect(gatsby.state.pendingPageDataWrites.pagePaths.size).toBe(0);
    expect(gatsby.messages).toEqual(['Asking Gatsby again to write the page-data of /docs/new: its query has run, but its write was dropped.']);
    gatsby.look();
    expect(gatsby.flushes).toBe(1);
  });

  it('asks again at each look while flushes are still dropped', () => {
    const gatsby = fakeGatsby();
    gatsby.page('/docs/new', { dirty: 0, running: 0 });
    gatsby.busy(true);
    gatsby.look();
    gatsby.look();
    gatsby.look();
    expect(gatsby.flushes).toBe(2);
    gatsby.busy(false);
    gatsby.look();
    expect(gatsby.flushes).toBe(3);
    expect(gatsby.state.pendingPageDataWrites.pagePaths.size).toBe(0);
  });

  it('leaves alone writes that a flush waiting for webpack will make (start-up)', () => {
    const gatsby = fakeGatsby();
    gatsby.page('/', { dirty: 0, running: 0 });
    gatsby.deferred(true);
    gatsby.look();
    gatsby.look();
    expect(gatsby.flushes).toBe(0);
    gatsby.deferred(false);
    gatsby.look();
    expect(gatsby.flushes).toBe(0);
    gatsby.look();
    expect(gatsby.flushes).toBe(1);
  });

  it('leaves alone a write waiting for its query (not run, or running), and a write flushed between two looks', () => {
    const gatsby = fakeGatsby();
    gatsby.page('/docs/not-visited', { dirty: 1, running: 0 });
    gatsby.page('/docs/running', { dirty: 0, running: 1 });
    gatsby.page('/docs/flushed', { dirty: 0, running: 0 });
    gatsby.look();
    gatsby.state.pendingPageDataWrites.pagePaths.delete('/docs/flushed');
    gatsby.look();
    gatsby.look();
    expect(gatsby.flushes).toBe(0);
  });
});
