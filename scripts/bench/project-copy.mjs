// A throwaway copy of the project for builds, so the working tree's public/ and .cache stay
// untouched (as scripts/build-fixture-site.mjs does). node_modules is a real folder of links to
// each installed package rather than one link: node_modules/.cache (the mermaid SVG cache and
// loader caches) is then the copy's own and starts empty, so a cold build is really cold and
// the shared cache is neither used nor filled.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function makeProjectCopy(label, root = process.cwd()) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    // A node_modules that is a link (a worktree sharing another checkout's packages) is not
    // matched by .gitignore's `node_modules/`, so git lists it; it is linked below instead.
    .filter((file) => file && file !== 'node_modules');
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.join(work, path.dirname(file)), { recursive: true });
    fs.copyFileSync(from, path.join(work, file));
  }
  const modules = fs.realpathSync(path.join(root, 'node_modules'));
  fs.mkdirSync(path.join(work, 'node_modules'));
  for (const entry of fs.readdirSync(modules)) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(modules, entry), path.join(work, 'node_modules', entry));
  }
  return { dir: work, remove: () => fs.rmSync(work, { recursive: true, force: true }) };
}
