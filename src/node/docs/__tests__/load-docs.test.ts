/** @jest-environment node */
import path from 'path';
import { DocFrontmatterSchema } from '../../../content-model/doc';
import { docRoute, versionBasePath } from '../../../lib/routes';
import { ValidationError } from '../../../lib/validation-error';
import { docIdFromPath } from '../load-docs';
import { loadDocs } from './read-docs';

const fixtures = path.join(__dirname, '../__fixtures__');
const rel = (p: string) => path.relative(process.cwd(), path.join(fixtures, p));
const version = (dir: string, name = 'current') => ({ name, label: name, docs: path.join(fixtures, dir), sidebars: 'x', mainDocId: 'intro', draftIds: [] });

describe('doc frontmatter schema', () => {
  it('applies defaults', () => {
    expect(DocFrontmatterSchema.parse({ title: 'T' })).toEqual({
      title: 'T',
      tags: [],
      draft: false,
      toc_min_heading_level: 2,
      toc_max_heading_level: 3,
      hide_table_of_contents: false,
      keywords: [],
    });
  });
});

describe('doc ids and routes', () => {
  it('derive from the path below the docs folder', () => {
    expect(docIdFromPath('runbooks/sysmonvm-e2e.mdx')).toBe('runbooks/sysmonvm-e2e');
    expect(docIdFromPath('intro.md')).toBe('intro');
    expect(versionBasePath('/docs', 'current')).toBe('/docs');
    expect(versionBasePath('/docs/', '1.0')).toBe('/docs/1.0');
    expect(docRoute('/docs/1.0', 'guides/setup')).toBe('/docs/1.0/guides/setup');
  });
});

describe('loading docs', () => {
  it('reads every doc with its id, route (slug wins) and source path; drafts only when asked', () => {
    const docs = loadDocs(version('good'), '/docs', { includeDrafts: false });
    expect(docs.map((d) => [d.id, d.route, d.sourcePath])).toEqual([
      ['guides/setup-guide', '/docs/guides/setup', rel('good/guides/setup-guide.mdx')],
      ['intro', '/docs/intro', rel('good/intro.mdx')],
    ]);
    expect(loadDocs(version('good', '2.0'), '/docs', { includeDrafts: true }).map((d) => d.route)).toContain('/docs/2.0/draft');
  });

  it('reports every bad file at once, naming the file and the field', () => {
    let error: unknown;
    try {
      loadDocs(version('bad'), '/docs', { includeDrafts: true });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    const problems = (error as ValidationError).problems;
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${rel('bad/broken-yaml.mdx').replace(/[.]/g, '\\.')}: frontmatter: YAML syntax error at line \\d+`)),
      `${rel('bad/no-title.mdx')}: frontmatter title: required field is missing (expected string)`,
      `${rel('bad/toc-levels.mdx')}: frontmatter toc_min_heading_level: toc_min_heading_level must not be greater than toc_max_heading_level`,
      `${rel('bad/wrong-types.mdx')}: frontmatter title: expected string, received number`,
      `${rel('bad/wrong-types.mdx')}: frontmatter sidebar_position: expected number, received string`,
      `${rel('bad/wrong-types.mdx')}: frontmatter tags[0]: tags are lowercase words joined by dashes`,
      `${rel('bad/wrong-types.mdx')}: frontmatter (root): unknown key "colour" (remove it or check the spelling)`,
    ]);
  });

  it('fails on an empty or missing docs folder', () => {
    expect(() => loadDocs(version('nope'), '/docs', { includeDrafts: true })).toThrow(/docs folder of version "current" does not exist/);
  });
});
