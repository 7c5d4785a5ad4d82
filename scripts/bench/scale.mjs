// Scale benchmark: a generated site of N docs, built cold in a fresh project copy, for each N.
import os from 'node:os';
import path from 'node:path';
import { generateSite } from './generate-site.mjs';
import { makeProjectCopy } from './project-copy.mjs';
import { timedBuild } from './timed-build.mjs';

/** `onResult` gets the figures so far after each size: a long run keeps what it measured. */
/** `heapMb` undefined: Node's default heap, as the targets ask (the build must fit in it). */
export async function benchScale(sizes, { heapMb, onProgress = () => {}, onResult = () => {} } = {}) {
  const results = [];
  for (const size of sizes) {
    const copy = makeProjectCopy(`scale-${size}`);
    try {
      const { config } = generateSite('bench-site', size, copy.dir);
      onProgress(`build of ${size} generated docs`);
      const env = { SITE_CONFIG: config };
      if (heapMb) env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim();
      const build = await timedBuild(copy.dir, { env, log: path.join(os.tmpdir(), `bench-scale-${size}.log`) });
      results.push({ docs: size, heap: heapMb ? `${heapMb} MB` : 'Node default', secondsPer1000Docs: Math.round((build.seconds / size) * 1000), ...build });
      onResult([...results]);
    } finally {
      copy.remove();
    }
  }
  return results;
}
