// scripts/audit.mjs against recorded `npm audit --json` outputs: the 405 this machine's
// registry answers, a report with high findings, one with only a moderate finding, and a
// missing lockfile. Each is also replayed through the script itself for its exit code.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { evaluateAudit } from '../audit.mjs';

const fixture = (name) => new URL(`../__fixtures__/${name}`, import.meta.url).pathname;
const replay = (name) => spawnSync(process.execPath, ['scripts/audit.mjs'], { encoding: 'utf8', env: { ...process.env, AUDIT_REPORT: fixture(name) } });

describe('npm audit in CI', () => {
  it('fails on high findings, naming each package, its advisory and the fix', () => {
    const { outcome, lines } = evaluateAudit(fs.readFileSync(fixture('audit-high.json'), 'utf8'));
    assert.equal(outcome, 'fail');
    assert.deepEqual(lines, [
      'npm audit (runtime dependencies): 0 critical, 2 high, 1 moderate, 0 low',
      '  high: example-parser <2.0.1 (Prototype pollution in example-parser https://github.com/advisories/GHSA-xxxx-xxxx-xxxx); fix: example-loader@3.0.0 (major)',
      '  high: example-loader 1.0.0 - 2.4.0 (via example-parser); fix: example-loader@3.0.0 (major)',
    ]);
    const run = replay('audit-high.json');
    assert.equal(run.status, 1);
    assert.match(run.stderr, /high: example-parser/);
  });

  it('passes when nothing is high or critical', () => {
    assert.deepEqual(evaluateAudit(fs.readFileSync(fixture('audit-moderate-only.json'), 'utf8')), {
      outcome: 'pass',
      lines: ['npm audit (runtime dependencies): 0 critical, 0 high, 1 moderate, 0 low'],
    });
    assert.equal(replay('audit-moderate-only.json').status, 0);
  });

  it('does not fail when the audit service refuses, but says loudly that no audit happened', () => {
    assert.equal(evaluateAudit(fs.readFileSync(fixture('audit-405.json'), 'utf8')).outcome, 'unavailable');
    const run = replay('audit-405.json');
    assert.equal(run.status, 0);
    assert.match(run.stderr, /NO DEPENDENCY AUDIT HAPPENED\./);
    assert.match(run.stderr, /405 Method Not Allowed/);
    assert.match(run.stderr, /^::warning title=npm audit skipped::/m);
  });

  it('treats an unreachable registry like a refusal, and any other error as a failure', () => {
    assert.equal(evaluateAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry.npmjs.org' } })).outcome, 'unavailable');
    const noLock = evaluateAudit(fs.readFileSync(fixture('audit-no-lockfile.json'), 'utf8'));
    assert.equal(noLock.outcome, 'fail');
    assert.match(noLock.lines[0], /^npm audit failed: This command requires an existing lockfile\./);
    assert.equal(replay('audit-no-lockfile.json').status, 1);
    assert.equal(evaluateAudit('npm ERR! something').outcome, 'fail');
  });
});
