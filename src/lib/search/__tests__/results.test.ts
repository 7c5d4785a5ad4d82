import { excerptParts, groupResults, normaliseUrl, resultsMessage, type PagefindData } from '../results';

const page = (over: Partial<PagefindData>): PagefindData => ({ url: '/docs/snmp/', excerpt: 'page <mark>snmp</mark>', meta: { title: 'SNMP Ingest Guide', section: 'Docs' }, ...over });

describe('normaliseUrl', () => {
  it('drops the trailing slash Pagefind gives routes, before a hash too', () => {
    expect(normaliseUrl('/docs/snmp/')).toBe('/docs/snmp');
    expect(normaliseUrl('/docs/snmp/#define-credentials')).toBe('/docs/snmp#define-credentials');
    expect(normaliseUrl('/')).toBe('/');
    expect(normaliseUrl('/api#tag/Pollers/operation/listPollers')).toBe('/api#tag/Pollers/operation/listPollers');
  });
});

describe('groupResults', () => {
  it('groups sections under their page, at most three, the part above the first heading named after the page', () => {
    const [group] = groupResults([
      page({
        sub_results: [
          { title: 'SNMP Ingest Guide', url: '/docs/snmp/', excerpt: 'intro <mark>snmp</mark>' },
          { title: 'Define Credentials', url: '/docs/snmp/#define-credentials', excerpt: 'v3 <mark>snmp</mark>', anchor: { element: 'h2', id: 'define-credentials' } },
          { title: 'Traps', url: '/docs/snmp/#traps', excerpt: '<mark>snmp</mark> traps', anchor: { element: 'h2', id: 'traps' } },
          { title: 'More', url: '/docs/snmp/#more', excerpt: 'more', anchor: { element: 'h2', id: 'more' } },
        ],
      }),
    ]);
    expect(group.title).toBe('SNMP Ingest Guide');
    expect(group.section).toBe('Docs');
    expect(group.hits.map((h) => [h.title, h.url])).toEqual([
      ['SNMP Ingest Guide', '/docs/snmp'],
      ['Define Credentials', '/docs/snmp#define-credentials'],
      ['Traps', '/docs/snmp#traps'],
    ]);
    expect(new Set(group.hits.map((h) => h.id)).size).toBe(3);
  });

  it('gives a page without sections one hit for the page, and keeps at most eight pages', () => {
    const groups = groupResults(Array.from({ length: 10 }, (_, i) => page({ url: `/blog/p${i}/`, meta: { title: `P${i}` } })));
    expect(groups).toHaveLength(8);
    expect(groups[0].hits).toEqual([{ id: 'search-hit-0-0', url: '/blog/p0', title: 'P0', excerpt: 'page <mark>snmp</mark>' }]);
    expect(groups[0].section).toBeNull();
  });
});

describe('excerptParts', () => {
  it('splits an excerpt into text and marked words, decoding entities', () => {
    expect(excerptParts('the <mark>SNMP</mark> &amp; <mark>traps</mark> &lt;here&gt;')).toEqual([
      { text: 'the ', marked: false },
      { text: 'SNMP', marked: true },
      { text: ' & ', marked: false },
      { text: 'traps', marked: true },
      { text: ' <here>', marked: false },
    ]);
  });
  it('never passes markup through: other tags are dropped, escaped ones stay text', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)>a &lt;script&gt;');
    expect(parts).toEqual([{ text: 'a <script>', marked: false }]);
  });
});

describe('resultsMessage', () => {
  it('counts results and pages, or says there are none', () => {
    expect(resultsMessage('zz', [])).toBe('No results for “zz”');
    const groups = groupResults([page({}), page({ url: '/docs/x/' })]);
    expect(resultsMessage('snmp', groups)).toBe('2 results on 2 pages for “snmp”');
    expect(resultsMessage('snmp', groups.slice(0, 1))).toBe('1 result on 1 page for “snmp”');
  });
});
