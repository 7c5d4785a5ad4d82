#!/usr/bin/env node
// Builds the fixture site (e2e/fixtures/site: two locales, two docs versions, announcement
// bar, hide-on-scroll) into e2e/.fixture-public for the browser tests. Gatsby always writes
// to public/, so the main build is set aside and put back afterwards, whatever happens.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const OUT = 'e2e/.fixture-public';
const ASIDE = '.public-main';

if (fs.existsSync(ASIDE)) {
  console.error(`${ASIDE}/ exists: an interrupted fixture build left the main build there. Move it back to public/ (or delete it) and run again.`);
  process.exit(1);
}
if (fs.existsSync('public')) fs.renameSync('public', ASIDE);
let status = 1;
try {
  const build = spawnSync('npx', ['gatsby', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', SITE_CONFIG: 'e2e/fixtures/site/site-config.yaml' },
  });
  status = build.status ?? 1;
  if (status === 0) {
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.renameSync('public', OUT);
  }
} finally {
  if (fs.existsSync(ASIDE)) {
    fs.rmSync('public', { recursive: true, force: true });
    fs.renameSync(ASIDE, 'public');
  }
}
process.exitCode = status;
