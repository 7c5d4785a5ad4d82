#!/usr/bin/env node
// npm run test:e2e: the browser suites, two files at a time, the longest first. Each suite serves
// its sites on ports of its own and builds, or runs `gatsby develop`, in a copy of the project of
// its own, so two can share the machine.
//
// The develop suite runs in the pool like the others. It ran alone, after the others, from the
// day its watcher missed saves once with another suite beside it; alone, it left a third to a
// half of the two cores idle for its 6.5 minutes (it waits on develop and on the browser). An
// author saves on a busy machine too: if develop loses a save under load, this suite should say so,
// and a failure that passes on its rerun is named (below), not hidden.
//
// A file with a failing test is run once more, on its own. A failure that does not come back is
// not hidden: the end of the output lists it under "FLAKY" with its first error line, and the
// last line of npm test and of CI names it again (through the file FLAKY_REPORT names). Why: these tests drive a real browser and a real
// `gatsby develop` on a shared 2-core machine, and a timing failure under load (one in several
// CI runs) would otherwise throw away a stop's work. A test that fails twice fails the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { inPool } from './in-pool.mjs';
import { failedTests } from './tap-failures.mjs';

/**
 * The order the files start in: sweep, develop and warm-build (4 to 9 minutes each in CI; the sweep,
 * which loads one page at a time since 1 December 2026, is the longest and ended with a core idle
 * when it started third), then the
 * others by their time in a fresh-clone CI run (2026-11-30: api 252 s, bad-input-build 136, search
 * 127, shell 125 … config-reference 28); the files not listed take seconds and start last, by name.
 * Two run at a time, so a long file started late would run on alone at the end with the other slot
 * idle. This runner starts each file itself, one `node --test` per file, because node's runner
 * given many files orders them by name.
 */
const LONGEST = [
  'e2e/sweep.test.mjs',
  'e2e/develop.test.mjs',
  'e2e/warm-build.test.mjs',
  'e2e/api.test.mjs',
  'e2e/bad-input-build.test.mjs',
  'e2e/search.test.mjs',
  'e2e/shell.test.mjs',
  'e2e/reader-features.test.mjs',
  'e2e/lighthouse.test.mjs',
  'e2e/markdown.test.mjs',
  'e2e/tabs.test.mjs',
  'e2e/docs.test.mjs',
  'e2e/blog.test.mjs',
  'e2e/edge.test.mjs',
  'e2e/keyboard.test.mjs',
  'e2e/fixture.test.mjs',
  'e2e/config-reference.test.mjs',
];
const rank = (f) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);
const suites = fs
  .readdirSync('e2e')
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => `e2e/${f}`)
  .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));

/** Runs node's test runner on one file; resolves to [status, output], printed whole when the file ends (two run at once). */
function runFile(file) {
  const child = spawn(process.execPath, ['--test', file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      process.stdout.write(`# ${file}: ${code === 0 ? 'passed' : 'FAILED'}\n${output}`);
      resolve([code, output]);
    }),
  );
}

let failed = false;
const flaky = [];
let started = 0;
const results = await inPool(suites, 2, async (file) => {
  // A line as each file starts: a file's own output is printed when it ends, up to 8 minutes later.
  console.log(`# test-e2e: starting ${file} (${++started} of ${suites.length})`);
  return [file, ...(await runFile(file))];
});
const first = results.filter(([, status]) => status !== 0);
for (const [file, , output] of first) {
  const failures = failedTests(output).map((f) => ({ ...f, file: f.file ?? file }));
  // Without a failed test to name (a crash, a failure outside a test), the file is not run again.
  if (!failures.length) {
    failed = true;
    continue;
  }
  console.log(`\n# test-e2e: ${failures.length} test(s) failed; running ${file} once more, on its own`);
  const [second] = await runFile(file);
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
