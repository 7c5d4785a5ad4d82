// A warm build (`npm run build` again, with .cache/ and public/ kept, as CI caches keep them)
// writes what a cold build of the same content writes, file for file, while it reads, scans and
// indexes again only what changed (issue #45). A copy of the project is built cold, then warm
// with nothing changed and after each of two groups of edits; then its .cache/ and public/ are
// removed and it is built cold, in the same folder (webpack's module ids and the MDX modules'
// names hold the project's path), and the two public/ folders are compared. Each kind of edit an
// author makes is here: the site config, the API spec, a sidebar, a new doc, a title, a doc's
// body, a diagram, a post, a deleted doc, and a build with nothing changed. Gatsby's and our memos in node_modules/.cache (the diagrams'
// SVG, the twins' Markdown, keyed by content) serve both builds, as they serve the bench's cold build.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { copyProject } from '../scripts/project-copy.mjs';

let work;

function build(dir) {
  return new Promise((resolve, reject) => {
    // npm run build, as CI builds: the script gives Node its options (package.json).
    const child = spawn('npm', ['run', 'build'], {
      cwd: dir,
      env: { ...process.env, npm_config_update_notifier: 'false', GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run build failed in ${dir} (exit ${code}):\n${output.slice(-4000)}`))));
  });
}

/** An edit as an author saves it (a later modification time each time, as gatsby-source-filesystem needs). */
function edit(rel, change) {
  const file = path.join(work, rel);
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${rel} changed nothing`);
  if (after === null) fs.rmSync(file);
  else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, after);
  }
}

const replace = (from, to) => (text) => {
  assert.ok(text.includes(from), `"${from}" is not in the file`);
  return text.replace(from, to);
};

function files(dir, base = dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files(full, base, out);
    else out.push(path.relative(base, full));
  }
  return out.sort();
}

/**
 * Whether a file is the same in both builds, normalised for the one hash that differs between
 * builds of the same bundles: webpack's compilation hash (in every page and in page-data, and in
 * the Content-Security-Policy's hash of the inline script that sets it). Every bundle, and every
 * other byte, must be equal.
 */
function sameBuild(warmDir, coldDir) {
  const compilationHash = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'page-data/app-data.json'), 'utf8')).webpackCompilationHash;
  const [warmHash, coldHash] = [compilationHash(warmDir), compilationHash(coldDir)];
  const scriptHash = (hash) => crypto.createHash('sha256').update(`window.___webpackCompilationHash="${hash}";`).digest('base64');
  const [warmScript, coldScript] = [scriptHash(warmHash), scriptHash(coldHash)];
  return (file) => {
    const [warm, cold] = [warmDir, coldDir].map((dir) => fs.readFileSync(path.join(dir, file)));
    if (warm.equals(cold)) return true;
    // The policy lists its hashes sorted: the script's hash, replaced, sorts elsewhere.
    const sorted = (text) => text.replace(/'sha256-[^']+'(?: 'sha256-[^']+')*/g, (list) => list.split(' ').sort().join(' '));
    return sorted(warm.toString('latin1').replaceAll(warmHash, coldHash).replaceAll(warmScript, coldScript)) === sorted(cold.toString('latin1'));
  };
}

/** Where a file of the two builds first differs, with some text around it. */
function firstDifference(file, warmDir, coldDir) {
  const [a, b] = [warmDir, coldDir].map((dir) => fs.readFileSync(path.join(dir, file), 'latin1'));
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const around = (text) => JSON.stringify(text.slice(Math.max(0, i - 80), i + 160));
  return `${file} at byte ${i}:\n  warm: ${around(a)}\n  cold: ${around(b)}`;
}

/**
 * A line of the build's output: "scanned N HTML files in T thread(s) (K kept for the feeds), M
 * unchanged since the last build". The pages kept for the feeds (posts, releases) are parsed on
 * every build: the feeds take their content from the parse.
 */
function scanned(output) {
  const match = output.match(/scanned (\d+) HTML files in \d+ thread\(s\) \((\d+) kept for the feeds\), (\d+) unchanged since the last build/);
  assert.ok(match, `no scan line in the build's output:\n${output.slice(-3000)}`);
  return { scanned: Number(match[1]), kept: Number(match[2]), unchanged: Number(match[3]) };
}

describe('a warm build writes what a cold build of the same content writes', () => {
  before(() => {
    work = copyProject('warm');
  });
  after(() => {
    if (work) fs.rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  test('every kind of edit, built warm, gives the files of a cold build; unchanged pages are not scanned again', { timeout: 1_500_000 }, async () => {
    // A doc the cold build has, for the edits below to delete.
    edit('content/docs/warm-gone.mdx', () => '---\ntitle: Warm gone\ndescription: A doc deleted between two builds.\n---\n\n## A section\n\nA sentence.\n');
    edit('content/sidebars.yaml', replace('      - type: doc\n        id: intro\n', '      - warm-gone\n      - type: doc\n        id: intro\n'));
    const first = scanned(await build(work));
    assert.equal(first.unchanged, 0, 'a cold build scans every page');
    assert.ok(fs.existsSync(path.join(work, 'public/docs/warm-gone/index.html')), 'the cold build has the doc to delete');

    // Nothing changed since the cold build: Gatsby writes no page again (webpack's compilation
    // hash, in every page, is the cold build's: src/node/webpack/css-extraction.ts), so no page
    // is scanned again, and the search index is kept.
    const idle = await build(work);
    assert.deepEqual(scanned(idle), { scanned: first.kept, kept: first.kept, unchanged: first.scanned - first.kept }, 'no page scanned again when nothing changed, but those kept for the feeds');
    assert.match(idle, /kept from the last build: no page it reads changed/);

    // The site config (every page's navbar), the API spec, a sidebar naming a new doc, a title,
    // a post, and a doc deleted with its sidebar entry: one warm build.
    edit('content/site-config.yaml', replace('      label: Tutorial\n      position: left', '      label: Handbook\n      position: left'));
    edit('openapi/serviceradar.yaml', replace('summary: List all pollers', 'summary: List every poller'));
    edit('content/docs/warm-probe.mdx', () => '---\ntitle: Warm probe\ndescription: A doc added between two builds.\n---\n\n## A section\n\nA sentence.\n');
    edit('content/sidebars.yaml', replace('      - warm-gone\n', '      - warm-probe\n'));
    edit('content/docs/warm-gone.mdx', () => null);
    edit('content/docs/agents.mdx', replace('title: "Agents & Demo Operations"', 'title: "Agents and Demo Operations"'));
    edit('content/blog/2025-03-24-welcome-to-serviceradar/index.mdx', (text) => `${text.trimEnd()}\n\nA closing line added between two builds.\n`);
    await build(work);
    assert.ok(!fs.existsSync(path.join(work, 'public/docs/warm-gone')), 'the deleted doc\'s page is gone');

    // A doc's body and a diagram: Gatsby writes those two pages again, and only they are scanned again.
    edit('content/docs/agents.mdx', replace('This runbook collects what we learned', 'This runbook, edited between two builds, collects what we learned'));
    edit('content/docs/architecture.mdx', replace('  Nginx["Nginx (:80)"]', '  Nginx["Nginx proxy (:80)"]'));
    const bodies = scanned(await build(work));
    assert.ok(bodies.scanned - bodies.kept <= 10 && bodies.unchanged > 0, `the pages these edits leave alone are not scanned again: ${JSON.stringify(bodies)}`);

    const warmPublic = path.join(work, 'public-warm');
    fs.renameSync(path.join(work, 'public'), warmPublic);
    fs.rmSync(path.join(work, '.cache'), { recursive: true, force: true });
    await build(work);
    const coldPublic = path.join(work, 'public');
    const warmFiles = files(warmPublic);
    const coldFiles = files(coldPublic);
    assert.deepEqual(
      { onlyWarm: warmFiles.filter((f) => !coldFiles.includes(f)), onlyCold: coldFiles.filter((f) => !warmFiles.includes(f)) },
      { onlyWarm: [], onlyCold: [] },
      'the same files',
    );
    const same = sameBuild(warmPublic, coldPublic);
    const differ = warmFiles.filter((f) => !same(f));
    assert.deepEqual(differ, [], `the same bytes in every file; the first differences:\n${differ.slice(0, 3).map((f) => firstDifference(f, warmPublic, coldPublic)).join('\n')}`);
  });
});
