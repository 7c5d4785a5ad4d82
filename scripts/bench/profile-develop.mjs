#!/usr/bin/env node
// Where the seconds of `gatsby develop` go: a cold start to /docs/intro in a browser, then body
// edits of the intro, with V8's CPU profiler on in every Node process of the dev server
// (node --cpu-prof; Gatsby exits cleanly on SIGINT, which writes the profiles). Prints the
// CPU time of the cold start and of the edits by package or project folder, and Gatsby's phases.
// A diagnosis tool for changes to src/node, not a bench part: the profiler slows everything down.
//
//   node scripts/bench/profile-develop.mjs [--edits 5] [--keep <dir>]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMap } from 'node:module';
import { stopProcessGroup } from '../process-group.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { devEnv, firstParagraph, freePort, leadWords, openUntilVisible, phaseTimings, timedEdit, waitForServer } from './loop.mjs';
import { makeProjectCopy } from './project-copy.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const edits = Number(flag('--edits', 5));
const keep = flag('--keep');

/** CLOCK_MONOTONIC in µs, the clock of a .cpuprofile's startTime and timeDeltas. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Where a profiled function is: its file, mapped back through the source map when it is in
 * Gatsby's bundle of gatsby-node/gatsby-config (.cache/compiled, minified by Parcel).
 */
function frameResolver() {
  const maps = new Map();
  return async ({ url, lineNumber, columnNumber, functionName }) => {
    const file = url.replace(/^file:\/\//, '');
    if (!/\/\.cache\/compiled\/[^/]+\.js$/.test(file)) return { file, name: functionName };
    // Node's own source-map reader; V8's profile positions and findEntry are both zero-based.
    if (!maps.has(file)) maps.set(file, fs.existsSync(`${file}.map`) ? new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) : null);
    const original = maps.get(file)?.findEntry(lineNumber, columnNumber);
    return original?.originalSource ? { file: original.originalSource, name: original.name ?? functionName } : { file, name: functionName };
  };
}

/** The bucket a frame's self time goes to: a package in node_modules, a folder of this project, or Node/V8. */
export function bucket(file, functionName) {
  if (!file) return functionName.startsWith('(') ? functionName : '(native)';
  const at = file.lastIndexOf('node_modules/');
  if (at !== -1) return /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file.slice(at))[1];
  const project = /(?:^|\/)(src\/node\/[^/]+|src\/[^/]+|\.cache\/[^/]+|gatsby-[a-z]+\.ts|content)(?:\/|$)/.exec(file);
  if (project) return project[1].replace(/\.(ts|js)$/, '');
  if (file.startsWith('node:') || !file.startsWith('/')) return '(node internals)';
  return file;
}

/**
 * Self time per bucket in [fromUs, toUs], and for this project's src/node code its inclusive time
 * (a sample counts for the innermost src/node function on its stack, whatever that called).
 */
export async function profileBuckets(profile, fromUs, toUs, resolve) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const where = new Map();
  for (const n of profile.nodes) where.set(n.id, await resolve(n.callFrame));
  const self = new Map();
  const ours = new Map();
  // Inclusive: the time each package, Gatsby module or src/node module was on the stack at all.
  const inclusive = new Map();
  const stackKeys = new Map();
  const keysOf = (id) => {
    if (stackKeys.has(id)) return stackKeys.get(id);
    const { file, name } = where.get(id);
    const keys = new Set(parent.has(id) ? keysOf(parent.get(id)) : []);
    const b = bucket(file, name ?? '');
    if (!b.startsWith('(')) keys.add(b);
    const gatsby = /node_modules\/gatsby\/dist\/(.+?)\.js$/.exec(file);
    if (gatsby) keys.add(`gatsby/${gatsby[1]}`);
    stackKeys.set(id, keys);
    return keys;
  };
  let t = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (t < fromUs || t > toUs) continue;
    const node = byId.get(profile.samples[i]);
    if (node.callFrame.functionName === '(idle)') continue;
    total += dt;
    const b = bucket(where.get(node.id).file, node.callFrame.functionName);
    self.set(b, (self.get(b) ?? 0) + dt);
    for (const key of keysOf(node.id)) inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const { file, name } = where.get(id);
      const m = /(?:^|\/)(src\/node\/.+?)(?:\.tsx?|\.js)?$/.exec(file);
      if (m && !file.includes('node_modules')) {
        const key = `${m[1]}${name ? ` ${name}` : ''}`;
        ours.set(key, (ours.get(key) ?? 0) + dt);
        break;
      }
    }
  }
  const ms = (map) => [...map].map(([name, us]) => ({ name, ms: Math.round(us / 1000) })).sort((a, b) => b.ms - a.ms);
  return { totalMs: Math.round(total / 1000), self: ms(self), inclusive: ms(inclusive), srcNode: ms(ours) };
}

/** SIGINT to the group, as Ctrl-C sends it; nothing if it has already ended. */
function interrupt(pid) {
  try {
    process.kill(-pid, 'SIGINT');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

const copy = makeProjectCopy('profile');
const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-profile-'));
const logFile = path.join(profDir, 'develop.log');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let output = '';
const marks = { start: nowUs() };
const started = performance.now();
// Node refuses --cpu-prof in NODE_OPTIONS; given to the CLI, it reaches Gatsby's develop process and
// workers too, which are started with the parent's execArgv (execa.node, gatsby-worker).
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, path.join(copy.dir, 'node_modules/gatsby/cli.js'), 'develop', '-H', '127.0.0.1', '-p', String(port)], {
  cwd: copy.dir,
  // NODE_ENV=development: Gatsby then writes source maps for its bundle of gatsby-node, mapped back to src/node here.
  env: { ...devEnv(), NODE_ENV: 'development' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
const bodyFile = path.join(copy.dir, 'content/docs/intro.mdx');
const editMs = [];
try {
  const deadline = performance.now() + 600_000;
  await waitForServer(base, '/docs/intro', child, deadline);
  const page = await browser.newPage();
  await openUntilVisible(page, `${base}/docs/intro`, leadWords(firstParagraph(fs.readFileSync(bodyFile, 'utf8'))), deadline);
  marks.visible = nowUs();
  console.error(`cold start to /docs/intro visible (profiler on): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Let the start-up's last steps (types, page data) finish outside the edit window.
  await new Promise((r) => setTimeout(r, 5000));
  marks.coldOutput = output.length;
  marks.editsFrom = nowUs();
  for (let i = 1; i <= edits; i++) {
    const marker = `Profile edit ${i}.`;
    editMs.push(
      await timedEdit(
        page,
        bodyFile,
        (s) => s.replace(firstParagraph(s), (line) => `${marker} ${line}`),
        { fn: (t) => document.querySelector('article')?.innerText.includes(t), arg: marker },
        { fn: (t) => !document.querySelector('article')?.innerText.includes(t), arg: marker },
      ),
    );
  }
  marks.editsTo = nowUs();
  console.error(`body edits (profiler on): ${editMs.join(', ')} ms`);
} catch (error) {
  error.message += `\n--- develop output (last 3000 chars) ---\n${output.slice(-3000)}`;
  throw error;
} finally {
  await browser.close();
  // SIGINT as Ctrl-C sends it: Gatsby's processes exit, and V8 writes their profiles on exit.
  interrupt(child.pid);
  const exited = child.exitCode !== null || await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 30_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!exited) console.error('develop did not exit within 30 s of SIGINT: its profiles may be missing');
  await new Promise((r) => setTimeout(r, 2000));
  await stopProcessGroup(child.pid);
  fs.writeFileSync(logFile, output);
}

const report = { cold: [], edits: [] };
const resolve = frameResolver();
for (const name of fs.readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(fs.readFileSync(path.join(profDir, name), 'utf8'));
  const cold = await profileBuckets(profile, marks.start, marks.visible, resolve);
  const edit = await profileBuckets(profile, marks.editsFrom, marks.editsTo, resolve);
  if (cold.totalMs > 50) report.cold.push({ name, ...cold });
  if (edit.totalMs > 50) report.edits.push({ name, ...edit });
}
const print = (title, list) => {
  console.log(`\n## ${title}`);
  for (const p of list.sort((a, b) => b.totalMs - a.totalMs)) {
    console.log(`\n${p.name}: ${p.totalMs} ms of CPU (idle left out)`);
    console.log('  self time by package or folder:', p.self.slice(0, 18).map((b) => `${b.name} ${b.ms}`).join(', '));
    console.log('  on the stack (inclusive):', p.inclusive.slice(0, 40).map((b) => `${b.name} ${b.ms}`).join(', '));
    if (p.srcNode.length) console.log('  innermost src/node function:', p.srcNode.slice(0, 12).map((b) => `${b.name} ${b.ms}`).join(', '));
  }
};
print('Cold start (start to /docs/intro visible)', report.cold);
print(`Body edits (${edits}, ${editMs.join(', ')} ms)`, report.edits);
console.log('\n## Gatsby phases, cold start');
for (const p of phaseTimings(output.slice(0, marks.coldOutput))) console.log(`  ${p.seconds.toFixed(2)} s ${p.phase}`);
console.log(`\n## Gatsby phases, ${edits} body edits summed`);
const sums = new Map();
for (const p of phaseTimings(output.slice(marks.coldOutput))) sums.set(p.phase, (sums.get(p.phase) ?? 0) + p.seconds);
for (const [phase, s] of [...sums].sort((a, b) => b[1] - a[1])) console.log(`  ${s.toFixed(2)} s ${phase}`);
fs.writeFileSync(path.join(profDir, 'report.json'), JSON.stringify(report, null, 2));
console.log(`\nprofiles, log and report.json in ${profDir}`);
if (keep) fs.cpSync(profDir, keep, { recursive: true });
copy.remove();
