#!/usr/bin/env node
// npm test: every check, one phase after another, stopping at the first that fails, then a
// table of how long each phase took (printed on failure too), so a slow CI run says where
// its minutes went. The phases are the npm scripts of the same names.
//
// The site's build and the fixture builds run at once, as one step: a Gatsby build keeps 1.2 to 1.4
// cores busy, so on a 2-core machine they share the cores rather than overlap for free. Measured in
// CI (session 8): 4 min 39 s to 4 min 53 s at once, against 5 min 50 s one after the other. Their
// output is prefixed with the script's name. Each is timed on its own; the step's wall time is its total.
// tsc, ESLint and the unit tests run at once too: none writes what another reads. With jest's cache
// warm (a contributor's checkout) that saves about 30 s; in a fresh clone, whose jest compiles every
// module first, the phase takes as long either way (1 min 31 s in CI, both ways).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { minutes } from './minutes.mjs';
import { prefixLines } from './prefix-lines.mjs';

const PHASES = [['typecheck', 'lint', 'test:unit'], ['build', 'build:fixtures'], 'test:e2e'];

/** Runs `npm run <script>`; resolves to [status, seconds]. Output is prefixed when others run beside it. */
function run(script, { prefix = false } = {}) {
  const start = process.hrtime.bigint();
  const child = spawn('npm', ['run', script], { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (prefix) prefixLines(child, `[${script}] `);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve([code === 0 ? null : `${script} failed (${signal ?? `exit ${code}`})`, Number(process.hrtime.bigint() - start) / 1e9])),
  );
}

// test-e2e appends each test that passed only on its retry to this file; .ci/run names its own.
const flakyReport = process.env.FLAKY_REPORT ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), 'flaky.txt');
process.env.FLAKY_REPORT = flakyReport;
fs.writeFileSync(flakyReport, '');

/** The machine's CPU time so far, busy and in all (Linux /proc/stat, in ticks), or null elsewhere. */
function cpuTicks() {
  try {
    const [user, nice, system, idle, iowait, ...rest] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const all = user + nice + system + idle + iowait + rest.slice(0, 3).reduce((a, b) => a + b, 0);
    return { busy: all - idle - iowait, all };
  } catch {
    return null;
  }
}

const times = [];
let failed;
for (const step of PHASES) {
  const scripts = Array.isArray(step) ? step : [step];
  const start = process.hrtime.bigint();
  const cpuBefore = cpuTicks();
  const results = await Promise.all(scripts.map((script) => run(script, { prefix: scripts.length > 1 })));
  const cpuAfter = cpuTicks();
  // How busy the machine's cores were (anything running on it counts): a phase that leaves them
  // idle can share them with another; one that keeps them busy only gets faster by doing less.
  const busy = cpuBefore && cpuAfter ? (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.all - cpuBefore.all) : null;
  const row = (name, seconds, concurrent) => [name, seconds, concurrent, concurrent ? null : busy];
  if (scripts.length > 1) times.push(row(`${scripts.join(' + ')}, at once`, Number(process.hrtime.bigint() - start) / 1e9, false));
  scripts.forEach((script, i) => times.push(row(script, results[i][1], scripts.length > 1)));
  failed = results.map(([error]) => error).filter(Boolean).join('; ') || undefined;
  if (failed) break;
}

// The total counts a concurrent step once, by its wall time.
const total = times.filter(([, , concurrent]) => !concurrent).reduce((sum, [, s]) => sum + s, 0);
console.log(`\nnpm test phases (load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; cores busy, of ${os.cpus().length}):`);
for (const [phase, s, concurrent, busy] of times)
  console.log(`  ${(concurrent ? `  ${phase}` : phase).padEnd(36)} ${minutes(s).padStart(12)}${busy === null ? '' : `  ${Math.round(busy * 100)} % busy`}`);
console.log(`  ${'total'.padEnd(36)} ${minutes(total).padStart(12)}`);
const flaky = fs.readFileSync(flakyReport, 'utf8').split('\n').filter(Boolean);
if (failed) console.error(`\n${failed}`);
// The last line: a retried pass is named here, not only in the middle of the log.
console.log(`\nnpm test: ${failed ? 'FAILED' : 'passed'}; passed only on a retry: ${flaky.length ? `${flaky.length} (${flaky.join('; ')})` : 'none'}`);
if (failed) process.exit(1);
