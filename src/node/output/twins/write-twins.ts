import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { twinMemo } from './twin-memo';
import type { TwinsAhead } from './twins-ahead';
import { buildTwinFiles, type NodeHelpers } from './twins';

/** What the last build wrote into public/, each file with the digest of its text (`gatsby clean` removes it with public/). */
const MANIFEST = path.join('.cache', 'markdown-twins.json');

const digestOf = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

/**
 * Writes every twin, /llms.txt and /llms-full.txt into public/, and notes which files they are.
 * A file whose text is what the last build wrote, and still there, is not written again (a warm
 * build would rewrite every unchanged twin). `ahead`: the conversions started beside the bundles.
 */
export async function writeTwins(reporter: Reporter, helpers: NodeHelpers, publicDir = path.resolve('public'), ahead?: TwinsAhead): Promise<void> {
  const memo = ahead ? await ahead.ready : twinMemo();
  const files = await buildTwinFiles(helpers, undefined, memo.convert, memo.convertAhead);
  memo.save();
  const earlier = readManifest();
  const digests: Record<string, string> = {};
  for (const file of files) {
    const target = path.join(publicDir, file.path);
    digests[file.path] = digestOf(file.text);
    if (earlier[file.path] === digests[file.path] && fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.text);
  }
  // The twin of a doc or post removed since the last build goes, as its page did.
  for (const file of Object.keys(earlier)) if (!(file in digests)) fs.rmSync(path.join(publicDir, file), { force: true });
  fs.mkdirSync(path.dirname(path.resolve(MANIFEST)), { recursive: true });
  fs.writeFileSync(path.resolve(MANIFEST), JSON.stringify(digests));
  const twins = files.filter((f) => f.path.endsWith('.md')).length;
  reporter.info(`Markdown: ${twins} page twins (.md), ${files.length - twins} llms files; ${memo.converted} converted, the others unchanged since the last build`);
}

/**
 * `gatsby develop` serves files of public/ before any route of the dev server, so twins left by
 * an earlier build would hide the live ones: they are removed when develop starts.
 */
export function removeBuiltTwins(publicDir = path.resolve('public')): number {
  if (!fs.existsSync(path.resolve(MANIFEST))) return 0;
  const written = Object.keys(readManifest());
  for (const file of written) fs.rmSync(path.join(publicDir, file), { force: true });
  fs.rmSync(path.resolve(MANIFEST), { force: true });
  return written.length;
}

/** The files the last build's twins were written to, with their digests (none when no build left its list). */
function readManifest(): Record<string, string> {
  try {
    const read = JSON.parse(fs.readFileSync(path.resolve(MANIFEST), 'utf8')) as Record<string, string> | string[];
    // A list of paths: the manifest of a build before digests were kept (every file is written again).
    return Array.isArray(read) ? Object.fromEntries(read.map((file) => [file, ''])) : read;
  } catch {
    return {};
  }
}
