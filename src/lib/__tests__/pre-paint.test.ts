import { prePaintScript } from '../pre-paint';

describe('pre-paint colour mode script', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-announcement-dismissed');
    document.documentElement.removeAttribute('data-tabs');
  });

  it('applies light by default, ignoring the system preference', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    new Function(prePaintScript('light', undefined))();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('applies the stored choice', () => {
    localStorage.setItem('theme', 'dark');
    new Function(prePaintScript('light', undefined))();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('ignores an invalid stored value', () => {
    localStorage.setItem('theme', 'purple');
    new Function(prePaintScript('light', undefined))();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('marks a dismissed announcement bar only for the same id', () => {
    localStorage.setItem('site.announcement.id', 'v1');
    localStorage.setItem('site.announcement.dismiss', 'true');
    new Function(prePaintScript('light', 'v2'))();
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(false);
    new Function(prePaintScript('light', 'v1'))();
    expect(document.documentElement.getAttribute('data-announcement-dismissed')).toBe('true');
  });

  it('writes the stored tab choices on <html>, dropping what is not a valid group=value', () => {
    new Function(prePaintScript('light', undefined))();
    expect(document.documentElement.getAttribute('data-tabs')).toBe('');
    localStorage.setItem('site.tabs', JSON.stringify({ os: 'rhel-family', 'api-samples': 'python', 'Bad Group': 'x', pkg: 'has space', n: 3 }));
    new Function(prePaintScript('light', undefined))();
    expect(document.documentElement.getAttribute('data-tabs')).toBe('os=rhel-family api-samples=python');
    for (const junk of ['not json', '["os"]', 'null', '"os=rhel"']) {
      localStorage.setItem('site.tabs', junk);
      new Function(prePaintScript('light', undefined))();
      expect(document.documentElement.getAttribute('data-tabs')).toBe('');
    }
  });
});
