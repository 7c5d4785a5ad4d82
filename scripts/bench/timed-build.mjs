// Runs `gatsby build` in a project copy and measures wall time and peak PSS of its process tree.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { samplePeakPss } from './process-tree.mjs';

/** `gatsby build` in `dir`: { seconds, peakPssMB, pages, loadBefore, levers }, through timedProcess. */
export async function timedBuild(dir, { env = {}, log } = {}) {
  const logFile = log ?? path.join(dir, 'bench-build.log');
  const childEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env };
  const run = await timedProcess('gatsby build', [path.join(dir, 'node_modules/gatsby/cli.js'), 'build'], { cwd: dir, env: childEnv, log: logFile });
  const pages = Number(/SitePage nodes: (\d+)/.exec(run.text)?.[1] ?? NaN);
  return { seconds: run.seconds, peakPssMB: run.peakPssMB, pages, loadBefore: run.loadBefore, levers: levers(childEnv, run.text) };
}

/**
 * Runs `node <args>` in `cwd` with its output in `log`, timed from outside, with the peak PSS of
 * its process tree: { seconds, peakPssMB, loadBefore, text }. A failure rejects with the end of the
 * log, since a figure from a broken build would be meaningless. The 1-minute load average is read
 * before it starts: on this 2-core machine, above 1.5 something else is running and the figure is
 * not comparable with an idle run (a warning says so; the figure is kept).
 */
export function timedProcess(label, args, { cwd, env, log }) {
  const loadBefore = Number(os.loadavg()[0].toFixed(2));
  if (loadBefore > 1.5) console.error(`[bench] warning: load average ${loadBefore} before this build (above 1.5): its figures are not comparable with an idle machine's`);
  const out = fs.openSync(log, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', out, out], env });
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
function levers(env, log) {
  return {
    sourceMaps: env.SOURCE_MAPS === '1' ? 'on (SOURCE_MAPS=1)' : 'off (the site default)',
    heap: /--max-old-space-size=(\d+)/.exec(env.NODE_OPTIONS ?? '')?.[1] ? `${RegExp.$1} MB` : 'Node default',
    // As the build reports it (src/node/on-pre-init.ts), e.g. "2 (one per physical core, …)".
    workers: /Build workers: (.*)/.exec(log)?.[1]?.trim() ?? `not reported (GATSBY_CPU_COUNT ${env.GATSBY_CPU_COUNT ?? 'unset'})`,
  };
}

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
