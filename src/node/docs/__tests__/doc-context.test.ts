/** @jest-environment node */
import { DocFrontmatterSchema, type DocMeta } from '../../../content-model/doc';
import type { SidebarNode } from '../../../content-model/sidebar';
import type { SiteConfig } from '../../../content-model/site';
import type { VersionModel } from '../../site-model';
import { docPageContext } from '../doc-context';

// A doc's place in its sidebars (sidebar, breadcrumbs, neighbours, its routes in other versions),
// read from an index built once per version model (quadratic in the number of docs before).

const doc = (id: string, route = `/docs/${id}`): DocMeta => ({
  id,
  version: 'current',
  route,
  sourcePath: `content/docs/${id}.mdx`,
  absolutePath: __filename, // lastUpdated falls back to the file's time outside git
  frontmatter: DocFrontmatterSchema.parse({ title: id }),
});
const link = (id: string): SidebarNode => ({ type: 'link', label: `L ${id}`, href: `/docs/${id}`, docId: id });
const category = (label: string, items: SidebarNode[], page?: string): SidebarNode => ({
  type: 'category',
  label,
  items,
  collapsed: false,
  collapsible: true,
  ...(page ? { href: `/docs/${page}`, docId: page } : {}),
});

const docs = ['a', 'b', 'c', 'd', 'guide', 'orphan', 'twice'].map((id) => doc(id));
const current: VersionModel = {
  version: { name: 'current', label: 'Next', path: '/docs', mainDocPath: '/docs/a' },
  docs,
  sidebars: [
    {
      id: 'main',
      items: [
        link('a'),
        category('Guides', [link('b'), category('Deep', [link('c'), link('twice')])], 'guide'),
        { type: 'link', label: 'Elsewhere', href: 'https://example.com' },
        link('twice'),
      ],
    },
    { id: 'other', items: [link('d'), link('a')] },
  ],
};
const old: VersionModel = {
  version: { name: '1.0', label: '1.0', path: '/docs/1.0', mainDocPath: '/docs/1.0/a' },
  docs: [doc('a', '/docs/1.0/a'), doc('c', '/docs/1.0/moved-c')],
  sidebars: [],
};
const site = { docs: { breadcrumbs: true }, repository: { url: 'https://git.example/repo', editBranch: 'main' } } as unknown as SiteConfig;
const context = (id: string, model = current) => docPageContext(docs.find((d) => d.id === id)!, '', model, [current, old], site);

describe('a doc page context', () => {
  it('has the trail to the doc, with the categories on the way, and its neighbours in the sidebar', () => {
    const c = context('c');
    expect(c.sidebarId).toBe('main');
    expect(c.breadcrumbs).toEqual([{ label: 'Guides', href: '/docs/guide' }, { label: 'Deep', href: undefined }, { label: 'L c' }]);
    expect(c.previous).toEqual({ label: 'L b', href: '/docs/b' });
    expect(c.next).toEqual({ label: 'L twice', href: '/docs/twice' });
  });

  it("takes a category's own page as that doc's place", () => {
    const guide = context('guide');
    expect(guide.breadcrumbs).toEqual([{ label: 'Guides' }]);
    expect(guide.previous).toEqual({ label: 'L a', href: '/docs/a' });
    expect(guide.next).toEqual({ label: 'L b', href: '/docs/b' });
  });

  it('uses the first sidebar that lists a doc, and its first place there', () => {
    expect(context('a').sidebarId).toBe('main');
    expect(context('a').previous).toBeNull();
    expect(context('d').sidebarId).toBe('other');
    expect(context('d').next).toEqual({ label: 'L a', href: '/docs/a' });
    const twice = context('twice');
    expect(twice.breadcrumbs.map((b) => b.label)).toEqual(['Guides', 'Deep', 'L twice']);
    expect(twice.previous).toEqual({ label: 'L c', href: '/docs/c' });
  });

  it('has no sidebar, trail or neighbours for a doc no sidebar lists', () => {
    const orphan = context('orphan');
    expect([orphan.sidebarId, orphan.sidebar, orphan.previous, orphan.next, orphan.breadcrumbs]).toEqual([null, null, null, null, []]);
  });

  it("lists the doc's route in each version that has it", () => {
    expect(context('c').versionRoutes).toEqual({ current: '/docs/c', '1.0': '/docs/1.0/moved-c' });
    expect(context('b').versionRoutes).toEqual({ current: '/docs/b' });
  });

  it('has no trail when the site turns breadcrumbs off', () => {
    const off = { ...site, docs: { breadcrumbs: false } } as unknown as SiteConfig;
    expect(docPageContext(docs[2], '', current, [current, old], off).breadcrumbs).toEqual([]);
  });
});
