import type { Code, Root } from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { contentMemo, packageVersions } from '../cache/content-memo';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { MDX_PARSER_PACKAGES, mdxParser } from './mdx-parser';
import { requireFromProject } from '../project-require';
import { cacheRendering, hasCachedSvg, hastToHtml, MERMAID_CONFIG } from './mermaid-cache';
import { themedSources, type MermaidThemes } from './mermaid-themes';

/**
 * Every diagram of the site, rendered once, in one browser, before any MDX is compiled.
 *
 * gatsby-remark-mermaid makes a new renderer, and so starts a new Chromium, for each MDX file
 * with diagrams, and webpack compiles files concurrently: a cold build ran several browsers at
 * once (the real site: 14 files, 42 renderings). Here the pages' diagrams are collected from
 * the Mdx nodes, the ones missing from the cache are drawn in one page of one Chromium, and
 * each is cached under the key remarkMermaidThemes asks for, as rehypeMermaidCache would have
 * stored it. The remark step then finds every diagram cached and gatsby-remark-mermaid has
 * nothing left to render.
 *
 * Nothing depends on this having run: a diagram this pass did not draw (added in `gatsby
 * develop` later, or a cache emptied mid-build) is rendered by gatsby-remark-mermaid as before;
 * an invalid diagram is left to it too, and it fails the build naming the file.
 */

export type DiagramFile = { path: string; body: string };
type Rendered = PromiseSettledResult<{ svg: string }>;
/** Draws mermaid sources (in one browser); one settled result per source, in order. */
export type MermaidRenderer = (sources: string[]) => Promise<Rendered[]>;

/** The renderings the files ask for and the cache lacks, each once (key → source). */
export function missingDiagrams(files: DiagramFile[], themes: MermaidThemes): Map<string, string> {
  const missing = new Map<string, string>();
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
        if (!missing.has(key) && !hasCachedSvg(key)) missing.set(key, source);
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

export type PrerenderResult = { rendered: number; failed: number };

/**
 * Renders and caches every missing diagram. `renderer` is made only when something is missing:
 * a warm build starts no browser.
 */
export async function prerenderDiagrams(files: DiagramFile[], themes: MermaidThemes, renderer: () => MermaidRenderer): Promise<PrerenderResult> {
  const missing = missingDiagrams(files, themes);
  if (missing.size === 0) return { rendered: 0, failed: 0 };
  const keys = [...missing.keys()];
  const results = await renderer()([...missing.values()]);
  let rendered = 0;
  results.forEach((result, i) => {
    if (result.status === 'fulfilled' && cacheDrawn(keys[i], result.value.svg)) rendered += 1;
  });
  return { rendered, failed: keys.length - rendered };
}

/**
 * Caches what the renderer drew for `key`, parsed and serialised as the remark step does with it
 * (remark-mermaidjs parses it into hast; rehypeMermaidCache serialises that), so the cached SVG is
 * the same. Returns the cached SVG, or null when the output had none.
 */
export function cacheDrawn(key: string, svg: string): string | null {
  return cacheRendering(key, hastToHtml(fromHtml(svg, { fragment: true }).children as never));
}
