import crypto from 'crypto';
import fs from 'fs';
import { isBuiltin } from 'module';
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
      if (k in used) return used[k];
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
  const version = (name: string): string => {
    try {
      return (requireFromProject(`${name}/package.json`) as { version: string }).version;
    } catch {
      // A package whose exports leave out package.json (hast-util-to-html): read from the project's node_modules.
      return (JSON.parse(fs.readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    }
  };
  return names.map((n) => `${n}@${version(n)}`).join(' ');
}

/** Runtime imports of a TypeScript module: the specifiers of its import, export-from and require() (type-only imports are left out). */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)/gm;
const EXTENSIONS = ['.ts', '.tsx', '.cjs', '.js', '/index.ts'];

/**
 * A module's code: its entry and every project file it imports, followed through their imports
 * (with a hash of their text), and the packages they load (`loaded`: those it loads by name while
 * it runs, which no import names). A change to any of it changes every result the module gave, so
 * it is the salt of a memo of its results (a hand-kept list of files, or a version, gets forgotten).
 */
export function moduleCode(entry: string, loaded: string[] = [], root = process.cwd()): { files: string[]; packages: string[]; hash: string } {
  const sources = new Map<string, string>();
  const packages = new Set(loaded);
  const visit = (file: string) => {
    if (sources.has(file)) return;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    sources.set(file, text);
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec.startsWith('.')) {
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
        if (!isBuiltin(spec)) packages.add(name);
        continue;
      }
      const base = path.join(path.dirname(file), spec);
      const found = [base, ...EXTENSIONS.map((ext) => base + ext)].find((candidate) => fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile());
      if (!found) throw new Error(`${file}: cannot find the module "${spec}" it imports (a memo of its results follows its imports to know when its code changed)`);
      visit(found.split(path.sep).join('/'));
    }
  };
  visit(entry);
  const files = [...sources.keys()].sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(sources.get(file) as string);
  return { files, packages: [...packages].sort(), hash: hash.digest('hex') };
}

/**
 * A file as a build left it: its size, modification time and inode. A memo that keys on it takes
 * a file with the same fingerprint as unchanged (any write changes one of them), without reading it.
 */
export const fileFingerprint = (stat: fs.Stats): string => `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
