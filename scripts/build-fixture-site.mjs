#!/usr/bin/env node
// Builds the site with another site configuration (a test fixture) into e2e/.fixture-public/<name>.
// The build runs in a copy of the project (scripts/project-copy.mjs) and leaves the main build alone.
// Usage: node scripts/build-fixture-site.mjs <site-config.yaml> <name>
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from './project-copy.mjs';

const [config, name] = process.argv.slice(2);
if (!config || !name || !fs.existsSync(config)) {
  console.error('usage: node scripts/build-fixture-site.mjs <site-config.yaml> <name>');
  process.exit(2);
}
const root = process.cwd();
const work = copyProject(name);
try {
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
