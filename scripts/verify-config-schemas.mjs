#!/usr/bin/env node
// Checks the config-file schemas (content/config-schemas) against the ServiceRadar source they cite:
//   node scripts/verify-config-schemas.mjs <path-to-serviceradar-git-dir> [--commit <rev>]
// Every x-source line must contain its key, every x-default-source line its default (or x-default-match),
// every x-enum-source line each allowed value, every x-read-by must exist; at content/conventions.yaml's
// source_commit unless --commit is given. CI has no checkout: it runs the form checks only
// (src/node/config-files/__tests__).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { sourceAt } from './serviceradar-source.mjs';

const require = createRequire(import.meta.url);
const walk = require('../src/node/config-files/schema-walk.cjs');
const CONVENTIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content', 'conventions.yaml');

function main(argv) {
  const args = [...argv];
  const commitAt = args.indexOf('--commit');
  const commit = commitAt >= 0 ? args.splice(commitAt, 2)[1] : YAML.parse(fs.readFileSync(CONVENTIONS, 'utf8')).source_commit;
  const gitDir = args[0];
  if (!gitDir || args.length !== 1) {
    console.error('usage: node scripts/verify-config-schemas.mjs <path-to-serviceradar-git-dir> [--commit <rev>]');
    return 2;
  }
  const source = sourceAt(gitDir, commit);
  if (source.error) {
    console.error(source.error);
    return 2;
  }
  const { read } = source;
  const entries = walk.loadSchemas();
  const shared = walk.sharedSchemas(entries);
  const problems = walk.formProblems(entries);
  let checked = 0;
  for (const { name, schema } of entries) {
    if (!schema) continue;
    const list = walk.citations(name ?? schema.$id, schema, shared);
    checked += list.length;
    problems.push(...walk.checkCitations(list, read));
  }
  for (const p of problems) console.log(`MISMATCH ${p}`);
  console.log(`${entries.length} schemas, ${checked} cited lines checked at ${commit}: ${problems.length} problem(s)`);
  return problems.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
