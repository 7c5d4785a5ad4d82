#!/usr/bin/env node
// Builds the site with other site configurations (test fixtures), each into e2e/.fixture-public/<name>.
// Each build runs in a copy of the project (scripts/project-copy.mjs) and leaves the main build alone.
// Usage: node scripts/build-fixture-site.mjs <site-config.yaml> <name> [<site-config.yaml> <name> …]
//
// Several sites build at once. A Gatsby build keeps about one core busy (bootstrap and webpack's
// compile are single-threaded), so on a 2-core machine the three fixtures take little more than
// the longest of them. Each line of a build's output is prefixed with its site's name.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
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
    const child = spawn('npx', ['gatsby', 'build'], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SITE_CONFIG: config, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
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
