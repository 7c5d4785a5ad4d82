import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { sync as writeFileAtomicSync } from 'write-file-atomic';
import { requireFromProject } from '../project-require';

/**
 * Rendered mermaid SVGs, cached on disk by diagram source and theme, so a warm build
 * (or a build where one doc changed) starts no browser for diagrams it has seen.
 * The SVG's DOM id is derived from the same key: a cached diagram can share a page with
 * freshly rendered ones without id collisions (mermaid scopes its CSS by that id).
 */
// Outside .cache: Gatsby empties .cache whenever the config changes (e.g. building a fixture site).
// Resolved when used, from the working directory then (tests run the pipeline in a temporary one).
const cacheDir = () => path.resolve('node_modules', '.cache', 'mermaid-svg');

/**
 * What gatsby-remark-mermaid (gatsby-config.ts) and the pre-render (mermaid-prerender.ts) pass to
 * mermaid.initialize; mermaid-isomorphic adds its font family to both.
 */
export const MERMAID_CONFIG = { securityLevel: 'strict' } as const;

let mermaidVersion: string | undefined;
/** The mermaid that mermaid-isomorphic loads into the page (the project's, as it has no copy of its own). */
const currentMermaidVersion = () => (mermaidVersion ??= (requireFromProject('mermaid/package.json') as { version: string }).version);

/**
 * A rendering is reused only for the same source (theme directive included), the same mermaid
 * and the same config: upgrading mermaid or changing its config renders every diagram again.
 */
export function diagramKey(source: string): string {
  return renderingKey(source, currentMermaidVersion(), MERMAID_CONFIG);
}

export function renderingKey(source: string, mermaidVersion: string, config: object): string {
  return crypto.createHash('sha256').update(`mermaid ${mermaidVersion}\n${JSON.stringify(config)}\n${source}`).digest('hex').slice(0, 16);
}

export function readCachedSvg(key: string): string | null {
  try {
    return fs.readFileSync(path.join(cacheDir(), `${key}.svg`), 'utf8');
  } catch {
    return null;
  }
}

export function hasCachedSvg(key: string): boolean {
  return fs.existsSync(path.join(cacheDir(), `${key}.svg`));
}

function writeCachedSvg(key: string, svg: string): void {
  fs.mkdirSync(cacheDir(), { recursive: true });
  // Written whole or not at all: builds of other sites (the fixtures) share node_modules/.cache
  // and may run at once, and a half-written SVG would be a broken diagram on their pages.
  writeFileAtomicSync(path.join(cacheDir(), `${key}.svg`), svg);
}

/**
 * `gatsby develop` draws a diagram when a page first asks for it (src/node/develop/diagrams-on-request.ts),
 * so a cold start does not wait for Chromium to draw every diagram of the site. `gatsby build`
 * draws them all while its bundles compile (src/node/on-post-bootstrap.ts).
 */
export const drawsOnRequest = () => process.env.NODE_ENV === 'development';

type DiagramSource = { source: string; file: string };

/** The source of a diagram not drawn yet waits beside the cache, with the file that has it. */
export function writeDiagramSource(key: string, source: string, file: string): void {
  fs.mkdirSync(cacheDir(), { recursive: true });
  writeFileAtomicSync(path.join(cacheDir(), `${key}.json`), JSON.stringify({ source, file } satisfies DiagramSource));
}

export function readDiagramSource(key: string): DiagramSource | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(cacheDir(), `${key}.json`), 'utf8')) as DiagramSource;
  } catch {
    return null;
  }
}

/** A diagram is drawn and cached: its source is not needed again (the remark step writes it anew if its SVG goes). */
export function dropDiagramSource(key: string): void {
  fs.rmSync(path.join(cacheDir(), `${key}.json`), { force: true });
}

/**
 * The diagrams of `file` still waiting to be drawn, by key: what a page that asks for one of them
 * will ask for next (its other diagrams, both colour modes). An edited diagram's earlier source
 * stays here too until drawn, so a caller treats these as likely, not certain.
 */
export function undrawnSourcesOf(file: string): Map<string, DiagramSource> {
  const found = new Map<string, DiagramSource>();
  let names: string[] = [];
  try {
    names = fs.readdirSync(cacheDir());
  } catch {
    return found;
  }
  for (const name of names) {
    const key = name.slice(0, -'.json'.length);
    // A source with an SVG beside it was left by a develop from before dropDiagramSource.
    if (!name.endsWith('.json') || hasCachedSvg(key)) continue;
    const source = readDiagramSource(key);
    if (source?.file === file) found.set(key, source);
  }
  return found;
}

/** Renames the SVG's id everywhere it is used (its attribute, CSS selectors, marker references). */
function withSvgId(svg: string, id: string): string {
  const current = /<svg[^>]*\sid="([^"]+)"/.exec(svg)?.[1];
  if (!current || current === id) return svg;
  return svg.split(current).join(id);
}

/**
 * Caches what the renderer drew for `key` (the HTML of its output, from which the <svg> is
 * taken) under the diagram's stable id, mermaid-<key>, and returns that SVG, or null when there
 * was none.
 */
export function cacheRendering(key: string, renderedHtml: string): string | null {
  const svg = /<svg[\s\S]*<\/svg>/.exec(renderedHtml)?.[0];
  if (!svg) return null;
  const renamed = withSvgId(svg, `mermaid-${key}`);
  writeCachedSvg(key, renamed);
  return renamed;
}
