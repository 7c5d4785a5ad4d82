// The ServiceRadar source at one commit, read from a clone's git directory (bare or not), for the
// scripts that check what the docs cite against it (verify-conventions, verify-config-schemas).
import { spawnSync } from 'node:child_process';

/** `read(path)`: the file's text at `commit`, or null when it has none; or the reason the commit cannot be read. */
export function sourceAt(gitDir, commit) {
  const probe = spawnSync('git', ['-C', gitDir, 'rev-parse', '--verify', `${commit}^{commit}`], { encoding: 'utf8' });
  if (probe.status !== 0) return { error: `${gitDir}: commit ${commit} not found: ${probe.stderr.trim()}` };
  return {
    read: (file) => {
      const r = spawnSync('git', ['-C', gitDir, 'show', `${commit}:${file}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      return r.status === 0 ? r.stdout : null;
    },
  };
}
