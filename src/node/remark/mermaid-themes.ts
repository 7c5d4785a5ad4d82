import type { Code, Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { MERMAID_DARK_CLASS, MERMAID_LIGHT_CLASS, PHONE_COLUMN_PX } from '../../lib/mermaid';
import { diagramKey, hasCachedSvg, writeDiagramSource } from './mermaid-cache';

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
 * Each ```mermaid block becomes two empty placeholders, one per colour mode, each shown by CSS in
 * its mode and naming its rendering by key (src/theme/MermaidDiagram). Nothing is drawn here, and
 * what this step writes does not depend on what is drawn yet, so the compiled page is the same in
 * a cold build and a warm one. The source of a rendering not drawn yet is kept beside the cache,
 * with its file: `gatsby build` draws every diagram in one browser while its bundles compile
 * (./mermaid-prerender.ts) and puts the SVGs into the HTML after (src/node/diagrams.ts); `gatsby
 * develop` draws one when a page first asks for it (src/node/develop/diagrams-on-request.ts).
 *
 * The SVG never enters the MDX: MDX ships a page's content as a React component, so an SVG here
 * would travel twice, in the HTML and again in the page's JavaScript. Runs before the gatsby
 * remark plugins (mdxOptions.remarkPlugins come first), so gatsby-remark-mermaid meets no diagram
 * left to draw.
 */
export function remarkMermaidThemes(themes: MermaidThemes) {
  return (tree: Root, file?: VFile) => {
    visit(tree, 'code', (code: Code, index, parent) => {
      if (code.lang !== 'mermaid' || !parent || index === null) return;
      const copies = themedSources(code.value, themes).map(({ mode, source, key }) => {
        if (!hasCachedSvg(key)) writeDiagramSource(key, source, file?.path ?? 'an MDX file');
        return {
          type: 'mermaidContainer',
          data: {
            hName: 'MermaidDiagram',
            hProperties: { className: ['mermaid-diagram', mode === 'light' ? MERMAID_LIGHT_CLASS : MERMAID_DARK_CLASS], dataMermaidKey: key },
          },
          children: [],
        };
      });
      parent.children.splice(index, 1, ...(copies as unknown as Parent['children']));
      return [SKIP, index + 2];
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
