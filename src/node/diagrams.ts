import fs from 'fs';
import path from 'path';
import { DIAGRAMS_PATH } from '../lib/mermaid';
import { readCachedSvg } from './remark/mermaid-cache';
import { readableSvg } from './remark/mermaid-themes';

// The empty container React renders for a diagram (src/theme/MermaidDiagram).
const PLACEHOLDER = /(<div\b[^>]*\sdata-mermaid-key="([0-9a-f]+)"[^>]*>)(<\/div>)/g;
// A container this pass filled in an earlier build (a page Gatsby did not write again).
const FILLED = /<div\b[^>]*\sdata-mermaid-key="([0-9a-f]+)"[^>]*><svg\b/g;

/** A diagram as pages show it, from the render cache, and whether it scrolls on a phone; an error names the key, after `prefix`. */
function readableDiagram(key: string, prefix = ''): { svg: string; scrolls: boolean } {
  const svg = readCachedSvg(key);
  if (svg === null) throw new Error(`${prefix}mermaid diagram ${key}: no rendering in node_modules/.cache/mermaid-svg (rebuild the page that uses it)`);
  return readableSvg(svg);
}

/** The SVG of a diagram as pages show it. */
export const diagramSvg = (key: string): string => readableDiagram(key).svg;

/**
 * After the build, every diagram placeholder of a built page gets its SVG, and a tabindex when it
 * is wide (readers without JavaScript, feeds, crawlers and the first paint all see it); each SVG
 * is published once as /diagrams/<key>.svg for pages reached by client-side navigation. `file` names
 * the page in errors. Returns the page's HTML, and how many diagrams it got. A page filled by an
 * earlier build's pass (read again because the pass's code changed) publishes its diagrams again:
 * they are still shown, so their files must stay.
 */
export function fillDiagrams(html: string, file: string, publish: (key: string, svg: string) => void): { html: string; filled: number } {
  if (!html.includes('data-mermaid-key=')) return { html, filled: 0 };
  const diagramOf = (key: string) => readableDiagram(key, `${file}: `);
  for (const [, key] of html.matchAll(FILLED)) publish(key, diagramOf(key).svg);
  let filled = 0;
  const out = html.replace(PLACEHOLDER, (_, open: string, key: string, close: string) => {
    const diagram = diagramOf(key);
    publish(key, diagram.svg);
    filled += 1;
    // A wide diagram scrolls sideways on a phone, so it takes keyboard focus. The compiled page
    // cannot say (it is compiled before the diagram is drawn); after a client-side navigation
    // src/theme/MermaidDiagram/fill.ts gives the tabindex once it has the SVG.
    const focusable = diagram.scrolls && !/\stabindex=/.test(open) ? open.replace(/>$/, ' tabindex="0">') : open;
    return focusable + diagram.svg + close;
  });
  return { html: out, filled };
}

/** Writes each diagram's SVG to public/diagrams/<key>.svg, once. */
export function diagramPublisher(publicDir: string) {
  const published = new Set<string>();
  const outDir = path.join(publicDir, DIAGRAMS_PATH);
  return {
    publish(key: string, svg: string) {
      if (published.has(key)) return;
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, `${key}.svg`), svg);
      published.add(key);
    },
    keys: () => [...published],
  };
}
