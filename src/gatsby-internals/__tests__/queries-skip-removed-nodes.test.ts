/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { GATSBY_DATASTORE, gatsbyDataStore, skipRemovedNodesInQueries } from '../queries-skip-removed-nodes';
import { expectSource } from './canary';

const MODULE = 'queries-skip-removed-nodes.ts';

type GatsbyNode = { id: string; date: string; parent: null; children: string[]; internal: { type: string; contentDigest: string; owner: string; counter: number } };
const post = (id: string, date: string): GatsbyNode => ({ id, date, parent: null, children: [], internal: { type: 'BlogPost', contentDigest: `${id}-${date}`, owner: 'test', counter: 0 } });

/**
 * Gatsby's real store and node store, in a folder of their own: the node store writes its
 * database under the working directory's .cache, so the test works in a temporary one.
 */
describe('queries-skip-removed-nodes.ts, against Gatsby itself', () => {
  const home = process.cwd();
  let work: string;
  let gatsby: {
    dispatch: (action: object) => void;
    getNode: (id: string) => GatsbyNode | undefined;
    ready: () => Promise<void>;
    trackInlineObjectsInRootNode: (node: unknown) => void;
  };

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'queries-skip-removed-nodes-'));
    fs.symlinkSync(path.join(home, 'node_modules'), path.join(work, 'node_modules'));
    process.chdir(work);
    // The copies Gatsby runs, as the module under test resolves them.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const load = (request: string) => require(require.resolve(request, { paths: [work] }));
    const { store } = load('gatsby/dist/redux');
    const { getDataStore } = load(GATSBY_DATASTORE);
    const { LocalNodeModel } = load('gatsby/dist/schema/node-model');
    const data = getDataStore();
    gatsby = {
      dispatch: (action) => store.dispatch(action),
      getNode: (id) => data.getNode(id),
      ready: () => data.ready(),
      // What Gatsby's node model does with each entry of a list query's answer.
      trackInlineObjectsInRootNode: (node) => LocalNodeModel.prototype.trackInlineObjectsInRootNode.call({ _trackedRootNodes: new WeakSet(), _rootNodeMap: new WeakMap() }, node),
    };
  });

  afterAll(() => {
    process.chdir(home);
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** allBlogPost sorted by date, newest first, asked twice of one index, with a post removed in between. */
  async function askAroundRemoval() {
    const store = gatsbyDataStore();
    for (const node of [post('older', '2024-01-01'), post('newer', '2025-01-01')]) gatsby.dispatch({ type: 'CREATE_NODE', payload: node, plugin: { name: 'test' } });
    await gatsby.ready();
    const filtersCache = new Map();
    const ask = async () => {
      const answer = await store.runQuery({ queryArgs: { sort: { fields: ['date'], order: ['DESC'] } }, nodeTypeNames: ['BlogPost'], filtersCache, resolvedFields: {} });
      return Array.from(answer.entries as unknown as Iterable<GatsbyNode | undefined>);
    };
    const before = await ask();
    gatsby.dispatch({ type: 'DELETE_NODE', payload: gatsby.getNode('newer'), plugin: { name: 'test' } });
    const after = await ask();
    // Made again, as onCreateNode makes a saved file's children.
    gatsby.dispatch({ type: 'CREATE_NODE', payload: post('newer', '2025-01-01'), plugin: { name: 'test' } });
    await gatsby.ready();
    return { before: before.map((n) => n?.id), after };
  }

  it('Gatsby answers from an index built before the removal: the removed node is undefined, and the node model throws on it (the fault)', async () => {
    const { before, after } = await askAroundRemoval();
    expect(before).toEqual(['newer', 'older']);
    expect(after.map((n) => n?.id)).toEqual([undefined, 'older']);
    expect(() => after.forEach((node) => gatsby.trackInlineObjectsInRootNode(node))).toThrow("Cannot read properties of undefined (reading 'id')");
  });

  it('with the guard, the answer leaves the removed node out', async () => {
    skipRemovedNodesInQueries(gatsbyDataStore());
    const { before, after } = await askAroundRemoval();
    expect(before).toEqual(['newer', 'older']);
    expect(after.map((n) => n?.id)).toEqual(['older']);
    expect(() => after.forEach((node) => gatsby.trackInlineObjectsInRootNode(node))).not.toThrow();
  });

  it('Gatsby still applies a node change at once while develop runs queries, and maps an index to nodes unchecked', () => {
    expectSource(MODULE, 'gatsby/dist/state-machines/develop/index', [/ADD_NODE_MUTATION: \{\s*actions: \[`markNodesDirty`, `callApi`\]/]);
    expectSource(MODULE, 'gatsby/dist/datastore/in-memory/run-fast-filters', ['entries.map(nodeIds => (0, _2.getNode)(nodeIds.id))']);
    expectSource(MODULE, 'gatsby/dist/schema/node-model', ['this.trackInlineObjectsInRootNode(node);', 'await (0, _datastore.getDataStore)().runQuery(']);
  });
});
