#!/usr/bin/env node
// npm run test:e2e: the browser suites, two files at a time, then the develop suite on its own.
// Each suite serves its sites on ports of its own and builds in a copy of the project of its own,
// so two can share the machine. The develop suite is the exception: with another suite loading
// the machine beside it, `gatsby develop` once saw none of an author's later saves (one CI run
// in three, at a load average of 6 to 8), where on its own it has passed every run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const ALONE = ['e2e/develop.test.mjs'];
const shared = fs
  .readdirSync('e2e')
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => `e2e/${f}`)
  .filter((f) => !ALONE.includes(f))
  .sort();

const runs = [
  ['--test', '--test-concurrency=2', ...shared],
  ['--test', '--test-concurrency=1', ...ALONE],
];
let failed = false;
for (const args of runs) {
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
