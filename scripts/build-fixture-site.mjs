#!/usr/bin/env node
// Builds the site with other site configurations (test fixtures), each into e2e/.fixture-public/<name>.
// Each build runs in a copy of the project (scripts/project-copy.mjs) and leaves the main build alone.
// Usage: node scripts/build-fixture-site.mjs <site-config.yaml> <name> [<site-config.yaml> <name> …]
//
// Several sites build at once. Much of a Gatsby build is single-threaded (bootstrap, webpack's
// compile), so builds at once fill both cores of a 2-core machine; they do not run for free. In CI
// (session 8) the three fixtures took 4 min 14 s at once, the longest of them 1.3 to 1.6 min alone.
// Each line of a build's output is prefixed with its site's name.
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

/** Builds one site in its own copy of the project; resolves to its exit status. */
async function build({ config, name }) {
  const work = copyProject(name);
  const prefix = `[${name}] `;
  try {
    console.log(`${prefix}Building ${config} in ${work} …`);
    // Who reads each content file is recorded on the way (scripts/content-reads.cjs; e2e/content-reads.test.mjs checks it).
    const reads = path.join(root, 'e2e/.fixture-public', `${name}.content-reads`);
    fs.rmSync(reads, { recursive: true, force: true });
    fs.mkdirSync(reads, { recursive: true });
    const child = spawn('npx', ['gatsby', 'build'], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SITE_CONFIG: config,
        GATSBY_TELEMETRY_DISABLED: '1',
        CONTENT_READS_DIR: reads,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${path.join(work, 'scripts/content-reads.cjs')}`].filter(Boolean).join(' '),
      },
    });
    prefixLines(child, prefix);
    const status = await new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
    if (status !== 0) {
      console.error(`${prefix}gatsby build failed (exit ${status})`);
      return status;
    }
    const target = path.join(root, 'e2e/.fixture-public', name);
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(path.join(work, 'public'), target, { recursive: true });
    console.log(`${prefix}Built ${path.relative(root, target)}/`);
    return 0;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const statuses = await Promise.all(sites.map(build));
const failed = sites.filter((_, i) => statuses[i] !== 0).map((s) => s.name);
if (failed.length) {
  console.error(`Fixture builds failed: ${failed.join(', ')}`);
  process.exit(1);
}
