// Scale benchmark: a generated site of N docs, built cold in a fresh project copy, then again with
// nothing changed, then with one doc edited, for each N; with a peer, the same docs in a copy of
// the Docusaurus peer, built the same three ways as shipped and with Docusaurus Faster, right after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editedDocOf, generateSite } from './generate-site.mjs';
import { benchPeerBuilds, PEER_MODES } from './peer-build.mjs';
import { peerWithGeneratedDocs } from './peer-scale.mjs';
import { makeProjectCopy } from './project-copy.mjs';
import { timedBuild } from './timed-build.mjs';

/**
 * `peerSizes`: the sizes the peer builds too (all by default). `onResult` gets the figures so far
 * after each size: a long run keeps what it measured. `heapMb` undefined: Node's default heap, as
 * the targets ask (the build must fit in it).
 */
export async function benchScale(sizes, { heapMb, peerDir, peerModes = PEER_MODES, peerSizes = sizes, onProgress = () => {}, onResult = () => {} } = {}) {
  const results = [];
  for (const size of sizes) {
    const copy = makeProjectCopy(`scale-${size}`);
    let entry;
    try {
      const site = generateSite('bench-site', size, copy.dir);
      const env = { SITE_CONFIG: site.config };
      if (heapMb) env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim();
      const log = (phase) => path.join(os.tmpdir(), `bench-scale-${size}-${phase}.log`);
      onProgress(`build of ${size} generated docs, cold`);
      const cold = await timedBuild(copy.dir, { env, log: log('cold') });
      onProgress(`build of ${size} generated docs, warm (nothing changed)`);
      const warm = await timedBuild(copy.dir, { env, log: log('warm') });
      const editedDoc = path.join(path.relative(copy.dir, site.dir), 'docs', editedDocOf(size));
      fs.appendFileSync(path.join(copy.dir, editedDoc), `\nEdited by the benchmark at ${new Date().toISOString()} to measure an incremental build.\n`);
      onProgress(`build of ${size} generated docs, warm (${editedDoc} edited)`);
      const edited = await timedBuild(copy.dir, { env, log: log('edited') });
      entry = { docs: size, heap: heapMb ? `${heapMb} MB` : 'Node default', secondsPer1000Docs: Math.round((cold.seconds / size) * 1000), ...cold, warm, edited, editedDoc };
      results.push(entry);
      onResult([...results]);
    } finally {
      copy.remove();
    }
    if (!peerDir || !peerSizes.includes(size)) continue;
    const peer = peerWithGeneratedDocs(peerDir, size);
    try {
      entry.peer = await benchPeerBuilds(peer.dir, { editedDoc: peer.editedDoc, modes: peerModes, label: `peer with ${size} generated docs`, onProgress });
      onResult([...results]);
    } finally {
      peer.remove();
    }
  }
  return results;
}
