// A worker thread of the MDX syntax check ahead of sourcing (./syntax-ahead.ts): for each of its
// files, the kinds (doc, page) it passes as. Plain CommonJS because a worker thread starts from a
// file Node can run; the check itself is TypeScript, loaded with jiti as ../output/scan/scan-worker.cjs does.
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { createJiti } = require('jiti');

(async () => {
  const { syntaxVerdicts } = await createJiti(__filename).import('../mdx-syntax.ts');
  return workerData.files.map((file) => {
    const verdicts = syntaxVerdicts(file, fs.readFileSync(file, 'utf8'));
    return [file, Object.keys(verdicts).filter((kind) => verdicts[kind].length === 0)];
  });
})().then(
  (result) => parentPort.postMessage({ result }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
