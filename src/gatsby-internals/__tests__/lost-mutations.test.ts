/** @jest-environment node */
import { ENQUEUE_NODE_MUTATION, gatsbyEmitter, resendLostMutations, type Emitter, type NodeMutation } from '../lost-mutations';
import { expectSource } from './canary';

const MODULE = 'lost-mutations.ts';

describe('lost-mutations.ts canary', () => {
  it("reaches Gatsby's emitter", () => {
    // gatsbyEmitter() itself fails naming src/gatsby-internals/lost-mutations.ts.
    const emitter = gatsbyEmitter();
    expect(typeof emitter.on).toBe('function');
  });

  it('Gatsby still defers node changes in develop as this event, with the action and its arguments', () => {
    expectSource(MODULE, 'gatsby/dist/utils/api-runner-node', [`emitter.emit(\`${ENQUEUE_NODE_MUTATION}\``, /type,\s*payload: args/, '`createNode`, `deleteNode`']);
    expectSource(MODULE, 'gatsby/dist/services/listen-for-mutations', [`emitter.on(\`${ENQUEUE_NODE_MUTATION}\``]);
  });

  it('Gatsby still marks the node it takes, refuses a marked one, and touches an unchanged one', () => {
    expectSource(MODULE, 'gatsby/dist/redux/actions/public', ['node.internal.owner = plugin.name', 'The node internal.owner field is set automatically by Gatsby', /if \(oldNode && !hasNodeChanged\(node\.id, node\.internal\.contentDigest\)\)/]);
  });
});

type Node = { id: string; absolutePath?: string; internal: { type: string; contentDigest: string; owner?: string } };

/**
 * Gatsby's emitter, node store and develop machine, as far as this module sees them: the machine
 * applies what is sent (as Gatsby does, marking the node it takes), or drops it when told to.
 */
function fakeGatsby() {
  const store = new Map<string, Node>();
  const handlers: ((event: NodeMutation) => void)[] = [];
  const sent: NodeMutation[] = [];
  const held: NodeMutation[] = [];
  let mode: 'apply' | 'drop' | 'hold' = 'apply';
  const apply = (mutation: NodeMutation) => {
    const node = mutation.payload[0] as Node;
    if (mutation.type === 'deleteNode') return store.delete(node.id);
    if (node.internal.owner) throw new Error('The node internal.owner field is set automatically by Gatsby and not by plugins');
    node.internal.owner = 'gatsby-source-filesystem';
    store.set(node.id, node);
  };
  const emitter: Emitter = {
    on: (_event, handler) => handlers.push(handler),
    emit: (_event, mutation) => {
      sent.push(mutation);
      // Gatsby's own listener comes first: in most states it applies the change at once.
      if (mode === 'apply') apply(mutation);
      if (mode === 'hold') held.push(mutation);
      for (const handler of handlers) handler(mutation);
    },
  };
  const timers: { run: () => void; ms: number }[] = [];
  const warnings: string[] = [];
  resendLostMutations({ emitter, getNode: (id) => store.get(id), warn: (m) => warnings.push(m), firstWaitMs: 100, tries: 3, setTimer: (run, ms) => timers.push({ run, ms }) });
  return {
    emitter,
    store,
    sent,
    timers,
    warnings,
    drop: (on: boolean) => (mode = on ? 'drop' : 'apply'),
    /** Holds what is sent (a state of Gatsby's machine that keeps changes for later), then applies it in order. */
    hold: () => (mode = 'hold'),
    release: () => {
      mode = 'apply';
      held.splice(0).forEach(apply);
    },
    /** Runs the timers due now (each may set the next). */
    tick: () => timers.splice(0).forEach((t) => t.run()),
  };
}

const file = (id: string, digest: string): Node => ({ id, absolutePath: `/site/content/docs/${id}.mdx`, internal: { type: 'File', contentDigest: digest } });
const create = (node: Node): NodeMutation => ({ type: 'createNode', payload: [node, { name: 'gatsby-source-filesystem' }] });
const digestOf = (m: NodeMutation) => (m.payload[0] as Node).internal.contentDigest;

describe('resendLostMutations', () => {
  it('sends a dropped change again, as a node Gatsby accepts, until it is applied', () => {
    const gatsby = fakeGatsby();
    gatsby.drop(true);
    gatsby.emitter.emit(ENQUEUE_NODE_MUTATION, create(file('probe', 'a')));
    gatsby.tick();
    // Dropped again: the next check, after twice the wait, sends it once more.
    expect(gatsby.sent.map(digestOf)).toEqual(['a', 'a']);
    expect(gatsby.timers.map((t) => t.ms)).toEqual([200]);
    gatsby.drop(false);
    gatsby.tick();
    expect(gatsby.store.get('probe')?.internal.contentDigest).toBe('a');
    expect(gatsby.sent).toHaveLength(3);
    expect((gatsby.sent[2].payload[1] as { name: string }).name).toBe('gatsby-source-filesystem');
    gatsby.tick();
    expect(gatsby.sent).toHaveLength(3);
    expect(gatsby.warnings).toEqual([]);
  });

  it('leaves an applied change alone, even one Gatsby took before this module saw it', () => {
    const gatsby = fakeGatsby();
    gatsby.emitter.emit(ENQUEUE_NODE_MUTATION, create(file('intro', 'b')));
    gatsby.tick();
    expect(gatsby.sent).toHaveLength(1);
  });

  it('sends a copy of the node, which Gatsby accepts after the first, when a change was late rather than lost', () => {
    const gatsby = fakeGatsby();
    gatsby.store.set('intro', { ...file('intro', 'old'), internal: { type: 'File', contentDigest: 'old', owner: 'gatsby-source-filesystem' } });
    gatsby.hold();
    const change = create(file('intro', 'new'));
    gatsby.emitter.emit(ENQUEUE_NODE_MUTATION, change);
    gatsby.tick();
    expect(gatsby.sent).toHaveLength(2);
    expect(gatsby.sent[1]).not.toBe(change);
    // Gatsby takes the held change (marking its node), then the copy: sending the same node again would be refused.
    expect(() => gatsby.release()).not.toThrow();
    expect(gatsby.store.get('intro')?.internal.contentDigest).toBe('new');
    gatsby.tick();
    expect(gatsby.sent).toHaveLength(2);
  });

  it('sends a dropped delete again while the node is still there', () => {
    const gatsby = fakeGatsby();
    gatsby.store.set('gone', file('gone', 'x'));
    gatsby.drop(true);
    gatsby.emitter.emit(ENQUEUE_NODE_MUTATION, { type: 'deleteNode', payload: [file('gone', 'x')] });
    gatsby.drop(false);
    gatsby.tick();
    expect(gatsby.store.has('gone')).toBe(false);
    gatsby.tick();
    expect(gatsby.sent).toHaveLength(2);
  });

  it('does not send an old change of a node again once a newer one came', () => {
    const gatsby = fakeGatsby();
    gatsby.drop(true);
    gatsby.emitter.emit(ENQUEUE_NODE_MUTATION, create(file('intro', 'v1')));
    gatsby.drop(false);
    gatsby.emitter.emit(ENQUEUE_NODE_MUTATION, create(file('intro', 'v2')));
    gatsby.tick();
    gatsby.tick();
    expect(gatsby.sent.map(digestOf)).toEqual(['v1', 'v2']);
    expect(gatsby.store.get('intro')?.internal.contentDigest).toBe('v2');
  });

  it('names the change in the terminal when it gives up', () => {
    const gatsby = fakeGatsby();
    gatsby.drop(true);
    gatsby.emitter.emit(ENQUEUE_NODE_MUTATION, create(file('probe', 'a')));
    for (let i = 0; i < 5; i++) gatsby.tick();
    expect(gatsby.sent).toHaveLength(4);
    expect(gatsby.warnings).toEqual(['gatsby develop did not apply the createNode of /site/content/docs/probe.mdx after 3 tries. Save the file again, or restart develop.']);
  });
});
