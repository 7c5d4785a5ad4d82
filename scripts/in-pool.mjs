/**
 * Runs `visit(item, worker)` for every item, `concurrency` at a time (worker is 0..concurrency-1),
 * starting them in the items' order, and resolves to the results in that order. The browser
 * runner starts its test files with it (scripts/test-e2e.mjs); the sweeps load their routes with
 * it (e2e/harness.mjs): a page load spends much of its time idle (waiting for network idle, for
 * hydration), so a few in flight keep both cores busy.
 */
export async function inPool(items, concurrency, visit) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async (w) => {
    while (next < items.length) {
      const i = next++;
      results[i] = await visit(items[i], w);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, (_, w) => worker(w)));
  return results;
}
