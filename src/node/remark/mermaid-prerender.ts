import { relative } from 'path';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { contentMemo, packageVersions } from '../cache/content-memo';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { MDX_PARSER_PACKAGES, mdxParser } from './mdx-parser';
import { requireFromProject } from '../project-require';
import { cacheRendering, dropDiagramSource, hasCachedSvg, MERMAID_CONFIG } from './mermaid-cache';
import { themedSources, type MermaidThemes } from './mermaid-themes';

/**
 * Every diagram of the site, drawn in one page of one browser, while the bundles compile.
 *
 * The remark step (./mermaid-themes.ts) draws nothing: it leaves a placeholder per rendering and
 * keeps the source of each one not drawn yet. `gatsby build` collects the pages' diagrams from the
 * Mdx nodes after sourcing, draws the ones missing from the cache in one call (gatsby-remark-mermaid
 * started a Chromium per MDX file), and caches each under its key; the post-build pass waits for
 * that before it puts the SVGs into the HTML; the bundles never wait for the drawing. A diagram
 * mermaid cannot draw fails the build, naming its file.
 */

export type DiagramFile = { path: string; body: string };
type Rendered = PromiseSettledResult<{ svg: string }>;
/** Draws mermaid sources (in one browser); one settled result per source, in order. */
export type MermaidRenderer = (sources: string[]) => Promise<Rendered[]>;

/** A rendering to draw, and the file that asks for it (the first, when several do). */
type Missing = { source: string; file: string };

/** The renderings the files ask for and the cache lacks, each once, by key. */
function missingDiagrams(files: DiagramFile[], themes: MermaidThemes): Map<string, Missing> {
  const missing = new Map<string, Missing>();
  // The keys a file's diagrams have, remembered by its content: a warm build, whose files all
  // have their renderings cached, parses none (loading the parser alone takes about a second).
  const memo = contentMemo<string[]>('mermaid-keys', `v2 ${packageVersions(MDX_PARSER_PACKAGES, requireFromProject)} ${JSON.stringify(themes)}`);
  for (const file of files) {
    if (!file.body.includes('mermaid')) continue;
    if (memo.get(file.body)?.every(hasCachedSvg)) continue;
    let tree: Root;
    try {
      tree = mdxParser().parse(file.body);
    } catch {
      // A syntax error is reported, naming the file, when the MDX is compiled.
      continue;
    }
    const keys: string[] = [];
    visit(tree, 'code', (code: Code) => {
      if (code.lang !== 'mermaid') return;
      for (const { key, source } of themedSources(code.value, themes)) {
        keys.push(key);
        if (!missing.has(key) && !hasCachedSvg(key)) missing.set(key, { source, file: file.path });
      }
    });
    memo.set(file.body, keys);
  }
  memo.save();
  return missing;
}

/**
 * mermaid-isomorphic keeps its browser open while a render call is running and closes it when
 * none is, so all diagrams go in one call: one browser, one page.
 */
export function chromiumRenderer(): MermaidRenderer {
  type Isomorphic = {
    createMermaidRenderer: (options: object) => (diagrams: string[], options: object) => Promise<Rendered[]>;
  };
  const { createMermaidRenderer } = requireFromProject('mermaid-isomorphic') as Isomorphic;
  const render = createMermaidRenderer({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } });
  // The options remark-mermaidjs passes for gatsby-remark-mermaid (gatsby-config.ts), so the SVGs are the same.
  return (sources) => render(sources, { mermaidConfig: MERMAID_CONFIG });
}

/** A diagram mermaid could not draw: the file, and mermaid's message (which shows the line). */
export type DiagramFailure = { file: string; reason: string };
export type PrerenderResult = { rendered: number; failed: DiagramFailure[] };

/**
 * Draws and caches every missing diagram. `renderer` is made only when something is missing: a
 * warm build starts no browser. Never rejects: a renderer that fails fails each of its diagrams.
 */
export async function prerenderDiagrams(files: DiagramFile[], themes: MermaidThemes, renderer: () => MermaidRenderer): Promise<PrerenderResult> {
  const missing = missingDiagrams(files, themes);
  if (missing.size === 0) return { rendered: 0, failed: [] };
  const keys = [...missing.keys()];
  let results: Rendered[];
  try {
    // Before the first await, with renderer(), which loads mermaid-isomorphic: see drawingLibraries.
    drawingLibraries();
    results = await renderer()(keys.map((key) => missing.get(key)!.source));
  } catch (error) {
    results = keys.map(() => ({ status: 'rejected', reason: error }));
  }
  const failed: DiagramFailure[] = [];
  results.forEach((result, i) => {
    const key = keys[i];
    if (result.status === 'fulfilled' && cacheDrawn(key, result.value.svg)) return dropDiagramSource(key);
    const reason = result.status === 'rejected' ? String((result.reason as Error)?.message ?? result.reason) : 'the renderer produced no <svg>';
    failed.push({ file: missing.get(key)!.file, reason });
  });
  return { rendered: keys.length - failed.length, failed };
}

/**
 * Loads the ES modules that caching a drawing needs. remark-mermaidjs, which gatsby-remark-mermaid
 * import()s while the bundles' MDX loader runs, imports them too, and Node 20 fails a require()
 * of an ES module that an import() is still loading (ERR_INTERNAL_ASSERTION, "not yet fully
 * loaded"). So they are required with mermaid-isomorphic, before the first await of
 * prerenderDiagrams, which on-post-bootstrap.ts calls before the loaders run; the import() then
 * finds them loaded (scripts/__tests__/mermaid-esm-loading.test.mjs).
 */
function drawingLibraries(): void {
  requireFromProject('hast-util-from-html');
  requireFromProject('hast-util-to-html');
}

/** The build's message for the diagrams that could not be drawn, one per file and reason. */
export function diagramFailures(failed: DiagramFailure[], root = process.cwd()): string {
  const lines = [...new Set(failed.map(({ file, reason }) => `${relative(root, file)}: a mermaid diagram could not be drawn:\n${reason.replace(/^/gm, '    ')}`))];
  return `${lines.length} mermaid diagram(s) could not be drawn. Fix each diagram's syntax (https://mermaid.js.org/intro/syntax-reference.html) and build again:\n${lines.join('\n')}`;
}

/**
 * Caches what the renderer drew for `key`, parsed into hast and serialised as HTML (as
 * remark-mermaidjs and hast-util-to-html write it), since the SVG goes into HTML pages. Returns the
 * cached SVG, or null when the output had none.
 */
export function cacheDrawn(key: string, svg: string): string | null {
  // Loaded when a diagram is drawn (../project-require.ts).
  const { fromHtml } = requireFromProject('hast-util-from-html') as typeof import('hast-util-from-html');
  const { toHtml } = requireFromProject('hast-util-to-html') as typeof import('hast-util-to-html');
  return cacheRendering(key, toHtml(fromHtml(svg, { fragment: true })));
}
