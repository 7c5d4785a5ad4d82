// scripts/bench/project-copy.mjs on throwaway git checkouts: the copy holds the project's files
// and links to its packages, whether node_modules is a folder (a normal install) or a link to
// another checkout's (a worktree for a side-by-side bench, as bench/README.md shows).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { makeProjectCopy } from '../bench/project-copy.mjs';

const dirs = [];
const tempDir = (label) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `project-copy-${label}-`));
  dirs.push(dir);
  return dir;
};
after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A git checkout with one tracked file, one untracked file and the repository's .gitignore rule. */
function checkout() {
  const root = tempDir('root');
  execFileSync('git', ['init', '-q'], { cwd: root });
  fs.writeFileSync(path.join(root, '.gitignore'), 'node_modules/\n');
  fs.mkdirSync(path.join(root, 'content'));
  fs.writeFileSync(path.join(root, 'content', 'intro.mdx'), '# Intro\n');
  execFileSync('git', ['add', '.'], { cwd: root });
  fs.writeFileSync(path.join(root, 'draft.mdx'), 'not added yet\n');
  return root;
}

/** A node_modules folder with one package and a cache that a copy must not share. */
function modules(at) {
  fs.mkdirSync(path.join(at, 'some-package'), { recursive: true });
  fs.writeFileSync(path.join(at, 'some-package', 'index.js'), 'module.exports = 1;\n');
  fs.mkdirSync(path.join(at, '.cache'));
  return at;
}

function assertCopy(copyDir, packagesDir) {
  assert.equal(fs.readFileSync(path.join(copyDir, 'content', 'intro.mdx'), 'utf8'), '# Intro\n');
  assert.equal(fs.readFileSync(path.join(copyDir, 'draft.mdx'), 'utf8'), 'not added yet\n');
  assert.ok(fs.lstatSync(path.join(copyDir, 'node_modules')).isDirectory(), 'node_modules is a folder of its own');
  assert.equal(fs.realpathSync(path.join(copyDir, 'node_modules', 'some-package')), fs.realpathSync(path.join(packagesDir, 'some-package')));
  assert.ok(!fs.existsSync(path.join(copyDir, 'node_modules', '.cache')), 'the cache is not shared');
}

describe('makeProjectCopy', () => {
  it('copies the files and links the packages of a normal install', () => {
    const root = checkout();
    const packages = modules(path.join(root, 'node_modules'));
    const copy = makeProjectCopy('test', root);
    dirs.push(copy.dir);
    assertCopy(copy.dir, packages);
  });

  it('does the same when node_modules is a link to another checkout’s', () => {
    const root = checkout();
    const packages = modules(tempDir('packages'));
    fs.symlinkSync(packages, path.join(root, 'node_modules'));
    const copy = makeProjectCopy('test', root);
    dirs.push(copy.dir);
    assertCopy(copy.dir, packages);
  });
});
