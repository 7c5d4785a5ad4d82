// Bad input that only a real build meets: MDX syntax (checked as each file is sourced),
// an invalid mermaid diagram (drawn beside the bundles' compile, reported as soon as it is drawn) and broken links and
// anchors (checked in the built HTML). Each test/bad-input/build-* case is the tiny _base site
// plus its broken files, built with `npm run build` in one copy of the project, one after another
// (the later builds reuse Gatsby's cache). The build must fail and say which file and line.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import path from 'node:path';
import { copyProject } from '../scripts/project-copy.mjs';
import { caseNames, materialize } from '../test/bad-input/fixture.cjs';

const SITE_FILES = ['docs', 'blog', 'sidebars.yaml', 'site-config.yaml'];
let work;

function build(name) {
  for (const file of SITE_FILES) fs.rmSync(path.join(work, file), { recursive: true, force: true });
  materialize(name, work);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: work,
      env: { ...process.env, npm_config_update_notifier: 'false', SITE_CONFIG: 'site-config.yaml', GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // eslint-disable-next-line no-control-regex
    child.on('close', (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '') }));
  });
}

describe('bad input that only a build catches', { concurrency: false }, () => {
  before(() => {
    work = copyProject('bad-input');
  });
  after(() => fs.rmSync(work, { recursive: true, force: true }));

  test('every build-* case folder is built here', () => {
    assert.deepEqual(caseNames().filter((n) => n.startsWith('build-')), ['build-links', 'build-mdx-syntax', 'build-mermaid']);
  });

  test('MDX syntax errors and imports in docs: every file, with its line, with the other content problems, before any page is built', async () => {
    const { code, output } = await build('build-mdx-syntax');
    assert.notEqual(code, 0, output);
    assert.match(output, /docs\/mdx-syntax\.mdx: line 8: MDX syntax error: Expected a closing tag for `<Callout>`/);
    assert.match(output, /blog\/2025-02-01-braces\/index\.mdx: line 12: MDX syntax error: Unexpected end of file in expression/);
    assert.match(output, /docs\/doc-import\.mdx: line 6: a doc cannot import or export: docs are rendered to HTML at build time/);
    // Tab sets written wrong: each problem with its line and its fix, all of them.
    assert.match(output, /docs\/bad-tabs\.mdx: line 6: <Tabs groupId="Operating System"> is not a valid group id: use lowercase letters, digits and dashes/);
    assert.match(output, /docs\/bad-tabs\.mdx: line 12: <TabItem label="debian"> has the value "debian", as the tab on line 7 has: give one of them another value="…"/);
    assert.match(output, /docs\/bad-tabs\.mdx: line 20: <TabItem> has no attribute "lable": it takes label, value, default/);
    assert.match(output, /docs\/bad-tabs\.mdx: line 20: <TabItem> needs a label/);
    assert.match(output, /docs\/bad-tabs\.mdx: line 19: <Tabs> has 1 <TabItem>: give it two or more/);
    assert.match(output, /docs\/bad-tabs\.mdx: line 27: <TabItem> must be a direct child of <Tabs>/);
    // A config block against ServiceRadar's config schema: each problem with the doc's line and the key path.
    assert.match(output, /docs\/bad-config\.mdx: line 10: poller\.json example: unknown key "core_adress": did you mean "core_address"\?/);
    assert.match(output, /docs\/bad-config\.mdx: line 11: poller\.json example: poll_interval: true is a boolean, but the code reads string or number here/);
    assert.match(output, /docs\/bad-config\.mdx: line 15: poller\.json example: agents\.edge\.security: "role" is missing, and the code needs it in mtls mode: add it/);
    // The content check's problems in the same report.
    assert.match(output, /docs\/typo\.mdx: frontmatter \(root\): unknown key "sidebar_lable"/);
    // A file with both: its frontmatter and its MDX, in one run.
    assert.match(output, /docs\/two-problems\.mdx: frontmatter draft:/);
    assert.match(output, /docs\/two-problems\.mdx: line 7: MDX syntax error/);
    assert.doesNotMatch(output, /bootstrap finished/, 'the build stops before bootstrap');
  });

  // The jest suite (src/node/__tests__/bad-input.test.ts) sources every case through the Node
  // APIs; these two are built by Gatsby itself, so its own plugins' order and errors are real.
  test('three broken files of three kinds: all named in one run, from the nodes', async () => {
    const { code, output } = await build('three-files');
    assert.notEqual(code, 0, output);
    assert.match(output, /Content has 3 problem\(s\):/);
    assert.match(output, /docs\/wrong-title\.mdx: frontmatter title: expected string, received number/);
    assert.match(output, /sidebars\.yaml: sidebar docs\[2\]\.href/);
    assert.match(output, /blog\/authors\.yaml: nameless\.name: required field is missing/);
  });

  test('frontmatter that is not YAML: gatsby-plugin-mdx stops the build, and the file and line are named on the way out', async () => {
    const { code, output } = await build('frontmatter-yaml');
    assert.notEqual(code, 0, output);
    assert.match(output, /Frontmatter that is not YAML in 1 place\(s\)/);
    assert.match(output, /docs\/broken-yaml\.mdx: frontmatter: YAML syntax error at line 3/);
  });

  test('an invalid mermaid diagram fails the build naming the file and the diagram line', async () => {
    const { code, output } = await build('build-mermaid');
    assert.notEqual(code, 0, output);
    assert.match(output, /1 mermaid diagram\(s\) could not be drawn\. Fix each diagram's syntax/);
    assert.match(output, /^docs\/bad-mermaid\.mdx: a mermaid diagram could not be drawn:$/m);
    assert.match(output, /Parse error on line 2:/);
    assert.match(output, /A\[Start --> B\{\{never closed/);
    assert.doesNotMatch(output, /Building static HTML for pages/, 'the build stops when the drawing ends, before the pages');
  });

  test('a broken link and a broken anchor fail the build naming the file and the line', async () => {
    const { code, output } = await build('build-links');
    assert.notEqual(code, 0, output);
    assert.match(output, /Broken links \(2\):/);
    assert.match(output, /docs\/broken-link\.mdx:8 \(\/docs\/broken-link\): \/docs\/no-such-page — no page at this path/);
    assert.match(output, /docs\/broken-anchor\.mdx:8 \(\/docs\/broken-anchor\): \/docs\/intro#no-such-heading — no element with id "no-such-heading" on \/docs\/intro/);
  });
});
