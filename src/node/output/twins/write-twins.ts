import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { twinMemo } from './twin-memo';
import { buildTwinFiles, type NodeHelpers } from './twins';

/** What the last build wrote into public/ (`gatsby clean` removes it with public/). */
const MANIFEST = path.join('.cache', 'markdown-twins.json');

/** Writes every twin, /llms.txt and /llms-full.txt into public/, and notes which files they are. */
export async function writeTwins(reporter: Reporter, helpers: NodeHelpers, publicDir = path.resolve('public')): Promise<void> {
  const memo = twinMemo();
  const files = await buildTwinFiles(helpers, undefined, memo.convert, memo.convertAhead);
  memo.save();
  for (const file of files) {
    const target = path.join(publicDir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.text);
  }
  // The twin of a doc or post removed since the last build goes, as its page did.
  const written = new Set(files.map((f) => f.path));
  for (const earlier of readManifest()) if (!written.has(earlier)) fs.rmSync(path.join(publicDir, earlier), { force: true });
  fs.mkdirSync(path.dirname(path.resolve(MANIFEST)), { recursive: true });
  fs.writeFileSync(path.resolve(MANIFEST), JSON.stringify(files.map((f) => f.path)));
  const twins = files.filter((f) => f.path.endsWith('.md')).length;
  reporter.info(`Markdown: ${twins} page twins (.md), ${files.length - twins} llms files; ${memo.converted} converted, the others unchanged since the last build`);
}

/**
 * `gatsby develop` serves files of public/ before any route of the dev server, so twins left by
 * an earlier build would hide the live ones: they are removed when develop starts.
 */
export function removeBuiltTwins(publicDir = path.resolve('public')): number {
  if (!fs.existsSync(path.resolve(MANIFEST))) return 0;
  const written = readManifest();
  for (const file of written) fs.rmSync(path.join(publicDir, file), { force: true });
  fs.rmSync(path.resolve(MANIFEST), { force: true });
  return written.length;
}

/** The files the last build's twins were written to (none when no build left its list). */
function readManifest(): string[] {
  try {
    return JSON.parse(fs.readFileSync(path.resolve(MANIFEST), 'utf8')) as string[];
  } catch {
    return [];
  }
}
