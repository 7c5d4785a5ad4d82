/** @jest-environment node */
import type { Actions, Node } from 'gatsby';
import { nodeMade, withRevisions } from '../page-revisions';

/** The content types' node types, as src/node/content-types.ts gives them. */
const TYPES = ['SiteConfig', 'Sidebar', 'Doc', 'BlogPost', 'Author', 'Tag', 'Release'];
const node = (id: string, type: string) => ({ id, internal: { type } }) as unknown as Node;

describe('develop revisions in page and slice contexts', () => {
  const made: { kind: string; context: unknown }[] = [];
  const actions = withRevisions({
    createPage: (page: { context?: unknown }) => made.push({ kind: 'page', context: page.context }),
    createSlice: (slice: { context?: unknown }) => made.push({ kind: 'slice', context: slice.context }),
  } as unknown as Actions);
  const create = (context: Record<string, unknown>) => {
    made.length = 0;
    actions.createPage({ path: '/x', component: '/x.tsx', context });
    actions.createSlice({ id: 's', component: '/s.tsx', context });
    return made.map((m) => m.context);
  };

  it('a context naming a node carries how many times that node was made, so making it again changes the context', () => {
    nodeMade(node('post-1', 'BlogPost'), TYPES);
    const first = create({ id: 'post-1' });
    expect(first).toEqual([{ id: 'post-1', revision: 1 }, { id: 'post-1', revision: 1 }]);
    expect(create({ id: 'post-1' })).toEqual(first);
    nodeMade(node('post-1', 'BlogPost'), TYPES);
    expect(create({ id: 'post-1' })).toEqual([{ id: 'post-1', revision: 2 }, { id: 'post-1', revision: 2 }]);
  });

  it('a context naming a Sidebar also changes when a Doc is made again (its labels come from the docs)', () => {
    nodeMade(node('sidebar-2', 'Sidebar'), TYPES);
    const [before] = create({ id: 'sidebar-2' }) as { docs: number }[];
    expect(create({ id: 'sidebar-2' })).toEqual([before, before]);
    nodeMade(node('doc-1', 'Doc'), TYPES);
    expect(create({ id: 'sidebar-2' })).toEqual([
      { id: 'sidebar-2', revision: 1, docs: before.docs + 1 },
      { id: 'sidebar-2', revision: 1, docs: before.docs + 1 },
    ]);
    // A doc page's context does not carry it: its own Doc's revision is what it reads.
    expect(create({ id: 'doc-1' })).toEqual([{ id: 'doc-1', revision: 1 }, { id: 'doc-1', revision: 1 }]);
  });

  it('leaves other contexts alone: no id, an id of an untracked type, or a node not made yet', () => {
    nodeMade(node('file-1', 'File'), TYPES);
    expect(create({ key: 'tag' })).toEqual([{ key: 'tag' }, { key: 'tag' }]);
    expect(create({ id: 'file-1' })).toEqual([{ id: 'file-1' }, { id: 'file-1' }]);
    expect(create({ id: 'doc-not-made' })).toEqual([{ id: 'doc-not-made' }, { id: 'doc-not-made' }]);
  });
});
