#!/usr/bin/env node
// npm test: every check, one phase after another, stopping at the first that fails, then a
// table of how long each phase took (printed on failure too), so a slow CI run says where
// its minutes went. The phases are the npm scripts of the same names.
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const PHASES = ['typecheck', 'lint', 'test:unit', 'build', 'build:fixtures', 'test:e2e'];

const times = [];
let failed;
for (const phase of PHASES) {
  const start = process.hrtime.bigint();
  const { status, signal } = spawnSync('npm', ['run', phase], { stdio: 'inherit' });
  times.push([phase, Number(process.hrtime.bigint() - start) / 1e9]);
  if (status !== 0) {
    failed = `${phase} failed (${signal ?? `exit ${status}`})`;
    break;
  }
}

const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log(`\nnpm test phases (load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}):`);
for (const [phase, s] of times) console.log(`  ${phase.padEnd(16)} ${minutes(s).padStart(12)}`);
console.log(`  ${'total'.padEnd(16)} ${minutes(total).padStart(12)}`);
if (failed) {
  console.error(`\n${failed}`);
  process.exit(1);
}
