import fs from 'fs';
import path from 'path';
import { passedBefore, rememberPassed, type MdxKind } from '../mdx-syntax';
import { allThreads, inThread, threadCount } from '../threads';

/** Below this many files per thread, the check stays where it was: a thread's start costs more. */
const FILES_PER_THREAD = 200;

const WORKER_FILE = path.resolve('src/node/content/syntax-worker.cjs');

/** Every .mdx file under the content sources that are folders (some are single files: the site config, sidebars). */
export function mdxFilesUnder(sources: string[]): string[] {
  return sources
    .filter((source) => fs.statSync(source, { throwIfNoEntry: false })?.isDirectory())
    .flatMap((dir) => (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.mdx')).map((f) => path.join(dir, f)));
}

/**
 * Sourcing checks each MDX file's syntax on the main thread (./mdx-file.ts), one file after another,
 * which dominates a cold build of a large site. With enough files they are checked here first, in
 * worker threads (one per core), and what passes is remembered (src/node/mdx-syntax.ts), so
 * sourcing parses nothing. A file with a problem is not remembered: sourcing checks it again and
 * reports it, naming the file. Returns how many files were checked, in how many threads.
 */
export async function checkSyntaxAhead(all: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ files: number; threads: number }> {
  // A small site is left to sourcing before any file is read here (each is read once by the site).
  if (threadCount(all.length, FILES_PER_THREAD, env.SYNTAX_THREADS) < 2) return { files: 0, threads: 0 };
  // What passed in an earlier build is not parsed again.
  const files = all.filter((file) => !passedBefore(fs.readFileSync(file, 'utf8')));
  const threads = threadCount(files.length, FILES_PER_THREAD, env.SYNTAX_THREADS);
  if (threads < 2) return { files: 0, threads: 0 };
  const shares = Array.from({ length: threads }, (_, i) => files.filter((_file, index) => index % threads === i));
  const results = await allThreads(shares.map((share) => inThread<[string, MdxKind[]][]>(WORKER_FILE, { files: share }, 'the MDX syntax check')));
  // Read again here rather than sent back: the memo keys on the text, and a file is a few kilobytes.
  for (const [file, kinds] of results.flat()) if (kinds.length) rememberPassed(fs.readFileSync(file, 'utf8'), kinds);
  return { files: files.length, threads };
}
