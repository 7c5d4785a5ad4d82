// Lighthouse (the npm package, programmatically) against Debian's Chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { stopProcessGroup } from '../process-group.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = { fcpMs: 'first-contentful-paint', lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift' };

/**
 * Chromium with a DevTools port for Lighthouse. Started directly (not through chrome-launcher,
 * which is only a transitive dependency) with a throwaway profile.
 */
export async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-profile-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so close() can end the renderers and helpers too (scripts/process-group.mjs).
    detached: true,
  });
  const port = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`${CHROMIUM} did not open a DevTools port:\n${err}`)), 60000);
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`${CHROMIUM} exited (${code}) before opening a DevTools port:\n${err}`)));
  });
  child.stderr.resume();
  const close = async () => {
    await stopProcessGroup(child.pid);
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  return { port, close };
}

/** Audits that lower a category's score: weighted, with a score below 1. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const items = (audit.details?.items ?? []).slice(0, 5).map((item) => item.node?.snippet ?? item.url ?? item.source?.url ?? JSON.stringify(item).slice(0, 160));
      return { id: ref.id, title: audit.title, score: audit.score, items };
    });
}

/** One Lighthouse run: category scores (0-100), the four metrics, and what failed. */
export async function runLighthouse(port, url, { preset = 'mobile', categories = CATEGORIES } = {}) {
  // No full-page screenshot: it only illustrates the HTML report's node previews, which nothing
  // here renders, and it took a sixth of each run (6 mobile runs: 54.4 s against 68.3 s, and 52.8 against 63.1).
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: categories, disableFullPageScreenshot: true };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse ${preset} ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((c) => [c, lhr.categories[c].score === null ? null : Math.round(lhr.categories[c].score * 100)]));
  const metrics = categories.includes('performance')
    ? Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id].numericValue]))
    : {};
  const failing = Object.fromEntries(categories.map((c) => [c, failingAudits(lhr, c)]));
  return { scores, metrics, failing, warnings: lhr.runWarnings };
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each page with each preset, `runs` times; the median of each figure separately. */
export async function benchLighthouse(base, routes, { runs = 3, presets = ['mobile', 'desktop'], onProgress = () => {} } = {}) {
  const chrome = await startChromium();
  const results = [];
  try {
    for (const preset of presets) {
      for (const route of routes) {
        const samples = [];
        for (let run = 1; run <= runs; run++) {
          onProgress(`lighthouse ${preset} ${route} run ${run}/${runs}`);
          samples.push(await runLighthouse(chrome.port, base + route, { preset }));
        }
        const pick = (get) => median(samples.map(get));
        results.push({
          route,
          preset,
          runs,
          performance: pick((s) => s.scores.performance),
          accessibility: pick((s) => s.scores.accessibility),
          bestPractices: pick((s) => s.scores['best-practices']),
          seo: pick((s) => s.scores.seo),
          fcpMs: Math.round(pick((s) => s.metrics.fcpMs)),
          lcpMs: Math.round(pick((s) => s.metrics.lcpMs)),
          tbtMs: Math.round(pick((s) => s.metrics.tbtMs)),
          cls: Math.round(pick((s) => s.metrics.cls) * 1000) / 1000,
        });
      }
    }
  } finally {
    await chrome.close();
  }
  return results;
}
