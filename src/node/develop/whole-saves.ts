import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Node, NodePluginArgs } from 'gatsby';

/**
 * Ensures `gatsby develop` reads a saved file whole, even when its watcher saw it half-written.
 * An editor saves by truncating then writing. On a loaded machine chokidar reports the truncation,
 * Gatsby hashes the file empty, and chokidar drops the write's event (within 50 ms of the previous
 * one for the path): the File node stays empty, a later save seen the same way keeps its digest,
 * and the doc keeps its old content (the "still applying" test of e2e/develop.test.mjs saves so).
 *
 * Shortly after a File node is made, its recorded size and modification time are compared with the
 * file on disk; when they differ, the file's access time is set to its modification time. That is
 * the one attribute change chokidar does not take for a read (it ignores a change whose access time
 * is later than the modification time it last saw), so the watcher reports the file and Gatsby reads
 * it whole; content and modification time stay as the editor left them. Develop only: a build reads
 * each file once, after sourcing.
 */

type FileNode = Node & { absolutePath: string; size: number; mtimeMs: number };

/** When a File node is compared with its file after it is made, then after each nudge; a third difference is reported. */
export const CHECK_AFTER_MS = [250, 1000, 1000];

const md5 = (file: string) => {
  try {
    return createHash('md5').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
};

/** Makes the watcher see the file again without changing it. */
export function nudge(file: string, mtimeMs: number): void {
  const seconds = mtimeMs / 1000;
  fs.utimesSync(file, seconds, seconds);
}

type Options = { getNode: NodePluginArgs['getNode']; warn: (message: string) => void; verbose?: (message: string) => void; nudge?: typeof nudge };

/** Called from onCreateNode for every File node `gatsby develop` makes. */
export function checkReadWhole(node: Node, options: Options, attempt = 0): void {
  const file = node as FileNode;
  const timer = setTimeout(() => {
    const current = options.getNode(file.id) as FileNode | undefined;
    // The file was read again since (or removed): the newer node has its own check.
    if (!current || current.internal.contentDigest !== file.internal.contentDigest || current.mtimeMs !== file.mtimeMs) return;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file.absolutePath);
    } catch {
      return;
    }
    if (stat.size === file.size && stat.mtimeMs === file.mtimeMs) return;
    // Saved again unchanged: Gatsby kept the node it had (gatsby-source-filesystem's digest is
    // the MD5 of the content), so only its recorded time is older.
    if (md5(file.absolutePath) === file.internal.contentDigest) return;
    const rel = path.relative(process.cwd(), file.absolutePath).replace(/\\/g, '/');
    if (attempt + 1 === CHECK_AFTER_MS.length) {
      options.warn(`${rel}: changed on disk after gatsby develop read it, and develop did not see the change. Fix: save the file again.`);
      return;
    }
    options.verbose?.(`${rel} changed after develop read it (${file.size} bytes then, ${stat.size} now): reading it again`);
    (options.nudge ?? nudge)(file.absolutePath, stat.mtimeMs);
    checkReadWhole(file, options, attempt + 1);
  }, CHECK_AFTER_MS[attempt]);
  // A pending check never keeps develop (or a test) from exiting.
  timer.unref();
}
