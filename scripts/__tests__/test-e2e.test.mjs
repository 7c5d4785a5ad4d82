// scripts/test-e2e.mjs on a throwaway e2e/ folder: a file whose test fails once is run again and
// reported as flaky; a test that fails twice fails the run. The runner's real TAP output is read.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const runner = path.resolve('scripts/test-e2e.mjs');
const dirs = [];
after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A project folder with these e2e files; returns the runner's result there. */
function run(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-e2e-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'e2e'));
  for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'e2e', name), source);
  // Without the variable that makes a test runner started by this one report to it, not in TAP.
  const env = { ...process.env, FLAKY_REPORT: path.join(dir, 'flaky.txt') };
  delete env.NODE_TEST_CONTEXT;
  const result = spawnSync(process.execPath, [runner], { cwd: dir, encoding: 'utf8', env });
  return { ...result, dir, report: fs.existsSync(env.FLAKY_REPORT) ? fs.readFileSync(env.FLAKY_REPORT, 'utf8') : '' };
}

const passing = `import { it } from 'node:test';\nit('passes', () => {});\n`;
// Fails on its first run only: the marker file says it ran before.
const failsOnce = `import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
describe('a suite', () => {
  it('answers the click', () => {
    const first = !fs.existsSync('ran-before');
    fs.writeFileSync('ran-before', '');
    assert.equal(first ? 'lost' : 'answered', 'answered');
  });
});
`;
const failsAlways = `import assert from 'node:assert/strict';
import { it } from 'node:test';
it('never passes', () => assert.equal(1, 2));
`;

describe('test-e2e', () => {
  it('runs a file with a failed test again and lists the test as flaky when it passes', () => {
    const { status, stdout, report } = run({ 'a.test.mjs': passing, 'b.test.mjs': failsOnce });
    assert.match(stdout, /# test-e2e: 1 test\(s\) failed; running e2e\/b\.test\.mjs once more, on its own/);
    // npm test and CI name it again in their last line from this report.
    assert.equal(report, 'e2e/b.test.mjs: answers the click\n');
    assert.match(stdout, /FLAKY: 1 test\(s\) failed once, then passed when their file ran again:\n {2}- e2e\/b\.test\.mjs: answers the click\n {6}first run: Expected values to be strictly equal:/);
    assert.equal(status, 0, stdout);
  });

  it('fails the run when the test fails again', () => {
    const { status, stdout } = run({ 'a.test.mjs': passing, 'c.test.mjs': failsAlways });
    assert.match(stdout, /running e2e\/c\.test\.mjs once more/);
    assert.doesNotMatch(stdout, /FLAKY/);
    assert.equal(status, 1);
  });

  it('starts the longest files first, two at a time, whatever their names', () => {
    // Each file notes when it starts; the two long ones take a while, so a third waits for a lane.
    const starts = (name, ms) => `import fs from 'node:fs';\nimport { it } from 'node:test';\nfs.appendFileSync('started.txt', '${name}\\n');\nit('waits', () => new Promise((r) => setTimeout(r, ${ms})));\n`;
    const { status, stdout, dir } = run({ 'a.test.mjs': starts('a', 0), 'develop.test.mjs': starts('develop', 400), 'warm-build.test.mjs': starts('warm-build', 400) });
    assert.equal(status, 0, stdout);
    const order = fs.readFileSync(path.join(dir, 'started.txt'), 'utf8').trim().split('\n');
    assert.deepEqual([order.length, order.at(-1)], [3, 'a'], `started in this order: ${order.join(', ')}`);
    // And says so as each starts, not only when it ends.
    assert.match(stdout, /# test-e2e: starting e2e\/a\.test\.mjs \(3 of 3\)/);
  });

  it('runs nothing again when every test passes', () => {
    const { status, stdout, report } = run({ 'a.test.mjs': passing });
    assert.doesNotMatch(stdout, /once more|FLAKY/);
    assert.equal(report, '');
    assert.equal(status, 0);
  });
});

describe('npm test', () => {
  /** scripts/test.mjs in a project whose phases are one-line scripts; `e2e` is the test:e2e script. */
  function npmTest(e2e) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
    dirs.push(dir);
    const ok = 'node -e 0';
    const scripts = { typecheck: ok, lint: ok, 'test:unit': ok, build: ok, 'build:fixtures': ok, 'test:e2e': e2e };
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'probe', private: true, scripts }));
    fs.mkdirSync(path.join(dir, 'scripts'));
    for (const f of ['test.mjs', 'minutes.mjs', 'prefix-lines.mjs']) fs.copyFileSync(path.resolve('scripts', f), path.join(dir, 'scripts', f));
    const env = { ...process.env };
    delete env.FLAKY_REPORT;
    delete env.NODE_TEST_CONTEXT;
    return spawnSync(process.execPath, ['scripts/test.mjs'], { cwd: dir, encoding: 'utf8', env });
  }
  const lastLine = (stdout) => stdout.trimEnd().split('\n').at(-1);

  it('names in its last line each test that passed only on a retry', () => {
    const { status, stdout } = npmTest(`node -e "require('fs').appendFileSync(process.env.FLAKY_REPORT, 'e2e/b.test.mjs: answers the click\\n')"`);
    assert.equal(status, 0, stdout);
    assert.equal(lastLine(stdout), 'npm test: passed; passed only on a retry: 1 (e2e/b.test.mjs: answers the click)');
  });

  it('says none when nothing was retried, and FAILED when a phase failed', () => {
    assert.equal(lastLine(npmTest('node -e 0').stdout), 'npm test: passed; passed only on a retry: none');
    const failed = npmTest('node -e "process.exit(3)"');
    assert.equal(failed.status, 1);
    assert.equal(lastLine(failed.stdout), 'npm test: FAILED; passed only on a retry: none');
  });
});
