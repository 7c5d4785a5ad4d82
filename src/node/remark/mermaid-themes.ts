import type { Code, Parent, Root } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import { MERMAID_DARK_CLASS, MERMAID_LIGHT_CLASS } from '../../lib/mermaid';
import { diagramKey, hastToHtml, readCachedSvg, svgId, svgToHast, withSvgId, writeCachedSvg } from './mermaid-cache';

type Options = { theme: string; darkTheme: string };

const directive = (name: string) => `%%{init: {"theme": "${name}"}}%%\n`;

/**
 * gatsby-remark-mermaid renders every ```mermaid block once, with one theme. We want
 * one rendering per colour mode, so each block becomes two, each in a container that
 * CSS shows in its mode; the dark copy starts with an init directive for its theme.
 * A rendering already in the cache is put in place here, so gatsby-remark-mermaid (and
 * its browser) only sees diagrams it has never rendered. Runs before the gatsby remark
 * plugins (mdxOptions.remarkPlugins come first).
 */
export function remarkMermaidThemes({ theme, darkTheme }: Options) {
  return (tree: Root) => {
    const visit = (parent: Parent) => {
      parent.children = parent.children.flatMap((node): Parent['children'] => {
        if (node.type === 'code' && (node as Code).lang === 'mermaid') {
          const code = node as Code;
          const body = code.value.replace(/^%%\{init:[^\n]*\}%%\n/, '');
          const copy = (mode: 'light' | 'dark', name: string) => {
            const source = directive(name) + body;
            const key = diagramKey(source);
            const cached = readCachedSvg(key);
            const child = cached
              ? { type: 'paragraph', children: [{ type: 'html', value: cached }], data: { hChildren: svgToHast(cached) } }
              : { ...code, value: source };
            return {
              type: 'mermaidContainer',
              data: {
                hName: 'div',
                hProperties: { className: ['mermaid-diagram', mode === 'light' ? MERMAID_LIGHT_CLASS : MERMAID_DARK_CLASS], dataMermaidKey: key },
              },
              children: [child],
            };
          };
          return [copy('light', theme), copy('dark', darkTheme)] as unknown as Parent['children'];
        }
        if ('children' in node) visit(node as Parent);
        return [node];
      }) as Parent['children'];
    };
    visit(tree);
  };
}

/**
 * After rendering: gives each diagram's SVG its stable id and stores new renderings in
 * the cache. An invalid diagram never reaches this point: gatsby-remark-mermaid fails
 * the build naming the file.
 */
export function rehypeMermaidCache() {
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        const key = child.properties?.dataMermaidKey;
        if (typeof key === 'string') {
          const svg = /<svg[\s\S]*<\/svg>/.exec(hastToHtml(child.children as never))?.[0];
          if (svg) {
            const renamed = withSvgId(svg, svgId(key));
            if (renamed !== svg) child.children = [{ type: 'element', tagName: 'p', properties: {}, children: svgToHast(renamed) as never }];
            if (!readCachedSvg(key)) writeCachedSvg(key, renamed);
          }
          keepReadable(child);
          continue;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

/** Mermaid draws 16 px text: below 75% of its natural width a label falls under 12 px. */
const MIN_SCALE = 0.75;
/** Diagrams whose minimum width is above this scroll on a phone, so they take keyboard focus. */
const PHONE_COLUMN_PX = 320;

function findSvg(node: Element): Element | null {
  if (node.tagName === 'svg') return node;
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const found = findSvg(child);
    if (found) return found;
  }
  return null;
}

/**
 * Mermaid's SVG scales down to the column (max-width: 100%), so a wide diagram would
 * shrink until its labels are unreadable. It may shrink to MIN_SCALE of its natural
 * width; below that the container scrolls sideways, and takes focus so the keyboard can
 * scroll it too.
 */
export function keepReadable(container: Element): void {
  const svg = findSvg(container);
  const viewBox = svg?.properties?.viewBox;
  const width = typeof viewBox === 'string' ? Number(viewBox.trim().split(/[\s,]+/)[2]) : NaN;
  if (!svg || !Number.isFinite(width) || width <= 0) return;
  const minWidth = Math.round(width * MIN_SCALE);
  svg.properties ??= {};
  container.properties ??= {};
  const style = typeof svg.properties.style === 'string' ? svg.properties.style.replace(/;?\s*$/, ';') : '';
  svg.properties.style = `${style} min-width: ${minWidth}px;`.trim();
  if (minWidth > PHONE_COLUMN_PX) container.properties.tabIndex = 0;
}
