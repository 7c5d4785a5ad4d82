import { compareNewestFirst, groupByLine, isPrerelease, isReleaseVersion, releaseLine, releaseRoutes } from '../releases';

describe('release versions', () => {
  it('sorts newest first: a release before its pre-releases, pre10 before pre9', () => {
    const versions = ['1.0.53-pre9', '1.0.44', '1.0.53', '1.0.54-pre1', '1.0.53-pre10', '1.0.52', '1.0.54-pre5', '1.0.53-pre21', '2.0.0-rc.1', '1.10.0'];
    expect([...versions].sort(compareNewestFirst)).toEqual(['2.0.0-rc.1', '1.10.0', '1.0.54-pre5', '1.0.54-pre1', '1.0.53', '1.0.53-pre21', '1.0.53-pre10', '1.0.53-pre9', '1.0.52', '1.0.44']);
  });

  it('knows a pre-release and the stable release it leads to', () => {
    expect(isPrerelease('1.0.54-pre5')).toBe(true);
    expect(isPrerelease('1.0.53')).toBe(false);
    expect(releaseLine('1.0.53-pre10')).toBe('1.0.53');
    expect(releaseLine('1.0.53')).toBe('1.0.53');
  });

  it('accepts semantic versions only, as file names', () => {
    expect(['1.0.53', '1.0.54-pre5', '2.0.0-rc.1'].map(isReleaseVersion)).toEqual([true, true, true]);
    expect(['v1.0.53', '1.0', '1.0.53-', '1.0.53+build', 'notes'].map(isReleaseVersion)).toEqual([false, false, false, false, false]);
    expect(() => releaseLine('v1.0.53')).toThrow('not a release version: "v1.0.53"');
  });

  it('groups by release line, newest line first, each newest first', () => {
    const groups = groupByLine(['1.0.52', '1.0.53-pre10', '1.0.54-pre1', '1.0.53', '1.0.54-pre2'].map((version) => ({ version })));
    expect(groups.map((g) => [g.line, g.releases.map((r) => r.version)])).toEqual([
      ['1.0.54', ['1.0.54-pre2', '1.0.54-pre1']],
      ['1.0.53', ['1.0.53', '1.0.53-pre10']],
      ['1.0.52', ['1.0.52']],
    ]);
  });

  it('gives the routes below the configured base', () => {
    const routes = releaseRoutes('/releases');
    expect(routes.release('1.0.53')).toBe('/releases/1.0.53');
    expect(routes.feeds).toEqual({ rss: '/releases/rss.xml', atom: '/releases/atom.xml', json: '/releases/feed.json' });
  });
});
