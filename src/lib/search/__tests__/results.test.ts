import { excerptParts, groupResults, normaliseUrl, rankByTitle, resultsMessage, type PagefindData } from '../results';

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

  it('gives a page without sections one hit for the page, and keeps at most six pages', () => {
    const groups = groupResults(Array.from({ length: 10 }, (_, i) => page({ url: `/blog/p${i}/`, meta: { title: `P${i}` } })));
    expect(groups).toHaveLength(6);
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

describe('rankByTitle', () => {
  const r = (title: string) => ({ meta: { title } });
  it('puts pages whose title holds every query word first, the most specific title first, the rest in order', () => {
    const ranked = rankByTitle([r('Device Configuration Guide'), r("Monitoring Your Ubiquiti Dream Machine Pro with ServiceRadar's SNMP Poller"), r('SNMP Ingest Guide'), r('Service Port Map')], 'snmp');
    expect(ranked.map((x) => x.meta.title)).toEqual(['SNMP Ingest Guide', "Monitoring Your Ubiquiti Dream Machine Pro with ServiceRadar's SNMP Poller", 'Device Configuration Guide', 'Service Port Map']);
  });
  it('matches prefixes and folds case and accents, and needs every word', () => {
    expect(rankByTitle([r('Other'), r('Protón Configuration')], 'proton conf').map((x) => x.meta.title)).toEqual(['Protón Configuration', 'Other']);
    expect(rankByTitle([r('Other'), r('Proton Configuration')], 'proton retention').map((x) => x.meta.title)).toEqual(['Other', 'Proton Configuration']);
  });
});

describe('sections', () => {
  it('come best match first', () => {
    const [group] = groupResults([
      page({
        sub_results: [
          { title: 'Overview', url: '/docs/web-ui/#overview', excerpt: 'a', anchor: { element: 'h2', id: 'overview' }, weighted_locations: [{ weight: 1, balanced_score: 500, location: 1 }] },
          { title: 'JWT & Kong Gateway', url: '/docs/web-ui/#jwt--kong-gateway', excerpt: 'b', anchor: { element: 'h2', id: 'jwt--kong-gateway' }, weighted_locations: [{ weight: 6, balanced_score: 19000, location: 9 }] },
        ],
      }),
    ]);
    expect(group.hits.map((h) => h.title)).toEqual(['JWT & Kong Gateway', 'Overview']);
  });
});
