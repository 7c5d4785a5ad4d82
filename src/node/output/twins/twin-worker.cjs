// A worker thread of the Markdown twins (./twin-memo.ts): converts its share of the MDX bodies.
// Plain CommonJS because a worker thread starts from a file Node can run; the converter itself
// is TypeScript, loaded with jiti as the post-build pass's scan worker loads its code.
const { parentPort, workerData } = require('node:worker_threads');
const { createJiti } = require('jiti');

// In the background (beside the build's own work), this thread takes only the CPU time the build
// leaves idle: Linux sets a nice value per thread (/proc/thread-self names this one). Elsewhere it
// runs at the build's priority.
if (workerData.background) {
  try {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    require('node:os').setPriority(tid, 19);
  } catch {
    // Not Linux, or not allowed: the conversions still run, at the build's priority.
  }
}

(async () => {
  const { convertMdx } = await createJiti(__filename).import('./mdx-to-markdown.ts');
  return workerData.jobs.map(([body, options]) => convertMdx(body, options));
})().then(
  (result) => parentPort.postMessage({ result }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
