#!/usr/bin/env node
// Builds the site with other site configurations (test fixtures), each into e2e/.fixture-public/<name>.
// The builds run in one copy of the project (scripts/project-copy.mjs), one after another, and leave
// the main build alone.
// Usage: node scripts/build-fixture-site.mjs <site-config.yaml> <name> [<site-config.yaml> <name> …]
//
// One after another in one folder, not at once in three: each site's code is the same, so the later
// builds reuse the first one's compiled bundles. Before each later build its public/ is removed, so
// Gatsby finds its .cache without a public/ and deletes it but for webpack's and Parcel's caches
// (gatsby/dist/services/initialize.js, "the Gatsby cache is incomplete"): its nodes, queries and
// pages start empty, as in a cold build, and only the compile is warm. webpack checks each cached
// module against its file, so nothing a site changes is taken stale. Content reads
// (e2e/content-reads.test.mjs) are recorded for the first site, which is built cold.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { prefixLines } from './prefix-lines.mjs';
import { copyProject } from './project-copy.mjs';

const args = process.argv.slice(2);
const sites = [];
for (let i = 0; i < args.length; i += 2) sites.push({ config: args[i], name: args[i + 1] });
if (sites.length === 0 || sites.some(({ config, name }) => !config || !name || !fs.existsSync(config))) {
  console.error('usage: node scripts/build-fixture-site.mjs <site-config.yaml> <name> [<site-config.yaml> <name> …]');
  process.exit(2);
}
const root = process.cwd();

/** Builds one site in `work`; resolves to its exit status. */
async function build({ config, name }, work) {
  const prefix = `[${name}] `;
  fs.rmSync(path.join(work, 'public'), { recursive: true, force: true });
  console.log(`${prefix}Building ${config} in ${work} …`);
  // Who reads each content file is recorded on the way (scripts/content-reads.cjs; e2e/content-reads.test.mjs checks it).
  const reads = path.join(root, 'e2e/.fixture-public', `${name}.content-reads`);
  fs.rmSync(reads, { recursive: true, force: true });
  fs.mkdirSync(reads, { recursive: true });
  // npm run build, as a reader builds: the script gives Node its options (package.json).
  const child = spawn('npm', ['run', 'build'], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      npm_config_update_notifier: 'false',
      SITE_CONFIG: config,
      GATSBY_TELEMETRY_DISABLED: '1',
      CONTENT_READS_DIR: reads,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${path.join(work, 'scripts/content-reads.cjs')}`].filter(Boolean).join(' '),
    },
  });
  prefixLines(child, prefix);
  const status = await new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  if (status !== 0) {
    console.error(`${prefix}npm run build failed (exit ${status})`);
    return status;
  }
  const target = path.join(root, 'e2e/.fixture-public', name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(path.join(work, 'public'), target, { recursive: true });
  console.log(`${prefix}Built ${path.relative(root, target)}/`);
  return 0;
}

const work = copyProject('fixtures');
const failed = [];
try {
  for (const site of sites) if ((await build(site, work)) !== 0) failed.push(site.name);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
if (failed.length) {
  console.error(`Fixture builds failed: ${failed.join(', ')}`);
  process.exit(1);
}
