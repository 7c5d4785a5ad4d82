import { execFileSync } from 'child_process';
import fs from 'fs';

let gitDates: Map<string, string> | null | undefined;

/** One `git log` for the whole repository: file path -> last commit date (ISO). */
function loadGitDates(): Map<string, string> | null {
  try {
    const out = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--no-renames'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const dates = new Map<string, string>();
    for (const entry of out.split('\0').slice(1)) {
      const [date, ...files] = entry.trim().split('\n');
      for (const file of files) if (file && !dates.has(file)) dates.set(file, date);
    }
    return dates;
  } catch {
    return null;
  }
}

/** Last commit date of a file, falling back to its modification time (uncommitted or no git). */
export function lastUpdated(relativePath: string, absolutePath: string): string {
  if (gitDates === undefined) gitDates = loadGitDates();
  return gitDates?.get(relativePath.replace(/\\/g, '/')) ?? fs.statSync(absolutePath).mtime.toISOString();
}
