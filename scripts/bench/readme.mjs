// Rewrites the figures in README.md's Performance section (between the markers) from results.json.
import fs from 'node:fs';
import { renderTables } from './table.mjs';

export const START = '<!-- bench:start (written by npm run bench from bench/results.json) -->';
export const END = '<!-- bench:end -->';

export function updateReadme(results, file = 'README.md') {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end === -1 || end < start) throw new Error(`${file}: the Performance section needs the markers\n${START}\n${END}`);
  const figures = `${START}\n\n_Last run: ${results.date.slice(0, 10)}._ ${renderTables(results)}\n\n${END}`;
  fs.writeFileSync(file, text.slice(0, start) + figures + text.slice(end + END.length));
}
