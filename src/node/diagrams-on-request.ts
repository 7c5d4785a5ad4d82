import path from 'path';
import { diagramSvg } from './diagrams';
import { hasCachedSvg, readDiagramSource } from './remark/mermaid-cache';
import { cacheDrawn, type MermaidRenderer } from './remark/mermaid-prerender';

type Waiting = { source: string; file: string; resolve: (svg: string) => void; reject: (error: Error) => void };

/** How long the first request of a page waits for the others (the page's diagrams, both colour modes). */
const GATHER_MS = 30;

/**
 * `gatsby develop` draws a diagram when a page first fetches it (src/theme/MermaidDiagram), not
 * before the first page shows: the remark step keeps the source of each diagram it found no
 * rendering for (drawsOnRequest in ./remark/mermaid-cache.ts). The requests that arrive together
 * are drawn in one call, so one browser, and each drawing is cached as the build's would be. A
 * diagram mermaid cannot draw is reported, naming its file, to the terminal and to the page's
 * request; the rest of the page, and every other page, are served as before.
 */
export function diagramsOnRequest(renderer: () => MermaidRenderer, report: (message: string) => void) {
  const pending = new Map<string, Promise<string>>();
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
      if (svg) return waiting.resolve(diagramSvg(key));
      const reason = result.status === 'rejected' ? String((result.reason as Error)?.message ?? result.reason) : 'the renderer produced no <svg>';
      const message = `${path.relative(process.cwd(), waiting.file)}: a mermaid diagram could not be drawn (${reason.split('\n')[0]}). Fix the diagram and save the file.`;
      report(message);
      waiting.reject(new Error(message));
    });
  }

  /** The SVG of a diagram as pages show it: from the cache, or drawn now. */
  return function drawn(key: string): Promise<string> {
    if (hasCachedSvg(key)) return Promise.resolve(diagramSvg(key));
    const known = pending.get(key);
    if (known) return known;
    const source = readDiagramSource(key);
    if (!source) return Promise.reject(new Error(`mermaid diagram ${key}: no rendering and no source in node_modules/.cache/mermaid-svg (save the page that has it)`));
    const promise = new Promise<string>((resolve, reject) => {
      if (!gathering) {
        const batch = (gathering = new Map());
        setTimeout(() => {
          gathering = null;
          draw(batch).catch((error: Error) => batch.forEach((waiting) => waiting.reject(error)));
        }, GATHER_MS);
      }
      gathering.set(key, { ...source, resolve, reject });
    });
    pending.set(key, promise);
    return promise;
  };
}
