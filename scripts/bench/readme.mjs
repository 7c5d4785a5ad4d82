// Rewrites the latest figures in bench/README.md (between the markers) from results.json: the bench
// writes its own page, so the project's README stays short and no one copies figures by hand.
import fs from 'node:fs';
import { renderTables } from './table.mjs';

export const BENCH_README = 'bench/README.md';
export const START = '<!-- bench:start (written by npm run bench from bench/results.json) -->';
export const END = '<!-- bench:end -->';

/** The figures block, markers included. */
export function figuresBlock(results) {
  return `${START}\n\n_Last run: ${results.date.slice(0, 10)}._ ${renderTables(results)}\n\n${END}`;
}

export function updateReadme(results, file = BENCH_README) {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end === -1 || end < start) throw new Error(`${file}: the results section needs the markers\n${START}\n${END}`);
  fs.writeFileSync(file, text.slice(0, start) + figuresBlock(results) + text.slice(end + END.length));
}
