/** @jest-environment node */
import type { Actions, Node } from 'gatsby';

// The module keeps develop's state: each test loads its own copy.
let behind: typeof import('../pages-behind-nodes');
let touched: string[] = [];
const actions = { touchNode: (node: Node) => touched.push(node.id) } as unknown as Actions;
const node = (type: string, id = `${type} 1`) => ({ id, internal: { type } }) as unknown as Node;
const siteConfig = node('SiteConfig', 'the site config');

beforeEach(async () => {
  jest.resetModules();
  behind = await import('../pages-behind-nodes');
  touched = [];
});

/** A save Gatsby saw while it waited: the File, then what onCreateNode makes from it, then createPages. */
function cycle(made: Node[] = []) {
  made.forEach(behind.contentNodeMade);
  behind.pagesCreating(actions);
  return behind.createPagesAgainIfBehind(siteConfig);
}

describe('createPages runs again when content changed while it ran (gatsby develop)', () => {
  it('asks for nothing in the usual order: the nodes are made, then pages are created', () => {
    expect(cycle()).toBe(false);
    expect(cycle([node('File'), node('Mdx'), node('Doc')])).toBe(false);
    expect(cycle([node('File'), node('Sidebar')])).toBe(false);
    // Pages are not content: createPages makes them.
    behind.contentNodeMade(node('SitePage'));
    expect(touched).toEqual([]);
  });

  it('touches a node once when a content node was made while createPages ran', () => {
    cycle();
    behind.pagesCreating(actions);
    behind.contentNodeMade(node('File'));
    behind.contentNodeMade(node('Doc'));
    expect(behind.createPagesAgainIfBehind(siteConfig)).toBe(true);
    expect(touched).toEqual(['the site config']);
    // What onCreateNode makes later from that file is covered by the run asked for.
    behind.contentNodeMade(node('Mdx'));
    expect(touched).toEqual(['the site config']);
    // The run asked for finds everything made.
    expect(behind.createPagesAgainIfBehind(siteConfig)).toBe(false);
    expect(cycle()).toBe(false);
    expect(touched).toEqual(['the site config']);
  });

  it('touches a node made after createPages from a file whose change came while pages were created', () => {
    cycle();
    // Its File was made before createPages began (while the schema was built), its doc after
    // createPages and its check: no File came first, so no run is coming.
    behind.contentNodeMade(node('Doc', 'the doc'));
    expect(touched).toEqual(['the doc']);
    behind.contentNodeMade(node('Mdx'));
    expect(touched).toEqual(['the doc']);
    expect(cycle()).toBe(false);
  });

  it('does not touch for what is made from a File Gatsby saw after createPages (a run is coming for it)', () => {
    cycle();
    behind.contentNodeMade(node('File'));
    behind.contentNodeMade(node('Mdx'));
    behind.contentNodeMade(node('Doc'));
    expect(touched).toEqual([]);
  });

  it('does nothing before the first createPages (develop is still sourcing)', () => {
    behind.contentNodeMade(node('Doc'));
    expect(behind.createPagesAgainIfBehind(siteConfig)).toBe(false);
    expect(touched).toEqual([]);
  });
});
