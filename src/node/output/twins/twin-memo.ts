import fs from 'fs';
import path from 'path';
import { publishAsset } from '../../assets';
import { contentMemo, moduleCode, packageVersions } from '../../cache/content-memo';
import { requireFromProject } from '../../project-require';
import { MDX_PARSER_PACKAGES } from '../../remark/mdx-parser';
import { allThreads, inThread, threadCount } from '../../threads';
import { convertMdx, type ConvertOptions } from './mdx-to-markdown';

const CONVERTER_ENTRY = 'src/node/output/twins/mdx-to-markdown.ts';
/** Packages the converter loads by name while it runs (requireFromProject), which no import names. */
const LOADED_PACKAGES = [...MDX_PARSER_PACKAGES, 'mdast-util-to-markdown', 'mdast-util-gfm'];

/** The converter's code and the packages it loads (src/node/cache/content-memo.ts): the memo's salt. */
export const converterCode = (root = process.cwd()) => moduleCode(CONVERTER_ENTRY, LOADED_PACKAGES, root);

type Entry = { markdown: string; images: { source: string; url: string }[] };

/** Below this many bodies to convert a worker thread's start (loading the converter) costs more than it saves. */
const BODIES_PER_THREAD = 150;
const WORKER_FILE = path.resolve('src/node/output/twins/twin-worker.cjs');

/** Threads for the conversion: one per core; POST_BUILD_THREADS overrides it, as for the scan (1: none). */
export const twinThreads = (bodies: number): number => threadCount(bodies, BODIES_PER_THREAD, process.env.POST_BUILD_THREADS);

/**
 * The Markdown of each doc and post, remembered across builds (src/node/cache/content-memo.ts):
 * a warm build converts only what changed. Keyed by the MDX body and every option the converter
 * takes; an entry whose images changed (their content-hashed URLs) is converted again, and the
 * images of one that is used are put back into public/ if they are missing from it.
 */
export function twinMemo() {
  const { hash, packages } = converterCode();
  const memo = contentMemo<Entry>('markdown-twins', `${hash} ${packageVersions(packages, requireFromProject)}`);
  let converted = 0;
  // Each image is published again (copied back if public/ lost it); a new URL means it changed.
  const fresh = (hit: Entry | undefined): hit is Entry => !!hit && hit.images.every((image) => fs.existsSync(image.source) && publishAsset(image.source) === image.url);
  return {
    convert(body: string, options: ConvertOptions): string {
      const content = JSON.stringify([body, options]);
      const hit = memo.get(content);
      if (fresh(hit)) return hit.markdown;
      const entry = convertMdx(body, options);
      memo.set(content, entry);
      converted += 1;
      return entry.markdown;
    },
    /**
     * Converts, in worker threads, the bodies the memo does not hold, before they are asked for one
     * by one: a full MDX parse each, the longest job after a cold build of many docs. With few, it
     * does nothing unless `threads` is given. `background`: the threads take only the CPU time left idle.
     */
    async convertAhead(jobs: [body: string, options: ConvertOptions][], { threads: asked, background = false }: { threads?: number; background?: boolean } = {}): Promise<void> {
      const missing = [...new Map(jobs.map((job) => [JSON.stringify(job), job])).entries()].filter(([content]) => !fresh(memo.get(content)));
      const threads = asked ?? twinThreads(missing.length);
      // One thread is worth starting only when asked for (beside the bundles: ./twins-ahead.ts).
      if (!missing.length || (asked === undefined && threads <= 1)) return;
      const shares = Array.from({ length: threads }, (_, i) => missing.filter((_job, index) => index % threads === i));
      const results = await allThreads(shares.map((share) => inThread<Entry[]>(WORKER_FILE, { jobs: share.map(([, job]) => job), background }, 'the Markdown twins')));
      shares.forEach((share, i) => share.forEach(([content], j) => memo.set(content, results[i][j])));
      converted += missing.length;
    },
    /** How many bodies this run converted (the others came from the memo). */
    get converted() {
      return converted;
    },
    save: () => memo.save(),
  };
}

export type TwinMemo = ReturnType<typeof twinMemo>;
