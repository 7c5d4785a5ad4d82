// Gatsby always writes ./public and ./.cache, so builds of other sites (test fixtures) run in a
// copy of the project's files (node_modules linked, not copied) and leave the main build alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A temporary copy of the tracked and untracked (not ignored) files; remove it when done. */
export function copyProject(name, root = process.cwd()) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `fixture-site-${name}-`));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.join(work, path.dirname(file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(work, file));
  }
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(work, 'node_modules'), 'dir');
  return work;
}
