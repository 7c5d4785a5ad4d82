#!/usr/bin/env node
// Builds the fixture site (e2e/fixtures/site: two locales, two docs versions, announcement
// bar, hide-on-scroll) into e2e/.fixture-public for the browser tests. Gatsby always writes
// to public/, so the main build is set aside and put back afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const OUT = 'e2e/.fixture-public';
const ASIDE = '.public-main';

if (fs.existsSync('public')) fs.renameSync('public', ASIDE);
try {
  const build = spawnSync('npx', ['gatsby', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', SITE_CONFIG: 'e2e/fixtures/site/site-config.yaml' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.renameSync('public', OUT);
} finally {
  if (fs.existsSync(ASIDE)) {
    fs.rmSync('public', { recursive: true, force: true });
    fs.renameSync(ASIDE, 'public');
  }
}
