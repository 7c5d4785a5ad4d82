import type { MermaidRenderer } from '../mermaid-prerender';

/** The SVG the stand-in renderer draws for a diagram: its width comes from a `%% width N` line. */
export const standInSvg = (source: string) => {
  const width = /%% width (\d+)/.exec(source)?.[1] ?? '200';
  return `<svg id="mermaid-0" viewBox="0 0 ${width} 100" style="max-width: ${width}px;"><style>#mermaid-0 .node{fill:red}</style><g class="node"><text>${source.length}</text></g></svg>`;
};

/**
 * A stand-in for the browser that draws diagrams, as one batch per call: records each call's
 * sources and how many renderers were made. A source containing one of `fail` fails as mermaid
 * fails, with `reason`.
 */
export function standInRenderer({ fail = [] as string[], reason = 'Parse error' } = {}) {
  const calls: string[][] = [];
  let made = 0;
  const factory = (): MermaidRenderer => {
    made += 1;
    return async (sources) => {
      calls.push(sources);
      return sources.map((source) =>
        fail.some((f) => source.includes(f)) ? { status: 'rejected' as const, reason: new Error(reason) } : { status: 'fulfilled' as const, value: { svg: standInSvg(source) } },
      );
    };
  };
  return { factory, calls, made: () => made };
}
