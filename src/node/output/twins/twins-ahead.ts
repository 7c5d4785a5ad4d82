import { twinMemo, twinThreads, type TwinMemo } from './twin-memo';
import { twinJobs, type NodeHelpers } from './twins';

/** The twins' memo, filled by conversions started during the build; `ready` resolves to it once they are done. */
export type TwinsAhead = { ready: Promise<TwinMemo> };

/**
 * `gatsby build` of a site small enough that the post-build pass would convert its twins on the
 * main thread (./twin-memo.ts: fewer than two threads' worth), where they keep Pagefind's replies
 * waiting. Instead the bodies the memo lacks are converted in one worker thread at the lowest
 * priority, in the time the build leaves a core idle, started once `after` settles (the diagrams
 * are drawn: until then Chromium and webpack keep both cores busy). A larger site converts after
 * the HTML, in a thread per core. A failed conversion is made again after the build, on the main
 * thread, which reports its error with its file.
 */
export function convertTwinsAhead(helpers: NodeHelpers, after: Promise<unknown>): TwinsAhead | null {
  const jobs = twinJobs(helpers);
  if (twinThreads(jobs.length) > 1) return null;
  const memo = twinMemo();
  const ready = after
    .catch(() => undefined)
    .then(() => memo.convertAhead(jobs, { threads: 1, background: true }))
    .then(
      () => memo,
      () => memo,
    );
  return { ready };
}
