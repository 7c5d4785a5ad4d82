// A worker thread of the post-build pass (./scan-site.ts): scans its share of the built pages.
// Plain CommonJS because a worker thread starts from a file Node can run; the pass itself is
// TypeScript, loaded with jiti as scripts/check-content.mjs loads the build's code.
const { parentPort, workerData } = require('node:worker_threads');
const { createJiti } = require('jiti');

(async () => {
  const { scanFiles } = await createJiti(__filename).import('./scan-file.ts');
  return scanFiles(workerData.publicDir, workerData.files, workerData.searchDir);
})().then(
  (result) => parentPort.postMessage({ result }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
