import path from 'path';
import { diagramSvg } from '../diagrams';
import { dropDiagramSource, hasCachedSvg, readDiagramSource, undrawnSourcesOf } from '../remark/mermaid-cache';
import { cacheDrawn, type MermaidRenderer } from '../remark/mermaid-prerender';

/** A diagram to draw; `asked` when a page asked for it, not only for a sibling of it. */
type Waiting = { source: string; file: string; asked: boolean; resolve: (svg: string) => void; reject: (error: Error) => void };

/** How long the first request of a page waits for the others (the page's diagrams, both colour modes). */
const GATHER_MS = 30;

/**
 * `gatsby develop` draws a diagram when a page first fetches it (src/theme/MermaidDiagram), not
 * before the first page shows: the remark step keeps the source of each diagram it found no
 * rendering for (drawsOnRequest in ../remark/mermaid-cache.ts). The requests that arrive together
 * are drawn in one call, so one browser, and each drawing is cached as the build's would be. A
 * diagram mermaid cannot draw is reported, naming its file, to the terminal and to the page's
 * request; the rest of the page, and every other page, are served as before.
 *
 * The first request for a file's diagram also draws that file's other undrawn diagrams: a browser
 * asks one server for at most six files at a time, and mermaid-isomorphic starts and closes
 * Chromium for each call, so a page of many diagrams drawn as asked took several browser starts.
 */
export function diagramsOnRequest(renderer: () => MermaidRenderer, report: (message: string) => void) {
  const pending = new Map<string, { promise: Promise<string>; waiting: Waiting }>();
  // Drawn because a sibling was asked for, and failed: not tried again unless asked for.
  const failedUnasked = new Set<string>();
  let gathering: Map<string, Waiting> | null = null;
  let render: MermaidRenderer | null = null;

  async function draw(batch: Map<string, Waiting>) {
    const keys = [...batch.keys()];
    let results: Awaited<ReturnType<MermaidRenderer>>;
    try {
      results = await (render ??= renderer())(keys.map((key) => batch.get(key)!.source));
    } catch (error) {
      results = keys.map(() => ({ status: 'rejected', reason: error }));
    }
    results.forEach((result, i) => {
      const key = keys[i];
      const waiting = batch.get(key)!;
      pending.delete(key);
      const svg = result.status === 'fulfilled' ? cacheDrawn(key, result.value.svg) : null;
      if (svg) {
        dropDiagramSource(key);
        return waiting.resolve(diagramSvg(key));
      }
      const reason = result.status === 'rejected' ? String((result.reason as Error)?.message ?? result.reason) : 'the renderer produced no <svg>';
      const message = `${path.relative(process.cwd(), waiting.file)}: a mermaid diagram could not be drawn (${reason.split('\n')[0]}). Fix the diagram and save the file.`;
      // A sibling may be an earlier version of an edited diagram, no longer in the file: only a
      // diagram a page asked for is reported.
      if (waiting.asked) report(message);
      else failedUnasked.add(key);
      waiting.reject(new Error(message));
    });
  }

  function enqueue(key: string, source: { source: string; file: string }, asked: boolean): Promise<string> {
    if (!gathering) {
      const batch = (gathering = new Map<string, Waiting>());
      setTimeout(() => {
        gathering = null;
        draw(batch).catch((error: Error) => batch.forEach((waiting) => waiting.reject(error)));
      }, GATHER_MS);
    }
    const waiting = { ...source, asked } as Waiting;
    const promise = new Promise<string>((resolve, reject) => Object.assign(waiting, { resolve, reject }));
    gathering.set(key, waiting);
    pending.set(key, { promise, waiting });
    return promise;
  }

  /** The SVG of a diagram as pages show it: from the cache, or drawn now. */
  return function drawn(key: string): Promise<string> {
    if (hasCachedSvg(key)) return Promise.resolve(diagramSvg(key));
    const known = pending.get(key);
    if (known) {
      known.waiting.asked = true;
      return known.promise;
    }
    const source = readDiagramSource(key);
    if (!source) return Promise.reject(new Error(`mermaid diagram ${key}: no rendering and no source in node_modules/.cache/mermaid-svg (save the page that has it)`));
    failedUnasked.delete(key);
    const promise = enqueue(key, source, true);
    for (const [sibling, siblingSource] of undrawnSourcesOf(source.file)) {
      if (pending.has(sibling) || failedUnasked.has(sibling)) continue;
      // Nobody waits for a sibling yet; its failure is kept, not thrown.
      enqueue(sibling, siblingSource, false).catch(() => {});
    }
    return promise;
  };
}
