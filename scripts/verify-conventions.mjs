#!/usr/bin/env node
// Checks content/conventions.yaml against the ServiceRadar source it cites:
//   node scripts/verify-conventions.mjs <path-to-serviceradar-git-dir> [--commit <rev>]
// For every value, `git show <commit>:<path>` must exist and its cited line must contain the value
// (or the value's `match:` token). The commit is the file's `source_commit` unless --commit is given.
// For maintainers with a ServiceRadar checkout (bare or not); CI has none, so CI runs only the
// "every value has a source" half (src/node/__tests__/content-consistency.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { sourceAt } from './serviceradar-source.mjs';

const require = createRequire(import.meta.url);
const { listSources, checkSources } = require('./conventions-sources.cjs');

export const CONVENTIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content', 'conventions.yaml');

/**
 * The whole check, with the repository abstracted as `read(path)` (text at the commit, or null).
 * @returns {{ checked: number, problems: string[] }}
 */
export function verifyConventions(conventions, read) {
  const { entries, errors } = listSources(conventions);
  return { checked: entries.length, problems: [...errors, ...checkSources(entries, read)] };
}

function main(argv) {
  const args = [...argv];
  const commitAt = args.indexOf('--commit');
  const commitArg = commitAt >= 0 ? args.splice(commitAt, 2)[1] : undefined;
  const gitDir = args[0];
  if (!gitDir || args.length !== 1) {
    console.error('usage: node scripts/verify-conventions.mjs <path-to-serviceradar-git-dir> [--commit <rev>]');
    return 2;
  }
  const conventions = YAML.parse(fs.readFileSync(CONVENTIONS, 'utf8'));
  const commit = commitArg ?? conventions.source_commit;
  if (!commit) {
    console.error(`${CONVENTIONS}: no source_commit, and no --commit given`);
    return 2;
  }
  const source = sourceAt(gitDir, commit);
  if (source.error) {
    console.error(source.error);
    return 2;
  }
  const { read } = source;
  const { checked, problems } = verifyConventions(conventions, read);
  for (const p of problems) console.log(`MISMATCH ${p}`);
  console.log(`${checked} sourced values checked at ${commit}: ${problems.length} problem(s)`);
  return problems.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
