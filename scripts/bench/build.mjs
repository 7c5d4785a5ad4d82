// Build benchmark: cold (fresh copy: no .cache, no public, empty node_modules/.cache), warm
// (a second build with nothing changed) and warm after editing one doc.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeProjectCopy } from './project-copy.mjs';
import { timedBuild } from './timed-build.mjs';

export const EDITED_DOC = 'content/docs/intro.mdx';

/** `keepPublic`: a folder to receive the cold build's public/, for the other parts to measure. */
export async function benchBuild({ onProgress = () => {}, keepPublic } = {}) {
  const copy = makeProjectCopy('build');
  const log = (phase) => path.join(os.tmpdir(), `bench-build-${phase}.log`);
  try {
    onProgress('cold build');
    const cold = await timedBuild(copy.dir, { log: log('cold') });
    onProgress('warm build (nothing changed)');
    if (keepPublic) fs.cpSync(path.join(copy.dir, 'public'), keepPublic, { recursive: true });
    const warm = await timedBuild(copy.dir, { log: log('warm') });
    const doc = path.join(copy.dir, EDITED_DOC);
    fs.appendFileSync(doc, `\n\nEdited by the benchmark at ${new Date().toISOString()} to measure an incremental build.\n`);
    onProgress(`warm build (${EDITED_DOC} edited)`);
    const edited = await timedBuild(copy.dir, { log: log('edited') });
    return { cold, warm, edited, editedDoc: EDITED_DOC };
  } finally {
    copy.remove();
  }
}

/** The run of median time among `runs` (its figures whole), with every run's time when there are several. */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return runs.length > 1 ? { ...median, runSeconds: runs.map((r) => r.seconds) } : median;
}

/** The median of each kind of build (cold, warm, one doc edited) over several rounds. */
const medianKinds = (rounds) => ({ cold: medianRun(rounds.map((r) => r.cold)), warm: medianRun(rounds.map((r) => r.warm)), edited: medianRun(rounds.map((r) => r.edited)) });

/** benchBuild's figures over several rounds. */
export const medianBuilds = (rounds) => ({ ...medianKinds(rounds), editedDoc: rounds[0].editedDoc });

/** benchPeerBuilds' figures over several rounds, mode by mode. */
export function medianPeerBuilds(rounds) {
  const { version, editedDoc } = rounds[0];
  const modes = ['docusaurus', 'faster'].filter((m) => rounds[0][m]).map((m) => [m, medianKinds(rounds.map((r) => r[m]))]);
  return { version, editedDoc, ...Object.fromEntries(modes) };
}
