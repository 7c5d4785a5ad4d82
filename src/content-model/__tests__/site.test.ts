/** @jest-environment node */
import path from 'path';
import { parseSiteConfig, readYamlFile } from '../../node/site/config';
import { ValidationError } from '../../lib/validation-error';
import { versionBanners } from '../site';

const realConfigFile = path.join(__dirname, '../../../content/site-config.yaml');
const valid = () => readYamlFile(realConfigFile) as Record<string, any>;

function problemsOf(raw: unknown): string[] {
  try {
    parseSiteConfig(raw, 'content/site-config.yaml');
  } catch (error) {
    if (error instanceof ValidationError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('site config schema', () => {
  it('accepts the real configuration and applies defaults', () => {
    const config = parseSiteConfig(valid(), 'content/site-config.yaml');
    expect(config.title).toBe('ServiceRadar');
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.navbar.hideOnScroll).toBe(false);
    const blog = config.navbar.items.find((i) => 'label' in i && i.label === 'Blog');
    expect(blog).toMatchObject({ type: 'link', to: '/blog', position: 'left' });
    const github = config.navbar.items.find((i) => 'label' in i && i.label === 'GitHub');
    expect(github).toMatchObject({ type: 'link', position: 'right' });
  });

  it('rejects an unknown navbar item type with the field path and the valid types', () => {
    const raw = valid();
    raw.navbar.items[3] = { type: 'dropdwn', label: 'More', items: [] };
    expect(problemsOf(raw)).toEqual([
      'site config: navbar.items[3].type: unknown navbar item type "dropdwn" (expected one of link, dropdown, doc, docSidebar, docsVersionDropdown, localeDropdown, search, html)',
    ]);
  });

  it('reports every problem at once', () => {
    const raw = valid();
    raw.titel = 'typo';
    raw.url = 'not a url';
    raw.navbar.items.push({ label: 'Both', to: '/a', href: 'https://example.com' });
    raw.footer.style = 'purple';
    const problems = problemsOf(raw);
    expect(problems).toEqual(
      expect.arrayContaining([
        'site config: (root): unknown key "titel" (remove it or check the spelling)',
        'site config: url: must be an absolute URL such as https://example.com',
        `site config: navbar.items[${raw.navbar.items.length - 1}]: a link needs exactly one target: "to" for an internal path or "href" for an external URL`,
        'site config: footer.style: invalid value "purple" (expected one of dark, light)',
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('names the file in the error message', () => {
    const raw = valid();
    delete raw.title;
    expect(() => parseSiteConfig(raw, 'content/site-config.yaml')).toThrow(
      /^content\/site-config\.yaml: 1 problem:\n {2}- site config: title: required field is missing \(expected string\)$/,
    );
  });

  it('validates the announcement bar and docs versions shapes', () => {
    const raw = valid();
    raw.announcementBar = { id: 'v2', content: 'New!', isCloseable: 'yes' };
    raw.docs.versions[0].name = 'Has Spaces';
    expect(problemsOf(raw)).toEqual([
      'site config: docs.versions[0].name: use lowercase letters, digits, dots and dashes',
      'site config: announcementBar.isCloseable: expected boolean, received string',
    ]);
  });

  it('accepts a single-row footer and a footer logo', () => {
    const raw = valid();
    raw.footer.links = [{ label: 'Docs', to: '/docs/intro' }];
    raw.footer.logo = { src: '/img/logo.svg', alt: 'logo' };
    expect(parseSiteConfig(raw, 'x').footer.links).toEqual([{ label: 'Docs', to: '/docs/intro' }]);
  });

  it('rejects a default locale that is not listed', () => {
    const raw = valid();
    raw.locales.default = 'fr';
    expect(problemsOf(raw)).toEqual(['site config: locales.default: default locale "fr" is not in locales.items']);
  });

  it('reports YAML syntax errors with line and column', () => {
    expect(() => readYamlFile(path.join(__dirname, '../__fixtures__/broken-site-config.yaml'))).toThrow(/YAML syntax error at line \d+, column \d+/);
  });

  it('gives each docs version its banner: before the latest unreleased, after it unmaintained, unless set', () => {
    const versions = [{ name: 'next' }, { name: '2.0' }, { name: '1.0' }, { name: '0.9', banner: 'none' as const }];
    expect([...versionBanners({ lastVersion: '2.0', versions })]).toEqual([
      ['next', 'unreleased'],
      ['2.0', 'none'],
      ['1.0', 'unmaintained'],
      ['0.9', 'none'],
    ]);
    // Without lastVersion, the first version is the latest.
    expect(versionBanners({ versions: versions.slice(0, 2) }).get('2.0')).toBe('unmaintained');
  });

  it('rejects a lastVersion that names no version', () => {
    const raw = valid();
    raw.docs.lastVersion = '9.9';
    expect(problemsOf(raw)).toEqual(['site config: docs.lastVersion: no version is named "9.9" (versions: current)']);
  });
});
