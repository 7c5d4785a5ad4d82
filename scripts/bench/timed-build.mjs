// Runs `npm run build` (the site's build script) in a project copy and measures wall time and peak PSS of its process tree.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { samplePeakPss } from './process-tree.mjs';

/**
 * `npm run build` in `dir`, the command a reader runs (its script gives Node its options: see
 * package.json and docs/architecture.md): { seconds, peakPssMB, pages, loadBefore, levers }, through timedProcess.
 */
export async function timedBuild(dir, { env = {}, log } = {}) {
  const logFile = log ?? path.join(dir, 'bench-build.log');
  const childEnv = { ...NPM_ENV, GATSBY_TELEMETRY_DISABLED: '1', ...env };
  const run = await timedProcess('npm run build', ['run', 'build'], { cwd: dir, env: childEnv, log: logFile, command: 'npm' });
  const pages = Number(/SitePage nodes: (\d+)/.exec(run.text)?.[1] ?? NaN);
  const script = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.build;
  return { seconds: run.seconds, peakPssMB: run.peakPssMB, pages, loadBefore: run.loadBefore, levers: levers(childEnv, run.text, script) };
}

/** npm as a build runs it, without its check for a newer npm (a request to the registry, beside the build). */
export const NPM_ENV = { ...process.env, npm_config_update_notifier: 'false' };

/**
 * Runs `<command> <args>` (node by default) in `cwd` with its output in `log`, timed from outside,
 * with the peak PSS of its process tree (npm's and the shell's included): { seconds, peakPssMB, loadBefore, text }. A failure rejects with the end of the
 * log, since a figure from a broken build would be meaningless. The 1-minute load average is read
 * before it starts: on this 2-core machine, above 1.5 something else is running and the figure is
 * not comparable with an idle run (a warning says so; the figure is kept).
 */
export function timedProcess(label, args, { cwd, env, log, command = process.execPath }) {
  const loadBefore = Number(os.loadavg()[0].toFixed(2));
  if (loadBefore > 1.5) console.error(`[bench] warning: load average ${loadBefore} before this build (above 1.5): its figures are not comparable with an idle machine's`);
  const out = fs.openSync(log, 'w');
  const started = performance.now();
  const child = spawn(command, args, { cwd, stdio: ['ignore', out, out], env });
  const sampler = samplePeakPss(child.pid);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const peak = sampler.stop();
      fs.closeSync(out);
      const text = fs.readFileSync(log, 'utf8');
      if (code !== 0) {
        reject(new Error(`${label} in ${cwd} failed (${signal ?? `exit ${code}`}); log ${log}:\n${text.slice(-3000)}`));
        return;
      }
      resolve({ seconds: round(seconds, 1), peakPssMB: Math.round(peak / 2 ** 20), loadBefore, text });
    });
  });
}

/** The settings in force that change a build's time and memory, recorded with its figures. */
function levers(env, log, script) {
  return {
    // The build script, Node's options included (package.json).
    script,
    sourceMaps: env.SOURCE_MAPS === '1' ? 'on (SOURCE_MAPS=1)' : 'off (the site default)',
    heap: /--max-old-space-size=(\d+)/.exec(env.NODE_OPTIONS ?? '')?.[1] ? `${RegExp.$1} MB` : 'Node default',
    // As the build reports it (src/node/on-pre-init.ts), e.g. "2 (one per physical core, …)".
    workers: /Build workers: (.*)/.exec(log)?.[1]?.trim() ?? `not reported (GATSBY_CPU_COUNT ${env.GATSBY_CPU_COUNT ?? 'unset'})`,
  };
}

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
