/** @jest-environment node */
import type { ResolvedSidebar, SidebarNode } from '../../../content-model/sidebar';
import { docPlaces } from '../places';

// Each doc's place in its version's sidebars (sidebar, breadcrumbs, neighbours), worked out in
// one pass over the sidebars by createPages and given to each doc page.

const link = (id: string): SidebarNode => ({ type: 'link', label: `L ${id}`, href: `/docs/${id}`, docId: id });
const category = (label: string, items: SidebarNode[], page?: string): SidebarNode => ({
  type: 'category',
  label,
  items,
  collapsed: false,
  collapsible: true,
  ...(page ? { href: `/docs/${page}`, docId: page } : {}),
});

const sidebars: ResolvedSidebar[] = [
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
];
const places = docPlaces(sidebars, { breadcrumbs: true });
const place = (id: string) => places.get(id);

describe("a doc's place in its sidebars", () => {
  it('has the trail to the doc, with the categories on the way, and its neighbours in the sidebar', () => {
    const c = place('c')!;
    expect(c.sidebarId).toBe('main');
    expect(c.breadcrumbs).toEqual([{ label: 'Guides', href: '/docs/guide' }, { label: 'Deep', href: undefined }, { label: 'L c' }]);
    expect(c.previous).toEqual({ label: 'L b', href: '/docs/b' });
    expect(c.next).toEqual({ label: 'L twice', href: '/docs/twice' });
  });

  it("takes a category's own page as that doc's place", () => {
    const guide = place('guide')!;
    expect(guide.breadcrumbs).toEqual([{ label: 'Guides' }]);
    expect(guide.previous).toEqual({ label: 'L a', href: '/docs/a' });
    expect(guide.next).toEqual({ label: 'L b', href: '/docs/b' });
  });

  it('uses the first sidebar that lists a doc, and its first place there', () => {
    expect(place('a')!.sidebarId).toBe('main');
    expect(place('a')!.previous).toBeNull();
    expect(place('d')!.sidebarId).toBe('other');
    expect(place('d')!.next).toEqual({ label: 'L a', href: '/docs/a' });
    const twice = place('twice')!;
    expect(twice.breadcrumbs.map((b) => b.label)).toEqual(['Guides', 'Deep', 'L twice']);
    expect(twice.previous).toEqual({ label: 'L c', href: '/docs/c' });
  });

  it('has no place for a doc no sidebar lists', () => {
    expect(place('orphan')).toBeUndefined();
  });

  it('reads items as GraphQL gives them, with null for the fields an item lacks', () => {
    const fromGraphql = JSON.parse(JSON.stringify(sidebars), (_key, value) => value) as ResolvedSidebar[];
    const withNulls = fromGraphql.map((s) => ({ ...s, items: s.items.map((i) => ({ docId: null, href: null, ...i })) })) as unknown as ResolvedSidebar[];
    const again = docPlaces(withNulls, { breadcrumbs: true });
    expect([...again.keys()].sort()).toEqual([...places.keys()].sort());
    expect(again.get('guide')!.previous).toEqual({ label: 'L a', href: '/docs/a' });
  });

  it('has no trail when the site turns breadcrumbs off', () => {
    expect(docPlaces(sidebars, { breadcrumbs: false }).get('c')!.breadcrumbs).toEqual([]);
  });
});
