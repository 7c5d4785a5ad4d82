/** @jest-environment node */
import type { Actions, Node, NodePluginArgs } from 'gatsby';

// The module keeps develop's state: each test loads its own copy.
let behind: typeof import('../pages-after-late-nodes');
let touched: string[] = [];
let nodes: Node[] = [];
/** The content types' node types, as src/node/content-types.ts gives them. */
const TYPES = ['SiteConfig', 'Sidebar', 'Doc', 'BlogPost', 'Author', 'Tag', 'Release'];
const node = (type: string, id = `${type} 1`) => ({ id, internal: { type } }) as unknown as Node;
const site = node('Site', 'Site');
const args = {
  actions: { touchNode: (n: Node) => touched.push(n.id) } as unknown as Actions,
  getNodesByType: ((type: string) => nodes.filter((n) => n.internal.type === type)) as NodePluginArgs['getNodesByType'],
  getNode: ((id: string) => (id === 'Site' ? site : nodes.find((n) => n.id === id))) as NodePluginArgs['getNode'],
};

beforeEach(async () => {
  jest.resetModules();
  behind = await import('../pages-after-late-nodes');
  touched = [];
  nodes = [node('File', 'f1'), node('Mdx', 'm1'), node('Doc', 'd1')];
});

/** Gatsby creates pages, then runs onPreExtractQueries before the queries. */
function createPages(duringCreatePages: () => void = () => {}) {
  behind.pagesCreating(args, TYPES);
  duringCreatePages();
  return behind.createPagesAgainIfBehind(args, TYPES);
}

describe('createPages runs again when content changed while it ran (gatsby develop)', () => {
  it('asks for nothing while nothing changes, and pages are not content', () => {
    expect(createPages()).toBe(false);
    expect(createPages()).toBe(false);
    behind.contentNodeMade(node('SitePage'), TYPES);
    expect(touched).toEqual([]);
  });

  it('touches a node once when a content node was made while createPages ran', () => {
    createPages();
    expect(createPages(() => {
      behind.contentNodeMade(node('File'), TYPES);
      behind.contentNodeMade(node('Doc'), TYPES);
    })).toBe(true);
    expect(touched).toEqual(['Site']);
    // What onCreateNode makes after that is covered by the run asked for.
    behind.contentNodeMade(node('Mdx'), TYPES);
    expect(touched).toEqual(['Site']);
    expect(createPages()).toBe(false);
    expect(touched).toEqual(['Site']);
  });

  it('touches a node when a content node was removed while createPages ran (no onCreateNode for a deletion)', () => {
    createPages();
    expect(createPages(() => (nodes = nodes.filter((n) => n.internal.type === 'File')))).toBe(true);
    expect(touched).toEqual(['Site']);
  });

  it('touches the node made after createPages, once, until createPages runs again', () => {
    createPages();
    // The change reached Gatsby while it created pages; onCreateNode made its nodes after
    // onPreExtractQueries, so no run is coming unless one is asked for.
    behind.contentNodeMade(node('Mdx', 'the mdx'), TYPES);
    behind.contentNodeMade(node('Doc', 'the doc'), TYPES);
    expect(touched).toEqual(['the mdx']);
    expect(createPages()).toBe(false);
    behind.contentNodeMade(node('Doc', 'the next doc'), TYPES);
    expect(touched).toEqual(['the mdx', 'the next doc']);
  });

  it('does nothing before the first createPages (develop is still sourcing)', () => {
    behind.contentNodeMade(node('Doc'), TYPES);
    expect(behind.createPagesAgainIfBehind(args, TYPES)).toBe(false);
    expect(touched).toEqual([]);
  });
});
