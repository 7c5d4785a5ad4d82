// The authors' loop, this site against the Docusaurus site it replaces, one right after the other:
// a cold start of the dev server to the first doc in a browser, then body and title edits timed
// from the write of the source file to the new text in the open page (hot update, no reload),
// and the peak PSS of the dev server's process tree over all of it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { stopProcessGroup } from '../process-group.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { samplePeakPss } from './process-tree.mjs';
import { makeProjectCopy } from './project-copy.mjs';

// The same two docs on both sides. Body edits go to the intro (the page of the cold start). Title
// edits go to a doc whose h1 comes from its front matter on both sides: the peer's intro has its
// own "# ..." heading, so editing its front-matter title would not change its h1.
const ROUTE = { body: '/docs/intro', title: '/docs/helm-configuration' };

/** The two sites: where they live, how to clean and start them, their source files for the two docs. */
export function loopSites(peerDir) {
  return {
    ours: {
      label: 'This site (gatsby develop)',
      files: { body: 'content/docs/intro.mdx', title: 'content/docs/helm-configuration.mdx' },
      // A fresh copy per run: its node_modules/.cache (mermaid SVGs, loader caches) starts empty,
      // as the peer's does once its caches are removed, and the working tree is never edited.
      prepare() {
        const copy = makeProjectCopy('loop');
        const started = performance.now();
        execFileSync(process.execPath, [path.join(copy.dir, 'node_modules/gatsby/cli.js'), 'clean'], { cwd: copy.dir, stdio: 'ignore', env: devEnv() });
        return { dir: copy.dir, cleanSeconds: seconds(started), remove: copy.remove };
      },
      command: (dir, port) => [path.join(dir, 'node_modules/gatsby/cli.js'), 'develop', '-H', '127.0.0.1', '-p', String(port)],
    },
    peer: {
      label: 'Peer (docusaurus start)',
      files: { body: 'docs/intro.md', title: 'docs/helm-configuration.md' },
      prepare() {
        const started = performance.now();
        // What `docusaurus clear` removes: its generated files, the built site and the webpack and babel caches.
        for (const sub of ['.docusaurus', 'build', 'node_modules/.cache']) fs.rmSync(path.join(peerDir, sub), { recursive: true, force: true });
        return { dir: peerDir, cleanSeconds: seconds(started), remove: () => {} };
      },
      command: (dir, port) => [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    },
  };
}

/** Stops with a message saying how to prepare the peer when its folder is not one. */
export function checkPeer(peerDir) {
  const need = ['docusaurus.config.ts', 'docs/intro.md', 'docs/helm-configuration.md', 'node_modules/@docusaurus/core/bin/docusaurus.mjs'];
  const missing = need.filter((file) => !fs.existsSync(path.join(peerDir, file)));
  if (missing.length) throw new Error(`--peer ${peerDir}: missing ${missing.join(', ')}; prepare the peer as bench/README.md says (git archive of ServiceRadar's docs/ at b89ec1088, then npm ci in it)`);
}

const seconds = (since) => Math.round((performance.now() - since) / 10) / 100;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** An author's terminal: no CI (Gatsby turns Query on Demand off there), no browser opened by the server. */
export function devEnv() {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', BROWSER: 'none' };
  delete env.CI;
  delete env.NODE_ENV;
  return env;
}

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The first paragraph line after the front matter and the heading, the one body edits change. */
export function firstParagraph(source) {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const line = body.split('\n').find((l) => /^[A-Za-z]/.test(l) && !/^(import|export) /.test(l));
  if (!line) throw new Error('no paragraph line starting with a letter after the front matter');
  return line;
}

/** The first words of a paragraph line, as the page shows them (no markdown in them). */
export const leadWords = (line) => line.split(/\s+/).slice(0, 6).join(' ');

/**
 * Gatsby's phase timings ("success <phase> - 1.234s", "info bootstrap finished - 10.1s") and
 * Docusaurus's compile times, from a server's output (colour codes and wrapped lines allowed).
 */
export function phaseTimings(log) {
  const text = log.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g'), '');
  const phases = [];
  for (const match of text.matchAll(/^(?:success|info) (.+?) -\s+([\d.]+)s/gm)) phases.push({ phase: match[1].replace(/\s+/g, ' '), seconds: Number(match[2]) });
  for (const match of text.matchAll(/Compiled successfully in ([\d.]+)\s*(m?s)/g)) phases.push({ phase: 'webpack compile (client)', seconds: match[2] === 'ms' ? Number(match[1]) / 1000 : Number(match[1]) });
  return phases;
}

/** The phases of the edits, summed by name over all of them: where an edit's time goes. */
function summedPhases(log) {
  const sums = new Map();
  for (const { phase, seconds: s } of phaseTimings(log)) sums.set(phase, (sums.get(phase) ?? 0) + s);
  return [...sums].map(([phase, total]) => ({ phase, seconds: Math.round(total * 1000) / 1000 })).sort((a, b) => b.seconds - a.seconds);
}

/** Waits (up to 3 minutes) for the 1-minute load average to fall below 1, so an earlier job's load fades out of the figures. */
async function settle(onProgress) {
  const end = performance.now() + 180_000;
  if (os.loadavg()[0] >= 1) onProgress(`waiting for the load average (${os.loadavg()[0].toFixed(2)}) to fall below 1`);
  while (os.loadavg()[0] >= 1 && performance.now() < end) await new Promise((r) => setTimeout(r, 5000));
}

export async function waitForServer(base, route, child, deadline) {
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dev server exited (${child.exitCode}) before it answered`);
    try {
      await fetch(base + route, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('the dev server did not answer within 10 minutes');
}

/** Opens `route` and reloads until the article shows `text`; the dev server may still be building. */
export async function openUntilVisible(page, url, text, deadline) {
  let last;
  while (performance.now() < deadline) {
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      await page.waitForFunction((t) => document.querySelector('article')?.innerText.includes(t), text, { polling: 'raf', timeout: 20_000 });
      return;
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} never showed "${text}": ${last?.message}`);
}

/**
 * Writes `changed` over `file` and times until check(page) holds, then puts the original back and
 * waits until the page has it again (untimed), so the next edit starts from an idle server.
 */
export async function timedEdit(page, file, change, shows, gone) {
  const original = fs.readFileSync(file, 'utf8');
  let ms;
  try {
    const started = performance.now();
    fs.writeFileSync(file, change(original));
    await page.waitForFunction(shows.fn, shows.arg, { polling: 'raf', timeout: 60_000 });
    ms = Math.round(performance.now() - started);
  } finally {
    fs.writeFileSync(file, original);
  }
  await page.waitForFunction(gone.fn, gone.arg, { polling: 'raf', timeout: 60_000 });
  // Let the server finish what the restore started (queries, page data) before the next write.
  await new Promise((r) => setTimeout(r, 1500));
  return ms;
}

/** One cold start and its edits on one site: figures for one run. */
export async function loopRun(site, { edits, onProgress, logDir }) {
  const prepared = site.prepare();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, `${site.key}-${Date.now()}.log`);
  const log = fs.openSync(logFile, 'w');
  let output = '';
  await settle(onProgress);
  const loadBefore = Number(os.loadavg()[0].toFixed(2));
  if (loadBefore > 1.5) console.error(`[bench] warning: load average ${loadBefore} before this run (above 1.5): its figures are not comparable with an idle machine's`);
  const bodyFile = path.join(prepared.dir, site.files.body);
  const titleFile = path.join(prepared.dir, site.files.title);
  const lead = leadWords(firstParagraph(fs.readFileSync(bodyFile, 'utf8')));
  const started = performance.now();
  const child = spawn(process.execPath, site.command(prepared.dir, port), { cwd: prepared.dir, env: devEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const sampler = samplePeakPss(child.pid);
  // The log has the seconds since the start on each chunk, to see where an edit's time goes.
  const keep = (data) => {
    output += data;
    fs.writeSync(log, `[+${seconds(started).toFixed(2)}] ${data}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let figures;
  let peak = 0;
  let breakdown = [];
  try {
    const deadline = started + 600_000;
    await waitForServer(base, ROUTE.body, child, deadline);
    const answered = seconds(started);
    const page = await browser.newPage();
    await openUntilVisible(page, base + ROUTE.body, lead, deadline);
    const coldStart = seconds(started);
    onProgress(`${site.key}: server answered at ${answered} s, /docs/intro visible at ${coldStart} s`);

    const coldOutput = output.length;
    const token = Date.now().toString(36);
    const inArticle = { fn: (t) => document.querySelector('article')?.innerText.includes(t), arg: '' };
    const notInArticle = { fn: (t) => document.querySelector('article') && !document.querySelector('article').innerText.includes(t), arg: '' };
    const body = [];
    for (let i = 1; i <= edits; i++) {
      const marker = `Loop bench body edit ${i} ${token}.`;
      const ms = await timedEdit(page, bodyFile, (s) => s.replace(firstParagraph(s), (line) => `${marker} ${line}`), { ...inArticle, arg: marker }, { ...notInArticle, arg: marker });
      body.push(ms);
    }
    onProgress(`${site.key}: body edits ${body.join(', ')} ms`);

    await openUntilVisible(page, base + ROUTE.title, 'ServiceRadar', deadline + 120_000);
    const inH1 = { fn: (t) => document.querySelector('article h1')?.textContent.includes(t), arg: '' };
    const notInH1 = { fn: (t) => document.querySelector('article h1') && !document.querySelector('article h1').textContent.includes(t), arg: '' };
    const title = [];
    for (let i = 1; i <= edits; i++) {
      const marker = `retitled ${i} ${token}`;
      const retitle = (s) => {
        if (!/^title: .*$/m.test(s)) throw new Error(`${site.files.title}: no title line in its front matter`);
        return s.replace(/^title: "?(.*?)"?$/m, (_, t) => `title: "${t} ${marker}"`);
      };
      title.push(await timedEdit(page, titleFile, retitle, { ...inH1, arg: marker }, { ...notInH1, arg: marker }));
    }
    onProgress(`${site.key}: title edits ${title.join(', ')} ms`);
    await page.close();
    figures = { loadBefore, cleanSeconds: prepared.cleanSeconds, serverAnsweredSeconds: answered, coldStartSeconds: coldStart, bodyEditsMs: body, titleEditsMs: title, coldStartPhases: phaseTimings(output.slice(0, coldOutput)), editPhasesSummed: summedPhases(output.slice(coldOutput)) };
  } catch (error) {
    error.message += `\n--- ${site.key} dev server output (last 2000 chars, full log ${logFile}) ---\n${output.slice(-2000)}`;
    throw error;
  } finally {
    await browser.close();
    await stopProcessGroup(child.pid).catch((error) => console.error(`[bench] ${error.message}`));
    peak = sampler.stop();
    breakdown = sampler.peakBreakdown().slice(0, 6);
    fs.closeSync(log);
    prepared.remove();
  }
  return { ...figures, peakPssMB: Math.round(peak / 2 ** 20), peakPssByProcess: breakdown };
}

/** `runs` rounds of (ours, peer), alternating so that both see the same machine; figures per run and summaries. */
export async function benchLoop({ peerDir, runs, edits, onProgress, onResult }) {
  checkPeer(peerDir);
  const sites = loopSites(peerDir);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-loop-logs-'));
  onProgress(`the dev servers' output, with the seconds since each start, goes to ${logDir}`);
  const result = {
    edits,
    docs: { body: ROUTE.body, title: ROUTE.title },
    peer: { dir: peerDir, docusaurus: JSON.parse(fs.readFileSync(path.join(peerDir, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version },
    sites: { ours: { label: sites.ours.label, runs: [] }, peer: { label: sites.peer.label, runs: [] } },
  };
  for (let run = 1; run <= runs; run++) {
    for (const key of ['ours', 'peer']) {
      onProgress(`authors' loop, run ${run} of ${runs}: ${sites[key].label}`);
      const figures = await loopRun({ ...sites[key], key }, { edits, onProgress, logDir });
      result.sites[key].runs.push(figures);
      result.sites[key].summary = summarize(result.sites[key].runs);
      onResult(result);
    }
  }
  return result;
}

export function summarize(runs) {
  const cold = runs.map((r) => r.coldStartSeconds);
  const body = runs.flatMap((r) => r.bodyEditsMs);
  const title = runs.flatMap((r) => r.titleEditsMs);
  const pss = runs.map((r) => r.peakPssMB);
  return {
    runs: runs.length,
    coldStartSeconds: { median: median(cold), max: Math.max(...cold) },
    bodyEditSeconds: { median: median(body) / 1000, max: Math.max(...body) / 1000, edits: body.length },
    titleEditSeconds: { median: median(title) / 1000, max: Math.max(...title) / 1000, edits: title.length },
    peakPssMB: { median: median(pss), max: Math.max(...pss) },
    loadBefore: runs.map((r) => r.loadBefore),
  };
}
