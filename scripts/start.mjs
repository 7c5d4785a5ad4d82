#!/usr/bin/env node
// Builds the site when there is no build yet, then serves it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// A build from before the response headers existed has no _headers, which the server needs.
if (!fs.existsSync('public/index.html') || !fs.existsSync('public/_headers')) {
  // npm run build: the build script gives Node its options (package.json, docs/architecture.md).
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('./serve.mjs').then(({ createStaticServer }) => {
  const port = Number(process.env.PORT ?? 9000);
  createStaticServer('public').listen(port, '127.0.0.1', () => console.log(`Serving public/ at http://localhost:${port}`));
});
