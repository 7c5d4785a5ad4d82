// The peer's builds beside ours: `docusaurus build` of the Docusaurus site this one replaces, as it
// ships (webpack, Babel, Terser) and with Docusaurus Faster (Rspack, SWC, Lightning CSS: one
// package and `future.experimental_faster`), each cold, warm with nothing changed, and warm after
// one doc is edited, as benchBuild measures ours.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NPM_ENV, timedProcess } from './timed-build.mjs';

export const PEER_EDITED_DOC = 'docs/intro.md';
/** The config the Faster builds use: the peer's own, with the one flag Docusaurus documents. */
const FASTER_CONFIG = 'docusaurus.faster.config.ts';

/**
 * One `npm run build` in `dir` (the peer's script: `docusaurus build`), as ours is run, timed from
 * outside, with the peak PSS of its process tree.
 */
async function timedPeerBuild(dir, { config, log }) {
  const args = ['run', 'build', ...(config ? ['--', '--config', config] : [])];
  const { seconds, peakPssMB, loadBefore } = await timedProcess('npm run build (docusaurus build)', args, { cwd: dir, env: { ...NPM_ENV, DOCUSAURUS_TELEMETRY_DISABLED: '1' }, log, command: 'npm' });
  return { seconds, peakPssMB, loadBefore };
}

/** What a cold build removes: the generated site, Docusaurus's own files and every bundler cache. */
function clearPeer(dir) {
  for (const rel of ['.docusaurus', 'build', 'node_modules/.cache']) fs.rmSync(path.join(dir, rel), { recursive: true, force: true });
}

export const PEER_MODES = ['docusaurus', 'faster'];

/**
 * Cold, warm and one-doc-edit builds of the peer in `peerDir`, as shipped (`docusaurus`) and with
 * Faster (`faster`), or the `modes` asked for. The peer needs `@docusaurus/faster` of its
 * Docusaurus version installed (bench/README.md, Preparing the peer). `editedDoc` (relative to
 * `peerDir`) is put back after each mode.
 */
export async function benchPeerBuilds(peerDir, { onProgress = () => {}, editedDoc = PEER_EDITED_DOC, modes: wanted = PEER_MODES, label = 'peer build' } = {}) {
  const core = JSON.parse(fs.readFileSync(path.join(peerDir, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
  if (!fs.existsSync(path.join(peerDir, 'node_modules/@docusaurus/faster'))) {
    throw new Error(`${peerDir}: @docusaurus/faster is not installed; run (cd ${peerDir} && npm install --no-save @docusaurus/faster@${core})`);
  }
  const configFile = ['docusaurus.config.ts', 'docusaurus.config.js'].find((f) => fs.existsSync(path.join(peerDir, f)));
  if (!configFile) throw new Error(`${peerDir}: no docusaurus.config.ts or .js`);
  const fasterConfig = path.join(peerDir, FASTER_CONFIG);
  fs.writeFileSync(fasterConfig, `import config from './${configFile.replace(/\.(ts|js)$/, '')}';\nexport default { ...config, future: { ...(config.future ?? {}), experimental_faster: true } };\n`);
  const doc = path.join(peerDir, editedDoc);
  const original = fs.readFileSync(doc, 'utf8');
  const modes = {};
  try {
    for (const [mode, config] of [['docusaurus', undefined], ['faster', FASTER_CONFIG]].filter(([m]) => wanted.includes(m))) {
      const log = (phase) => path.join(os.tmpdir(), `bench-${label.replace(/\W+/g, '-')}-${mode}-${phase}.log`);
      clearPeer(peerDir);
      onProgress(`${label} (${mode}), cold`);
      const cold = await timedPeerBuild(peerDir, { config, log: log('cold') });
      onProgress(`${label} (${mode}), warm (nothing changed)`);
      const warm = await timedPeerBuild(peerDir, { config, log: log('warm') });
      fs.appendFileSync(doc, `\n\nEdited by the benchmark at ${new Date().toISOString()} to measure an incremental build.\n`);
      onProgress(`${label} (${mode}), warm (${editedDoc} edited)`);
      try {
        modes[mode] = { cold, warm, edited: await timedPeerBuild(peerDir, { config, log: log('edited') }) };
      } finally {
        fs.writeFileSync(doc, original);
      }
    }
  } finally {
    fs.rmSync(fasterConfig, { force: true });
    clearPeer(peerDir);
  }
  return { version: core, editedDoc, ...modes };
}
