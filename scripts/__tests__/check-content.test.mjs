// scripts/check-content.mjs on one file of each kind: it reads frontmatter with the build's
// parser (src/node/content/frontmatter.cjs), checks MDX with the build's check
// (src/node/mdx-syntax.ts, HTML comment lines included) and names the line of the file for each error.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';

const fixture = (name) => `scripts/__fixtures__/check-content/${name}`;
const check = (...names) => spawnSync(process.execPath, ['scripts/check-content.mjs', ...names.map(fixture)], { encoding: 'utf8' });

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
});
