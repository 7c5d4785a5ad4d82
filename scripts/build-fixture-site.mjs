#!/usr/bin/env node
// Builds the site with another site configuration (a test fixture) into e2e/.fixture-public/<name>.
// Gatsby always writes ./public and ./.cache, so the build runs in a copy of the project's files
// (node_modules linked, not copied) and leaves the main build alone.
// Usage: node scripts/build-fixture-site.mjs <site-config.yaml> <name>
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [config, name] = process.argv.slice(2);
if (!config || !name || !fs.existsSync(config)) {
  console.error('usage: node scripts/build-fixture-site.mjs <site-config.yaml> <name>');
  process.exit(2);
}
const root = process.cwd();
const work = fs.mkdtempSync(path.join(os.tmpdir(), `fixture-site-${name}-`));
try {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    fs.mkdirSync(path.join(work, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(work, file));
  }
  fs.symlinkSync(fs.realpathSync('node_modules'), path.join(work, 'node_modules'), 'dir');
  console.log(`Building ${config} in ${work} …`);
  const build = spawnSync('npx', ['gatsby', 'build'], {
    cwd: work,
    stdio: 'inherit',
    env: { ...process.env, SITE_CONFIG: config, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const target = path.join(root, 'e2e/.fixture-public', name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(path.join(work, 'public'), target, { recursive: true });
  console.log(`Built ${path.relative(root, target)}/`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
