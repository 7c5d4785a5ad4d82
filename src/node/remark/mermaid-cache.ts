import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { toHtml } from 'hast-util-to-html';

/**
 * Rendered mermaid SVGs, cached on disk by diagram source and theme, so a warm build
 * (or a build where one doc changed) starts no browser for diagrams it has seen.
 * The SVG's DOM id is derived from the same key: a cached diagram can share a page with
 * freshly rendered ones without id collisions (mermaid scopes its CSS by that id).
 */
// Outside .cache: Gatsby empties .cache whenever the config changes (e.g. building a fixture site).
// Resolved when used, from the working directory then (tests run the pipeline in a temporary one).
const cacheDir = () => path.resolve('node_modules', '.cache', 'mermaid-svg');

export function diagramKey(source: string): string {
  return crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
}

export function svgId(key: string): string {
  return `mermaid-${key}`;
}

export function readCachedSvg(key: string): string | null {
  try {
    return fs.readFileSync(path.join(cacheDir(), `${key}.svg`), 'utf8');
  } catch {
    return null;
  }
}

export function writeCachedSvg(key: string, svg: string): void {
  fs.mkdirSync(cacheDir(), { recursive: true });
  fs.writeFileSync(path.join(cacheDir(), `${key}.svg`), svg);
}

/** Renames the SVG's id everywhere it is used (its attribute, CSS selectors, marker references). */
export function withSvgId(svg: string, id: string): string {
  const current = /<svg[^>]*\sid="([^"]+)"/.exec(svg)?.[1];
  if (!current || current === id) return svg;
  return svg.split(current).join(id);
}

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] };

export function hastToHtml(nodes: HastNode[]): string {
  return toHtml({ type: 'root', children: nodes } as never, {});
}
