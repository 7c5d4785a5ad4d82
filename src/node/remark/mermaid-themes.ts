import type { Code, Parent, Root } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { MERMAID_DARK_CLASS, MERMAID_LIGHT_CLASS, PHONE_COLUMN_PX } from '../../lib/mermaid';
import { cacheRendering, diagramKey, drawsOnRequest, hastToHtml, readCachedSvg, writeDiagramSource } from './mermaid-cache';

export type MermaidThemes = { theme: string; darkTheme: string };

/**
 * Theme variables changed from mermaid's defaults. The dark theme draws edge labels in #ccc
 * on #585858, a contrast of 4.43:1, under WCAG AA's 4.5:1; on a background near the dark
 * page's they reach about 9:1.
 */
const THEME_VARIABLES: Record<string, Record<string, string>> = {
  dark: { edgeLabelBackground: '#2a2b2e' },
};

// The plain form is kept exactly as it was: it is part of each cached diagram's key.
const directive = (name: string) =>
  THEME_VARIABLES[name]
    ? `%%{init: ${JSON.stringify({ theme: name, themeVariables: THEME_VARIABLES[name] })}}%%\n`
    : `%%{init: {"theme": "${name}"}}%%\n`;

/**
 * The two renderings of a ```mermaid block, one per colour mode: the author's own init directive
 * is replaced by the mode's theme. The pre-render (mermaid-prerender.ts) asks for the same ones.
 */
export function themedSources(value: string, { theme, darkTheme }: MermaidThemes) {
  const body = value.replace(/^%%\{init:[^\n]*\}%%\n/, '');
  return (['light', 'dark'] as const).map((mode) => {
    const source = directive(mode === 'light' ? theme : darkTheme) + body;
    return { mode, source, key: diagramKey(source) };
  });
}

/**
 * gatsby-remark-mermaid renders every ```mermaid block once, with one theme. We want
 * one rendering per colour mode, so each block becomes two, each in a container that
 * CSS shows in its mode; the dark copy starts with an init directive for its theme.
 * A rendering already in the cache is put in place here, so gatsby-remark-mermaid (and
 * its browser) only sees diagrams it has never rendered. Runs before the gatsby remark
 * plugins (mdxOptions.remarkPlugins come first). In develop, a diagram not in the cache is left
 * for the dev server to draw when a page asks for it: its source is kept beside the cache.
 */
export function remarkMermaidThemes(themes: MermaidThemes) {
  return (tree: Root, file?: VFile) => {
    const onRequest = drawsOnRequest();
    visit(tree, 'code', (code: Code, index, parent) => {
      if (code.lang !== 'mermaid' || !parent || index === null) return;
      const copies = themedSources(code.value, themes).map(({ mode, source, key }) => {
        // A cached rendering needs no renderer: the container stays empty and
        // rehypeMermaidCache finds the SVG in the cache by its key. In develop, neither does one
        // not drawn yet: the dev server draws it from the source kept here.
        const cached = readCachedSvg(key) !== null;
        if (!cached && onRequest) writeDiagramSource(key, source, file?.path ?? 'an MDX file');
        return {
          type: 'mermaidContainer',
          data: {
            hName: 'div',
            hProperties: { className: ['mermaid-diagram', mode === 'light' ? MERMAID_LIGHT_CLASS : MERMAID_DARK_CLASS], dataMermaidKey: key },
          },
          children: cached || onRequest ? [] : [{ ...code, value: source }],
        };
      });
      parent.children.splice(index, 1, ...(copies as unknown as Parent['children']));
      // Past both copies: the diagram they hold is for the renderer, not for this step again.
      return [SKIP, index + 2];
    });
  };
}

/**
 * After rendering: gives each diagram's SVG its stable id and stores new renderings in
 * the cache. An invalid diagram never reaches this point: gatsby-remark-mermaid fails
 * the build naming the file.
 *
 * The SVG then leaves the MDX: the container becomes an empty <MermaidDiagram> element
 * (src/theme/MermaidDiagram). MDX ships a page's content as a React component, so an SVG
 * left here would travel twice, in the HTML and again in the page's JavaScript (56 KB gzip
 * on the architecture page). After the build, fillDiagrams (src/node/diagrams.ts) puts
 * each SVG into the HTML and next to it as /diagrams/<key>.svg, which the component fetches
 * when the page is reached by client-side navigation. In develop, a diagram not drawn yet has no
 * SVG here: the component takes focus once it has fetched a wide one (src/theme/MermaidDiagram).
 */
export function rehypeMermaidCache() {
  return (tree: HastRoot) => {
    const onRequest = drawsOnRequest();
    visit(tree, 'element', (node: Element) => {
      const key = node.properties?.dataMermaidKey;
      if (typeof key !== 'string') return;
      const renamed = node.children.length ? cacheRendering(key, hastToHtml(node.children as never)) : readCachedSvg(key);
      if (!renamed && !onRequest) throw new Error(`mermaid diagram ${key}: the renderer produced no <svg>`);
      node.tagName = 'MermaidDiagram';
      node.children = [];
      // Wide diagrams scroll sideways (see readableSvg), so they take keyboard focus.
      if (renamed && readableSvg(renamed).scrolls) node.properties = { ...node.properties, tabIndex: 0 };
      return SKIP;
    });
  };
}

/** Mermaid draws 16 px text: below 75% of its natural width a label falls under 12 px. */
const MIN_SCALE = 0.75;

/**
 * Mermaid's SVG scales down to the column (max-width: 100%), so a wide diagram would
 * shrink until its labels are unreadable. It may shrink to MIN_SCALE of its natural
 * width (a min-width on the <svg>); below that its container scrolls sideways.
 */
export function readableSvg(svg: string): { svg: string; scrolls: boolean } {
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const width = Number(/\sviewBox="[^"]*?[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)/.exec(open ?? '')?.[1]);
  if (!open || !Number.isFinite(width) || width <= 0) return { svg, scrolls: false };
  const minWidth = Math.round(width * MIN_SCALE);
  const style = /\sstyle="([^"]*)"/.exec(open);
  const declarations = `${style ? style[1].replace(/;?\s*$/, '; ') : ''}min-width: ${minWidth}px;`;
  const tag = style ? open.replace(style[0], ` style="${declarations}"`) : open.replace(/^<svg\b/, `<svg style="${declarations}"`);
  return { svg: tag + svg.slice(open.length), scrolls: minWidth > PHONE_COLUMN_PX };
}
