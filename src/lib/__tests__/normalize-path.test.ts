import { normalizeHtmlPath } from '../normalize-path';

describe('.html normalisation', () => {
  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/blog/', '/blog'],
    ['/docs/runbooks/sysmonvm-e2e.html', '/docs/runbooks/sysmonvm-e2e'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeHtmlPath(input)).toBe(expected);
  });

  it.each(['/', '/docs/intro', '/404.html', '/blog/rss.xml'])('leaves %s alone', (input) => {
    expect(normalizeHtmlPath(input)).toBeNull();
  });
});
