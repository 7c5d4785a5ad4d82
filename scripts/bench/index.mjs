#!/usr/bin/env node
// npm run bench: build times and memory, page weight, Lighthouse scores, build scaling and the
// authors' loop (dev server start and hot updates) beside the Docusaurus site this one replaces.
// Figures only: nothing here passes or fails on time (the budgets are in e2e/budgets.test.mjs).
// Each part run replaces its entry in bench/results.json; the others are kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from './args.mjs';
import { benchBuild, medianBuilds, medianPeerBuilds } from './build.mjs';
import { startGzipSite } from './gzip-server.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLoop } from './loop.mjs';
import { benchPeerBuilds } from './peer-build.mjs';
import { machineInfo } from './machine.mjs';
import { benchPages } from './pages.mjs';
import { BENCH_README, updateReadme } from './readme.mjs';
import { benchScale } from './scale.mjs';
import { benchSearch, SCALE_BENCH_QUERIES } from './search.mjs';
import { siteWithGeneratedDocs } from './search-scale.mjs';
import { renderTables } from './table.mjs';
import { benchWeight } from './weight.mjs';

process.env.GATSBY_TELEMETRY_DISABLED = '1';

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

if (options.readmeOnly) {
  updateReadme(JSON.parse(fs.readFileSync(options.out, 'utf8')));
  console.error(`${BENCH_README}: latest results rewritten from ${options.out}`);
  process.exit(0);
}

const previous = fs.existsSync(options.out) ? JSON.parse(fs.readFileSync(options.out, 'utf8')) : {};
const machine = machineInfo();
const results = { ...previous, date: new Date().toISOString(), machine };
const progress = (what) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${what}`);
const stamp = () => ({ measuredAt: new Date().toISOString(), loadAverage: os.loadavg().map((n) => n.toFixed(2)).join(' ') });
const save = () => {
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
};
const has = (part) => options.only.includes(part);
progress(`load average at start ${machine.loadAverageAtStart.load1} (${machine.cpus} cores); parts: ${options.only.join(', ')}`);

// Weight and Lighthouse measure the site the build part just built, or else --dir.
let siteDir = options.dir;
let builtCopy;
if (has('build')) {
  builtCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-public-'));
  const meta = stamp();
  // With --build-runs N, N rounds of ours then the peer's (with --peer), side by side: each figure
  // is the median run, and the table gives every run's time.
  const rounds = [];
  for (let round = 1; round <= options.buildRuns; round++) {
    const of = options.buildRuns > 1 ? ` (round ${round} of ${options.buildRuns})` : '';
    const ours = await benchBuild({ onProgress: (what) => progress(`${what}${of}`), keepPublic: round === 1 ? builtCopy : undefined });
    const peer = options.peer ? await benchPeerBuilds(path.resolve(options.peer), { onProgress: (what) => progress(`${what}${of}`), modes: options.peerModes }) : undefined;
    rounds.push({ ours, peer });
    results.build = { ...meta, mermaidCache: 'empty (the copy has its own node_modules/.cache)', rounds: rounds.length, ...medianBuilds(rounds.map((r) => r.ours)) };
    if (options.peer) results.build.peer = medianPeerBuilds(rounds.map((r) => r.peer));
    save();
  }
  siteDir = builtCopy;
}
if (has('weight') || has('lighthouse') || has('search')) {
  const site = await startGzipSite(siteDir);
  try {
    const routes = benchPages(siteDir);
    if (has('weight')) {
      progress(`page weight of ${routes.join(' ')} (site: ${siteDir})`);
      const meta = stamp();
      results.weight = { ...meta, gzipLevel: 6, pages: await benchWeight(site.base, routes) };
      save();
    }
    if (has('search')) {
      progress(`first search (site: ${siteDir})`);
      const meta = stamp();
      results.search = { ...meta, gzipLevel: 6, ...(await benchSearch(site.base, siteDir)), scale: [] };
      save();
      for (const docs of options.searchDocs) {
        progress(`first search with ${docs} generated docs in the index (site: ${siteDir})`);
        const scaled = await siteWithGeneratedDocs(siteDir, docs);
        const scaledSite = await startGzipSite(scaled.dir);
        try {
          const figures = await benchSearch(scaledSite.base, scaled.dir, { queries: SCALE_BENCH_QUERIES });
          results.search.scale.push({ ...stamp(), docs, records: scaled.stats.records, ...figures });
          save();
        } finally {
          await scaledSite.close();
          scaled.remove();
        }
      }
    }
    if (has('lighthouse')) {
      const meta = stamp();
      const pages = await benchLighthouse(site.base, routes, { runs: options.runs, presets: options.presets, onProgress: progress });
      const version = createRequire(import.meta.url)('lighthouse/package.json').version;
      results.lighthouse = { ...meta, version, runs: options.runs, pages };
      save();
    }
  } finally {
    await site.close();
  }
}
if (builtCopy && options.keepSite) {
  fs.rmSync(options.keepSite, { recursive: true, force: true });
  fs.cpSync(builtCopy, options.keepSite, { recursive: true });
  progress(`the cold build's site is in ${options.keepSite}`);
}
if (builtCopy) fs.rmSync(builtCopy, { recursive: true, force: true });
if (has('scale')) {
  const meta = stamp();
  await benchScale(options.sizes, {
    heapMb: options.heapMb,
    // With --peer, each size of --peer-sizes is also built by the peer, with the same generated docs.
    peerDir: options.peer && path.resolve(options.peer),
    peerModes: options.peerModes,
    peerSizes: options.peerSizes,
    onProgress: progress,
    onResult: (sizes) => {
      results.scale = { ...meta, mermaidCache: 'empty', sizes };
      save();
    },
  });
}

if (has('loop')) {
  const meta = stamp();
  await benchLoop({
    peerDir: path.resolve(options.peer),
    runs: options.loopRuns,
    edits: options.edits,
    onProgress: progress,
    onResult: (loop) => {
      results.loop = { ...meta, ...loop };
      save();
    },
  });
}

save();
console.log(renderTables(results));
if (options.readme) {
  updateReadme(results);
  progress(`${BENCH_README}: latest results updated`);
}
progress(`wrote ${options.out}`);
