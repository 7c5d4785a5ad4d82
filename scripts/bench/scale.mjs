// Scale benchmark: a generated site of N docs, built cold in a fresh project copy, for each N.
import os from 'node:os';
import path from 'node:path';
import { generateSite } from './generate-site.mjs';
import { makeProjectCopy } from './project-copy.mjs';
import { timedBuild } from './timed-build.mjs';

/** `onResult` gets the figures so far after each size: a long run keeps what it measured. */
export async function benchScale(sizes, { heapMb = 8192, onProgress = () => {}, onResult = () => {} } = {}) {
  const results = [];
  for (const size of sizes) {
    const copy = makeProjectCopy(`scale-${size}`);
    try {
      const { config } = generateSite('bench-site', size, copy.dir);
      onProgress(`build of ${size} generated docs`);
      // Node's default heap (about 4 GB here) runs out while Gatsby bundles 2,000 MDX modules.
      const env = { SITE_CONFIG: config, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() };
      const build = await timedBuild(copy.dir, { env, log: path.join(os.tmpdir(), `bench-scale-${size}.log`) });
      results.push({ docs: size, heapMb, ...build });
      onResult([...results]);
    } finally {
      copy.remove();
    }
  }
  return results;
}
