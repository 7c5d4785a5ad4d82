/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { readRelease } from '..';

const root = path.join(__dirname, '../../../..');
const file = (name: string) => path.join(root, 'content/releases', name);
const read = (name: string, source: string) => readRelease(file(name), source, '/releases', 'ServiceRadar');

describe('a release file', () => {
  it('becomes the fields of its node: version from the name, date at midnight UTC, its line and docs', () => {
    const { fields, problems } = read('1.0.53-pre10.md', '---\ndate: 2025-09-29\nsummary: Kong arrives.\ndocs: [web-ui]\n---\n\n- Kong.\n');
    expect(problems).toEqual([]);
    expect(fields).toMatchObject({
      version: '1.0.53-pre10',
      route: '/releases/1.0.53-pre10',
      title: 'ServiceRadar 1.0.53-pre10',
      date: '2025-09-29T00:00:00.000Z',
      summary: 'Kong arrives.',
      prerelease: true,
      line: '1.0.53',
      docIds: ['web-ui'],
      sourcePath: 'content/releases/1.0.53-pre10.md',
    });
  });

  it('may have no date (a release without a tag)', () => {
    expect(read('1.0.53-pre21.md', '---\nsummary: Untagged.\n---\n').fields?.date).toBeNull();
  });

  it('names the file, the field and the fix for every problem at once', () => {
    const { fields, problems } = read('v1.0.9.md', '---\ndate: 2025-02-30\ntitel: x\ndocs: [Proton]\n---\n');
    expect(fields).toBeUndefined();
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/releases/v1.0.9.md: file name: "v1.0.9" is not a release version: name the file after the version, such as 1.0.53.md or 1.0.54-pre5.md",
        "content/releases/v1.0.9.md: frontmatter date: not a real calendar date",
        "content/releases/v1.0.9.md: frontmatter summary: required field is missing (expected string)",
        "content/releases/v1.0.9.md: frontmatter docs[0]: a doc id is its path under the docs folder without the extension, such as "proton" or "runbooks/sysmonvm-e2e"",
        "content/releases/v1.0.9.md: frontmatter (root): unknown key "titel" (remove it or check the spelling)",
      ]
    `);
  });

  it('reports YAML that does not parse with its line', () => {
    const { problems } = read('1.0.1.md', '---\nsummary: [unclosed\n---\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/releases\/1\.0\.1\.md: .*line 2/);
  });
});

describe('content/releases', () => {
  const names = fs.readdirSync(path.join(root, 'content/releases'));

  it('holds one valid file per release of the CHANGELOG at b89ec1088, 1.0.44 to 1.0.54-pre5', () => {
    expect(names.length).toBe(24);
    for (const name of names) {
      const { fields, problems } = read(name, fs.readFileSync(file(name), 'utf8'));
      expect({ name, problems }).toEqual({ name, problems: [] });
      expect(fields!.version).toBe(name.replace(/\.md$/, ''));
    }
    expect(names).toContain('1.0.44.md');
    expect(names).toContain('1.0.54-pre5.md');
  });
});
