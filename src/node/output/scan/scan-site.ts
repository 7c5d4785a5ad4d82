import fs from 'fs';
import path from 'path';
import { DIAGRAMS_PATH } from '../../../lib/mermaid';
import { diagramPublisher } from '../../diagrams';
import { scanFile, type FileScan, type scanFiles } from './scan-file';
import { pageScanMemo } from './scan-memo';
import { allThreads, inThread, threadCount } from '../../threads';
import { SEARCH_PAGES_DIR, writeSearchPage } from '../search/search-page';
import { withSlices, type HtmlDocument, type PageScan } from './scan-page';

export type ScannedSite = {
  publicDir: string;
  /** Each HTML file's scan: ids, links, inline scripts, what the CSP would block. */
  pages: Map<string, PageScan>;
  /** The parsed pages that `keep` asked for (the blog feeds take the posts' article bodies from them). */
  documents: Map<string, HtmlDocument>;
  /** Pages this build wrote that had NUL bytes removed. */
  nulFixed: string[];
  /** Pages this build wrote that got diagrams, and how many distinct diagrams went into them. */
  diagramPages: number;
  diagrams: number;
  /** How many threads scanned the pages. */
  threads: number;
  /** Pages unchanged since the last build's pass, whose scan was reused. */
  reused: number;
  /** What the search index reads of each page (../search/search-page.ts), at the page's path. */
  searchDir: string;
};

/** Every file under `dir` as a URL path from `base`. */
export function listFiles(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, base, out);
    else out.push(`/${path.relative(base, full).split(path.sep).join('/')}`);
  }
  return out;
}

/**
 * The HTML files the pass reads: not Gatsby's slice fragments (public/_gatsby/slices: one per
 * docs sidebar), which are stitched into the pages before this pass and read there. Every job
 * that goes over the built HTML (the CSP's hashes too) takes the same files.
 */
export const isPageFile = (file: string): boolean => file.endsWith('.html') && !file.startsWith('/_gatsby/');

/** Below this many pages a worker thread's start (loading the scan's code) costs more than it saves. */
const PAGES_PER_THREAD = 300;

/**
 * Threads for the pass: one per core, one for a small site. POST_BUILD_THREADS overrides it
 * (1 keeps the pass on the main thread, to compare the two side by side with the bench).
 */
export function scanThreads(pages: number, env: NodeJS.ProcessEnv = process.env): number {
  return threadCount(pages, PAGES_PER_THREAD, env.POST_BUILD_THREADS);
}

/** Where the worker threads start (the project's own file: the compiled gatsby-node bundle is elsewhere). */
const WORKER_FILE = path.resolve('src/node/output/scan/scan-worker.cjs');

const scanInThread = (publicDir: string, files: string[], searchDir: string) =>
  inThread<ReturnType<typeof scanFiles>>(WORKER_FILE, { publicDir, files, searchDir }, 'the post-build pass');

/**
 * The post-build pass over public/: one walk, and for each HTML file Gatsby wrote one read, one
 * write when it changed and one parse (./scan-file.ts), serving every job that reads the built
 * pages: the link and anchor check, the CSP's script hashes, the bundle check, the blog feeds.
 * A page Gatsby did not write again since the last build's pass keeps that pass's scan
 * (./scan-memo.ts) and is not read.
 *
 * Parsing is most of the pass, so the pages are shared among worker threads, one per core. The
 * pages `keep` asks for (a few: the blog posts) are scanned on this thread, which keeps their
 * documents (a thread cannot send one back). `pages` lists the pages in the order of the walk.
 * Each scanned page's copy for the search index goes to `searchDir`; an unchanged page keeps its copy.
 */
export async function scanSite(
  publicDir: string,
  keep: (file: string) => boolean = () => false,
  threads?: number,
  memo = pageScanMemo(publicDir),
  searchDir = path.resolve(SEARCH_PAGES_DIR),
): Promise<ScannedSite> {
  const html = listFiles(publicDir).filter(isPageFile);
  const reused = new Map<string, FileScan>();
  for (const file of html) {
    const hit = keep(file) ? undefined : memo.get(file);
    if (hit && fs.existsSync(path.join(searchDir, file))) reused.set(file, hit);
  }
  const changed = html.filter((file) => !reused.has(file));
  const count = threads ?? scanThreads(changed.length);
  const documents = new Map<string, HtmlDocument>();
  const here = count <= 1 ? changed : changed.filter(keep);
  const shared = count <= 1 ? [] : changed.filter((file) => !keep(file));
  // Interleaved shares: neighbouring pages (one section's docs) are alike in size.
  const shares = shared.length ? Array.from({ length: count }, (_, i) => shared.filter((_file, index) => index % count === i)) : [];
  const inThreads = allThreads(shares.map((files) => scanInThread(publicDir, files, searchDir)));
  const publisher = diagramPublisher(publicDir);
  // The slices' scans: the last build's, then this build's. A slice whose HTML changed was stitched
  // again into every page that has it, so those pages are scanned again and its new scan wins.
  const slices = new Map(memo.slices());
  const cutHere = new Map<string, PageScan>();
  let scannedHere: FileScan[];
  try {
    scannedHere = here.map((file) => {
      const { document, ...scan } = scanFile(publicDir, file, publisher.publish, searchDir, keep(file) ? undefined : cutHere);
      if (keep(file)) documents.set(file, document);
      return scan;
    });
  } catch (error) {
    // The threads finish (or fail) before the error is reported: nothing runs on after it.
    await inThreads.catch(() => undefined);
    throw error;
  }
  const results = await inThreads;
  for (const cut of [cutHere, ...results.map((r) => r.slices)]) for (const [id, scan] of cut) slices.set(id, scan);
  const fresh = [...scannedHere, ...results.flatMap((r) => r.scans)];
  for (const scan of fresh) memo.set(scan);
  const byFile = new Map([...fresh, ...reused.values()].map((s) => [s.file, s] as const));
  const scans = html.map((file) => byFile.get(file)!);
  // What no page shows any more (a diagram edited or removed, a sidebar changed since the last
  // build) goes: public/ holds what a cold build of the same content would write.
  removeUnused(path.join(publicDir, DIAGRAMS_PATH), '.svg', new Set(scans.flatMap((s) => s.diagrams)));
  removeUnused(path.join(publicDir, SLICES_DIR), '.html', new Set(scans.flatMap((s) => s.slices)));
  // On a site where no page marks its content, Pagefind reads every page whole.
  if (!scans.some((scan) => scan.searchContent)) for (const file of html) writeSearchPage(searchDir, file, fs.readFileSync(path.join(publicDir, file), 'utf8'));
  // A page gone from public/ leaves the index with its copy.
  const pages = new Set(html);
  if (fs.existsSync(searchDir)) for (const file of listFiles(searchDir)) if (!pages.has(file)) fs.rmSync(path.join(searchDir, file));
  memo.save(scans, slices);
  const diagramKeys = new Set([...publisher.keys(), ...results.flatMap((r) => r.diagramKeys)]);
  return {
    publicDir,
    pages: new Map(scans.map((s) => [s.file, withSlices(s.scan, slices)])),
    documents,
    nulFixed: fresh.filter((s) => s.nulFixed).map((s) => s.file),
    diagramPages: fresh.filter((s) => s.filled).length,
    diagrams: diagramKeys.size,
    threads: count,
    reused: reused.size,
    searchDir,
  };
}

/**
 * Gatsby's slice fragments: stitched into the pages at build time, where a mark names each one
 * (Gatsby stitches a page again from its marks, so a fragment no page names is never read).
 * Its own `_gatsby-*` fragments are not slices of a page and stay.
 */
const SLICES_DIR = '_gatsby/slices';

/** Removes the files of `dir` with extension `ext` whose name (without it) is not in `used`. */
function removeUnused(dir: string, ext: string, used: Set<string>): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith(ext) && !name.startsWith('_gatsby-') && !used.has(name.slice(0, -ext.length))) fs.rmSync(path.join(dir, name));
  }
}
