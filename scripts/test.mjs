#!/usr/bin/env node
// npm test: every check, one phase after another, stopping at the first that fails, then a
// table of how long each phase took (printed on failure too), so a slow CI run says where
// its minutes went. The phases are the npm scripts of the same names.
//
// The site's build and the fixture builds run at once, as one step: a Gatsby build keeps about
// one core busy, so together they take little more than the longer of the two. Their output is
// prefixed with the script's name. Each is timed on its own; the step's wall time is its total.
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';

const PHASES = ['typecheck', 'lint', 'test:unit', ['build', 'build:fixtures'], 'test:e2e'];

/** Runs `npm run <script>`; resolves to [status, seconds]. Output is prefixed when others run beside it. */
function run(script, { prefix = false } = {}) {
  const start = process.hrtime.bigint();
  const child = spawn('npm', ['run', script], { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (prefix) {
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]])
      readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${script}] ${line}\n`));
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve([code === 0 ? null : `${script} failed (${signal ?? `exit ${code}`})`, Number(process.hrtime.bigint() - start) / 1e9])),
  );
}

const times = [];
let failed;
for (const step of PHASES) {
  const scripts = Array.isArray(step) ? step : [step];
  const start = process.hrtime.bigint();
  const results = await Promise.all(scripts.map((script) => run(script, { prefix: scripts.length > 1 })));
  if (scripts.length > 1) times.push([`${scripts.join(' + ')}, at once`, Number(process.hrtime.bigint() - start) / 1e9, false]);
  scripts.forEach((script, i) => times.push([script, results[i][1], scripts.length > 1]));
  failed = results.map(([error]) => error).filter(Boolean).join('; ') || undefined;
  if (failed) break;
}

const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
// The total counts a concurrent step once, by its wall time.
const total = times.filter(([, , concurrent]) => !concurrent).reduce((sum, [, s]) => sum + s, 0);
console.log(`\nnpm test phases (load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}):`);
for (const [phase, s, concurrent] of times) console.log(`  ${(concurrent ? `  ${phase}` : phase).padEnd(36)} ${minutes(s).padStart(12)}`);
console.log(`  ${'total'.padEnd(36)} ${minutes(total).padStart(12)}`);
if (failed) {
  console.error(`\n${failed}`);
  process.exit(1);
}
