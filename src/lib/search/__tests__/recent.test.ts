import { addRecent, MAX_RECENT, parseRecent } from '../recent';

const entry = (query: string) => ({ query, title: `Title ${query}`, url: `/docs/${query}` });

describe('recent searches', () => {
  it('puts the newest first, keeps a query once (any case) and at most five', () => {
    let list = ['snmp', 'jwt', 'spiffe', 'netflow', 'rperf', 'proton'].reduce((l, q) => addRecent(l, entry(q)), [] as ReturnType<typeof parseRecent>);
    expect(list.map((r) => r.query)).toEqual(['proton', 'rperf', 'netflow', 'spiffe', 'jwt']);
    expect(MAX_RECENT).toBe(5);
    list = addRecent(list, { ...entry('JWT'), url: '/docs/auth-configuration' });
    expect(list.map((r) => r.query)).toEqual(['JWT', 'proton', 'rperf', 'netflow', 'spiffe']);
    expect(list[0].url).toBe('/docs/auth-configuration');
  });

  it('ignores an empty query and trims', () => {
    expect(addRecent([], entry('  '))).toEqual([]);
    expect(addRecent([], entry(' snmp '))[0].query).toBe('snmp');
  });

  it('reads whatever is stored as a valid list', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"query":"x"}')).toEqual([]);
    expect(parseRecent(JSON.stringify([entry('a'), { query: 1 }, entry('b')]))).toEqual([entry('a'), entry('b')]);
    expect(parseRecent(JSON.stringify(Array.from({ length: 9 }, (_, i) => entry(`q${i}`))))).toHaveLength(5);
  });
});
