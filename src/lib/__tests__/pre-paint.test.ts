import { prePaintScript } from '../pre-paint';

describe('pre-paint colour mode script', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-announcement-dismissed');
    document.documentElement.removeAttribute('data-api-sample-language');
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

  it('marks the stored API sample language, or curl when none or an unknown one is stored', () => {
    new Function(prePaintScript('light', undefined))();
    expect(document.documentElement.getAttribute('data-api-sample-language')).toBe('curl');
    localStorage.setItem('site.api.sample-language', 'python');
    new Function(prePaintScript('light', undefined))();
    expect(document.documentElement.getAttribute('data-api-sample-language')).toBe('python');
    localStorage.setItem('site.api.sample-language', 'cobol');
    new Function(prePaintScript('light', undefined))();
    expect(document.documentElement.getAttribute('data-api-sample-language')).toBe('curl');
  });
});
