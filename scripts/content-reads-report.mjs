#!/usr/bin/env node
// How many times each content file was read during a build, and by whom.
// Usage: node scripts/content-reads-report.mjs <CONTENT_READS_DIR>  (after a build run with
// NODE_OPTIONS="--require ./scripts/content-reads.cjs" and CONTENT_READS_DIR set; see docs/architecture.md)
import fs from 'node:fs';
import path from 'node:path';

/** { file: { reader: count } } from the .jsonl files a build's processes wrote. */
export function readsByFile(dir) {
  const out = {};
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.jsonl'))) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean)) {
      const { file, by } = JSON.parse(line);
      out[file] ??= {};
      out[file][by] = (out[file][by] ?? 0) + 1;
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir || !fs.existsSync(dir)) {
    console.error('usage: node scripts/content-reads-report.mjs <CONTENT_READS_DIR>');
    process.exit(2);
  }
  const reads = readsByFile(dir);
  const readers = [...new Set(Object.values(reads).flatMap((r) => Object.keys(r)))].sort();
  console.log(['file', ...readers, 'total'].join('\t'));
  for (const [file, byReader] of Object.entries(reads).sort()) {
    console.log([file, ...readers.map((r) => byReader[r] ?? 0), Object.values(byReader).reduce((a, b) => a + b, 0)].join('\t'));
  }
}
