import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { ApiSpecDocument } from '../../../content-model/api-spec';
import { fileFingerprint, packageVersions } from '../../cache/content-memo';
import { requireFromProject } from '../../project-require';
import { apiSearchPages } from './api-records';

/**
 * The search index: Pagefind (https://pagefind.app) run through its Node API in the post-build
 * pass, over what it reads of each built page (the pass's copies, ./search-page.ts; or public/
 * itself), plus one small page per API operation. Pagefind only
 * indexes pages that have a `data-pagefind-body` element once any page has one: the doc and
 * blog post templates mark their content with it, so list, tag and author pages, the home page,
 * /api's own HTML and the 404 page are left out without a list here. Each doc carries a
 * `version` filter (its docs version) and every other record `version:all`, so the dialog can
 * ask for the docs of the version being read and everything else.
 */

export const SEARCH_DIR = 'pagefind';

/**
 * Files Pagefind writes that the site does not use: its own UIs (we render our own dialog) and
 * the web worker (the dialog runs Pagefind on the main thread, `noWorker`: one script instead of
 * the same engine twice, and the query work on our small index is a few milliseconds).
 */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight|worker)\.(?:js|css)$/;

/**
 * Words per index chunk. A query fetches the chunk of each of its words: with Pagefind's default
 * chunks, a two-word query goes over the first-search budget of e2e/budgets.test.mjs. The setting
 * is an environment variable of the Pagefind binary marked unstable (PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE):
 * if a release drops it, chunks go back to the default and the budget test says so.
 */
export const INDEX_CHUNK_SIZE = '3000';

export type SearchIndexStats = { htmlFiles: number; records: number; apiOperations: number; files: number; bytes: number; skipped: string[]; reused?: boolean };

/** Every HTML file Pagefind reads, as the build left it (size, modification time, inode): a copy is written only when its text changed. */
function htmlFingerprints(dir: string, hash: crypto.Hash, base = dir): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== path.join(base, SEARCH_DIR)) htmlFingerprints(file, hash, base);
    } else if (entry.name.endsWith('.html')) {
      hash.update(`${path.relative(base, file)} ${fileFingerprint(fs.statSync(file))}\n`);
    }
  }
}

/**
 * What the index is made from: the HTML files, the API spec, the language and Pagefind's version
 * and settings. When they are as the last build left them, its index is kept (a warm build where
 * no page's indexed text changed), and the stats it gave are given again.
 */
function searchInputs(pagesDir: string, language: string, api: { spec: ApiSpecDocument; route: string } | undefined): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify([packageVersions(['pagefind'], requireFromProject), INDEX_CHUNK_SIZE, language, api ?? null]));
  htmlFingerprints(pagesDir, hash);
  return hash.digest('hex');
}

export async function writeSearchIndex({
  publicDir = path.resolve('public'),
  pagesDir = publicDir,
  language,
  api,
  memoFile = path.resolve('.cache', 'post-build', 'search-index.json'),
}: {
  /** Where the index is written (its pagefind/ folder). */
  publicDir?: string;
  /** The pages Pagefind reads, at their paths in public/: the post-build pass's copies (./search-page.ts), or public/ itself. */
  pagesDir?: string;
  /** The site's default locale: the language of the API records. */
  language: string;
  api?: { spec: ApiSpecDocument; route: string };
  /** Where the inputs and stats of the last index are kept. */
  memoFile?: string;
}): Promise<SearchIndexStats> {
  const outputPath = path.join(publicDir, SEARCH_DIR);
  const inputs = searchInputs(pagesDir, language, api);
  const last = readMemo(memoFile);
  if (last?.inputs === inputs && fs.existsSync(path.join(outputPath, 'pagefind-entry.json'))) return { ...last.stats, reused: true };
  fs.rmSync(memoFile, { force: true });
  // The last index (thousands of files) is moved out of public/ and removed while Pagefind reads the pages.
  const old = `${memoFile}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(memoFile), { recursive: true });
  if (fs.existsSync(outputPath)) fs.renameSync(outputPath, old);
  const removed = fs.promises.rm(old, { recursive: true, force: true });
  const stats = await buildIndex(pagesDir, outputPath, language, api).finally(() => removed);
  fs.writeFileSync(memoFile, JSON.stringify({ inputs, stats }));
  return stats;
}

function readMemo(file: string): { inputs: string; stats: SearchIndexStats } | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { inputs: string; stats: SearchIndexStats };
  } catch {
    return undefined;
  }
}

async function buildIndex(pagesDir: string, outputPath: string, language: string, api: { spec: ApiSpecDocument; route: string } | undefined): Promise<SearchIndexStats> {
  // Pagefind ships ES modules only, with an `import`-only export map: loaded by file path (Node 20 can require() ES modules).
  const pagefind = requireFromProject(path.resolve('node_modules/pagefind/lib/index.js')) as typeof import('pagefind');
  // The binary starts with the first call and reads the environment it inherits.
  const chunkSize = process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE;
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = INDEX_CHUNK_SIZE;
  try {
    // Mermaid diagrams are SVG: their labels make poor excerpts, and the text around them says the same.
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['svg'] });
    if (!index) throw new Error(errors.join('; '));
    const problems: string[] = [...errors];
    const directory = await index.addDirectory({ path: pagesDir, glob: '**/*.html' });
    problems.push(...directory.errors);
    const { pages, skipped } = api ? apiSearchPages(api.spec, api.route) : { pages: [], skipped: [] };
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: page.html.replace('lang="en"', `lang="${language}"`) });
      problems.push(...added.errors);
    }
    const written = await index.writeFiles({ outputPath });
    problems.push(...written.errors);
    if (problems.length) throw new Error(problems.join('\n'));
    let files = 0;
    let bytes = 0;
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (dir === outputPath && UNUSED.test(entry.name)) fs.rmSync(file);
        else {
          files += 1;
          bytes += fs.statSync(file).size;
        }
      }
    };
    walk(outputPath);
    // addDirectory counts every HTML file it read; the entry file says how many became records.
    const entry = JSON.parse(fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    const records = Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
    return { htmlFiles: directory.page_count, records, apiOperations: pages.length, files, bytes, skipped };
  } finally {
    await pagefind.close();
    if (chunkSize === undefined) delete process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE;
    else process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = chunkSize;
  }
}
