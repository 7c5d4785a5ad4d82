import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { sync as writeFileAtomicSync } from 'write-file-atomic';

/**
 * What a check or transform gave for a file's content, remembered across builds, so a warm
 * build does not parse files that have not changed. Keyed by a hash of the content and of a
 * salt naming everything else the result depends on (package versions, options); entries not
 * used by a run are dropped when it saves. Kept in node_modules/.cache, like the mermaid SVGs:
 * Gatsby empties .cache whenever the config changes (building a fixture site does).
 */
export function contentMemo<T>(name: string, salt: string) {
  const file = path.resolve('node_modules', '.cache', 'content-memo', `${name}.json`);
  let stored: Record<string, T> = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, T>;
  } catch {
    // No memo yet, or an unreadable one: everything is computed again.
  }
  const used: Record<string, T> = {};
  const key = (content: string) => crypto.createHash('sha256').update(salt).update('\0').update(content).digest('hex').slice(0, 24);
  return {
    get(content: string): T | undefined {
      const k = key(content);
      if (k in stored) used[k] = stored[k];
      return stored[k];
    },
    set(content: string, value: T): void {
      used[key(content)] = value;
    },
    save(): void {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Whole or not at all: concurrent builds (the fixture sites) share node_modules/.cache.
      writeFileAtomicSync(file, JSON.stringify(used));
    },
  };
}

/** Installed versions of packages, for a memo's salt. */
export function packageVersions(names: string[], requireFromProject: (id: string) => unknown): string {
  return names.map((n) => `${n}@${(requireFromProject(`${n}/package.json`) as { version: string }).version}`).join(' ');
}
