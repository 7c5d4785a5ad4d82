// scripts/check-content.mjs on one file of each kind: it reads frontmatter with the build's
// parser (src/node/frontmatter-parser.cjs), checks MDX with the build's check
// (src/node/mdx-syntax.ts, HTML comment lines included) and names the line of the file for each error.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';

const fixture = (name) => `scripts/__fixtures__/check-content/${name}`;
const check = (...names) => checkWith({}, ...names);
const checkWith = (env, ...names) => spawnSync(process.execPath, ['scripts/check-content.mjs', ...names.map(fixture)], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('check-content', () => {
  it('passes a valid file', () => {
    const { status, stdout } = check('valid.mdx');
    assert.equal(stdout, `ok   ${fixture('valid.mdx')}: 1 words (prose), 0 mermaid, 0 code blocks\n`);
    assert.equal(status, 0);
  });

  it('passes an HTML comment line, as the build does (plain MDX 2 rejects `<!--`)', () => {
    const { status, stdout } = check('html-comment.mdx');
    assert.equal(stdout, `ok   ${fixture('html-comment.mdx')}: 4 words (prose), 0 mermaid, 0 code blocks\n`);
    assert.equal(status, 0);
  });

  it('reports each problem with the line of the file', () => {
    const { status, stdout } = check('yaml-error-crlf.mdx', 'mdx-error.mdx', 'no-frontmatter.mdx', 'missing-description.mdx');
    assert.equal(status, 1);
    assert.deepEqual(stdout.split('\n').filter((line) => line.startsWith('     - ')), [
      '     - frontmatter: YAML syntax error at line 3: Nested mappings are not allowed in compact mappings',
      `     - ${fixture('mdx-error.mdx')}: line 8: MDX syntax error: Expected a closing tag for \`<Tag>\` (8:13-8:18) before the end of \`paragraph\``,
      '     - no frontmatter',
      '     - frontmatter: description is missing',
    ]);
  });

  it("decides which files are docs from the site config's version folders (a doc may not import)", () => {
    // As a page (the site's config has no docs folder here), an import is fine.
    const asPage = check('imports.mdx');
    assert.equal(asPage.status, 0, asPage.stdout);
    // A site config whose one version's docs are the fixtures folder: the same file is a doc.
    const config = YAML.parse(fs.readFileSync('e2e/fixtures/site/site-config.yaml', 'utf8'));
    config.docs.versions = [{ ...config.docs.versions[0], docs: 'scripts/__fixtures__/check-content' }];
    delete config.docs.lastVersion;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
    try {
      fs.writeFileSync(path.join(dir, 'site-config.yaml'), YAML.stringify(config));
      const asDoc = checkWith({ SITE_CONFIG: path.join(dir, 'site-config.yaml') }, 'imports.mdx');
      assert.equal(asDoc.status, 1, asDoc.stdout);
      assert.match(asDoc.stdout, /imports\.mdx: line 6: a doc cannot import or export/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('check-content on a release file', () => {
  it("checks it against the release schema, with the file, the field and the fix", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-release-'));
    const config = YAML.parse(fs.readFileSync('content/site-config.yaml', 'utf8'));
    config.releases = { ...config.releases, path: dir };
    try {
      fs.writeFileSync(path.join(dir, 'site-config.yaml'), YAML.stringify(config));
      fs.writeFileSync(path.join(dir, '1.0.60.md'), '---\nsummary: A release.\ndate: 2026-02-30\n---\n\n- A change.\n');
      fs.writeFileSync(path.join(dir, '1.0.61.md'), '---\nsummary: A release.\ndate: 2026-03-01\n---\n\n- A change.\n');
      const run = spawnSync(process.execPath, ['scripts/check-content.mjs', path.join(dir, '1.0.60.md'), path.join(dir, '1.0.61.md')], {
        encoding: 'utf8',
        env: { ...process.env, SITE_CONFIG: path.join(dir, 'site-config.yaml') },
      });
      assert.equal(run.status, 1, run.stdout);
      const lines = run.stdout.split('\n');
      assert.match(lines[0], /^FAIL .*1\.0\.60\.md: /);
      assert.match(lines[1], /^ {5}- .*1\.0\.60\.md: frontmatter date: not a real calendar date$/);
      assert.match(lines[2], /^ok {3}.*1\.0\.61\.md: /);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
