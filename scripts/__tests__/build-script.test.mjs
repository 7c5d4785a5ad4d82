// package.json's build script, run as `npm run build` runs it, with a stand-in `gatsby` that
// reports the options Node started with: Node accepts them (it refuses to start on a bad one), the
// larger young generation is there, and a reader's own NODE_OPTIONS come after ours, so theirs win
// (docs/architecture.md, "Builds give Node a larger young generation").
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const script = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.build;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-script-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'build-script', private: true, scripts: { build: script } }));
fs.mkdirSync(path.join(dir, 'node_modules/.bin'), { recursive: true });
const gatsby = path.join(dir, 'node_modules/.bin/gatsby');
fs.writeFileSync(gatsby, '#!/usr/bin/env node\nconsole.log(JSON.stringify({ args: process.argv.slice(2), nodeOptions: process.env.NODE_OPTIONS }));\n');
fs.chmodSync(gatsby, 0o755);

function run(env) {
  const { status, stdout, stderr } = spawnSync('npm', ['run', '--silent', 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false', ...env } });
  assert.equal(status, 0, stderr);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

describe('the build script', () => {
  it('runs gatsby build with a 64 MB semi-space, in options Node accepts', () => {
    const { args, nodeOptions } = run({ NODE_OPTIONS: '' });
    assert.deepEqual(args, ['build']);
    assert.equal(nodeOptions.trim(), '--max-semi-space-size=64');
  });

  it("puts a reader's own NODE_OPTIONS after its own, so a reader's setting wins", () => {
    const { nodeOptions } = run({ NODE_OPTIONS: '--max-old-space-size=4096 --max-semi-space-size=16' });
    assert.equal(nodeOptions, '--max-semi-space-size=64 --max-old-space-size=4096 --max-semi-space-size=16');
  });
});
