#!/usr/bin/env node
// npm run test:e2e: the browser suites, two files at a time, then the develop suite on its own.
// Each suite serves its sites on ports of its own and builds in a copy of the project of its own,
// so two can share the machine. The develop suite is the exception: with another suite loading
// the machine beside it, `gatsby develop` once saw none of an author's later saves (one CI run
// in three, at a load average of 6 to 8), where on its own it has passed every run.
//
// A file with a failing test is run once more, on its own. A failure that does not come back is
// not hidden: the end of the output lists it under "FLAKY" with its first error line, and the
// last line of npm test and of CI names it again (through the file FLAKY_REPORT names). Why: these tests drive a real browser and a real
// `gatsby develop` on a shared 2-core machine, and a timing failure under load (one in several
// CI runs) would otherwise throw away a stop's work. A test that fails twice fails the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { failedTests } from './tap-failures.mjs';

const ALONE = ['e2e/develop.test.mjs'];
/**
 * The longest files start first (each takes 2 to 4 minutes in CI; the others take seconds to a
 * minute): with two running at a time, a long one started last would run on alone at the end.
 */
const LONGEST = ['e2e/warm-build.test.mjs', 'e2e/sweep.test.mjs', 'e2e/api.test.mjs', 'e2e/bad-input-build.test.mjs', 'e2e/lighthouse.test.mjs'];
const rank = (f) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);
const shared = fs
  .readdirSync('e2e')
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => `e2e/${f}`)
  .filter((f) => !ALONE.includes(f))
  .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));

/** Runs node's test runner on `files`, printing its output as it comes; resolves to [status, output]. */
function runTests(files, concurrency) {
  const child = spawn(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...files], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve([code, output])));
}

const runs = [
  [shared, 2],
  [ALONE.filter((f) => fs.existsSync(f)), 1],
].filter(([files]) => files.length);
let failed = false;
const flaky = [];
for (const [files, concurrency] of runs) {
  const [status, output] = await runTests(files, concurrency);
  if (status === 0) continue;
  const failures = failedTests(output);
  const again = [...new Set(failures.map((f) => f.file))].filter((f) => files.includes(f));
  // Without a file for every failure (a crash, a failure outside a test), nothing is run again.
  if (!failures.length || again.length === 0 || failures.some((f) => !f.file)) {
    failed = true;
    continue;
  }
  console.log(`\n# test-e2e: ${failures.length} test(s) failed; running ${again.join(', ')} once more, on its own`);
  const [second] = await runTests(again, 1);
  if (second === 0) flaky.push(...failures);
  else failed = true;
}
if (flaky.length) {
  console.log(`\nFLAKY: ${flaky.length} test(s) failed once, then passed when their file ran again:`);
  for (const f of flaky) console.log(`  - ${f.file}: ${f.name}\n      first run: ${f.error}`);
}
// npm test and CI name these again in their last line (scripts/test.mjs, .ci/run).
if (process.env.FLAKY_REPORT) fs.appendFileSync(process.env.FLAKY_REPORT, flaky.map((f) => `${f.file}: ${f.name}\n`).join(''));
process.exit(failed ? 1 : 0);
