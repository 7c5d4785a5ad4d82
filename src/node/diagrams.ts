import fs from 'fs';
import path from 'path';
import { DIAGRAMS_PATH } from '../lib/mermaid';
import { readCachedSvg } from './remark/mermaid-cache';
import { readableSvg } from './remark/mermaid-themes';

// The empty container React renders for a diagram (src/theme/MermaidDiagram).
const PLACEHOLDER = /(<div\b[^>]*\sdata-mermaid-key="([0-9a-f]+)"[^>]*>)(<\/div>)/g;

/** The SVG of a diagram as pages show it, from the render cache; an error names the key. */
export function diagramSvg(key: string): string {
  const svg = readCachedSvg(key);
  if (svg === null) throw new Error(`mermaid diagram ${key}: no rendering in node_modules/.cache/mermaid-svg (rebuild the page that uses it)`);
  return readableSvg(svg).svg;
}

/**
 * After the build, every diagram placeholder of the built HTML gets its SVG (readers without
 * JavaScript, feeds, crawlers and the first paint all see it), and each SVG is published as
 * /diagrams/<key>.svg for pages reached by client-side navigation. Returns the pages changed.
 */
export function inlineDiagrams(publicDir: string): { pages: number; diagrams: number } {
  const published = new Set<string>();
  let pages = 0;
  const outDir = path.join(publicDir, DIAGRAMS_PATH);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(full, 'utf8');
        if (!html.includes('data-mermaid-key=')) continue;
        const filled = html.replace(PLACEHOLDER, (_, open: string, key: string, close: string) => {
          let svg: string;
          try {
            svg = diagramSvg(key);
          } catch (error) {
            throw new Error(`${path.relative(process.cwd(), full)}: ${(error as Error).message}`);
          }
          if (!published.has(key)) {
            fs.mkdirSync(outDir, { recursive: true });
            fs.writeFileSync(path.join(outDir, `${key}.svg`), svg);
            published.add(key);
          }
          return open + svg + close;
        });
        fs.writeFileSync(full, filled);
        pages += 1;
      }
    }
  };
  walk(publicDir);
  return { pages, diagrams: published.size };
}
