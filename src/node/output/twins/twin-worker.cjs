// A worker thread of the Markdown twins (./twin-memo.ts): converts its share of the MDX bodies.
// Plain CommonJS because a worker thread starts from a file Node can run; the converter itself
// is TypeScript, loaded with jiti as the post-build pass's scan worker loads its code.
const { parentPort, workerData } = require('node:worker_threads');
const { createJiti } = require('jiti');

(async () => {
  const { convertMdx } = await createJiti(__filename).import('./mdx-to-markdown.ts');
  return workerData.jobs.map(([body, options]) => convertMdx(body, options));
})().then(
  (result) => parentPort.postMessage({ result }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
