/**
 * Gatsby internal: the `runQuery` of Gatsby's node store (gatsby/dist/datastore), in
 * `gatsby develop`.
 *
 * What goes wrong without it: Gatsby answers a list query (`allBlogPost`, `allDoc`, …) from an
 * index of the type's nodes that it builds on the first such query and keeps until it next
 * builds the schema. In develop, a node change that arrives while queries run is applied at
 * once, and saving a file removes its child nodes before onCreateNode makes them again. A query
 * answered from the index in between gets `undefined` for the removed node, and Gatsby's node
 * model then throws (`Cannot read properties of undefined (reading 'id')`, in
 * `trackInlineObjectsInRootNode`). When that query is the blog sidebar's static query, every
 * open blog page shows "This page crashed" until some later save runs it again. The busier
 * develop is (a batch of new docs), the wider that gap.
 *
 * What this does: it drops those `undefined` entries from every list query's answer. The query
 * is already marked to run again (the node's removal and its making again both mark it), so
 * the answer without the node lasts until that run. `totalCount` is left as Gatsby counts it.
 *
 * Why no public API serves: the index belongs to Gatsby's node model, which plugins cannot
 * reach, and a resolver of ours would get the same answer from it. `gatsby build` changes no
 * node while queries run, so only develop needs this. Canary: __tests__/queries-skip-removed-nodes.test.ts.
 */
export const GATSBY_DATASTORE = 'gatsby/dist/datastore';

type Entries = { filter: (keep: (node: unknown) => boolean) => Entries };
type QueryAnswer = { entries: Entries; totalCount: () => Promise<number> };
export type DataStore = { runQuery: (args: unknown) => Promise<QueryAnswer> };

/** Gatsby's node store; throws, naming this file, if Gatsby moved or reshaped it. */
export function gatsbyDataStore(): DataStore {
  try {
    // The copy Gatsby itself runs: resolved from the project, not from this file.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(require.resolve(GATSBY_DATASTORE, { paths: [process.cwd()] })) as { getDataStore?: () => Partial<DataStore> };
    const store = mod.getDataStore?.();
    if (typeof store?.runQuery !== 'function') throw new Error('getDataStore().runQuery is missing');
    return store as DataStore;
  } catch (error) {
    throw new Error(`develop cannot guard its queries against removed nodes: Gatsby's node store changed (${(error as Error).message}). Update src/gatsby-internals/queries-skip-removed-nodes.ts.`);
  }
}

const guarded = new WeakSet<DataStore>();

/** Called from onPreInit in `gatsby develop`, before any query runs. */
export function skipRemovedNodesInQueries(store: DataStore): void {
  if (guarded.has(store)) return;
  guarded.add(store);
  const runQuery = store.runQuery;
  store.runQuery = async (args) => {
    const answer = await runQuery.call(store, args);
    return { ...answer, entries: answer.entries.filter((node) => node !== undefined && node !== null) };
  };
}
