/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { diagramKey } from '../mermaid-cache';
import { prerenderDiagrams } from '../mermaid-prerender';
import { fixture, renderFixture, renderedDiagrams, workDir } from './pipeline';
import { standInRenderer } from './stand-in-renderer';

// The init directives of the site's themes (content/site-config.yaml: neutral, and dark for dark mode).
const LIGHT = '%%{init: {"theme": "neutral"}}%%\n';
const DARK = '%%{init: {"theme":"dark","themeVariables":{"edgeLabelBackground":"#2a2b2e"}}}%%\n';
const small = 'graph LR\n  A --> B';
const wide = '%% width 1000\ngraph TD\n  C --> D';
const sources = [LIGHT + small, DARK + small, LIGHT + wide, DARK + wide];
const THEMES = { theme: 'neutral', darkTheme: 'dark' };
const cacheDir = () => path.join(workDir, 'node_modules/.cache/mermaid-svg');
const kept = (key: string) => path.join(cacheDir(), `${key}.json`);

describe('remarkMermaidThemes', () => {
  let first: string;

  it('makes each diagram two placeholders, one per colour mode with its theme (the author\'s replaced), and draws nothing', async () => {
    first = await renderFixture('mermaid.mdx');
    expect(renderedDiagrams).toEqual([]);
    // An empty MermaidDiagram element names each rendering by key; the SVG is put in after the build.
    const [lightSmall, darkSmall, lightWide, darkWide] = sources.map(diagramKey);
    expect(first).toBe(
      [
        `<mermaid-diagram className="mermaid-diagram only-light" data-mermaid-key="${lightSmall}"></mermaid-diagram>`,
        `<mermaid-diagram className="mermaid-diagram only-dark" data-mermaid-key="${darkSmall}"></mermaid-diagram>`,
        `<mermaid-diagram className="mermaid-diagram only-light" data-mermaid-key="${lightWide}"></mermaid-diagram>`,
        `<mermaid-diagram className="mermaid-diagram only-dark" data-mermaid-key="${darkWide}"></mermaid-diagram>`,
        '<aside class="admonition admonition-tip" role="note"><p class="admonition-title">Tip</p><div class="admonition-body">' +
          `<mermaid-diagram className="mermaid-diagram only-light" data-mermaid-key="${lightSmall}"></mermaid-diagram>` +
          `<mermaid-diagram className="mermaid-diagram only-dark" data-mermaid-key="${darkSmall}"></mermaid-diagram>` +
          '</div></aside>',
      ].join('\n'),
    );
  });

  it('keeps the source of each rendering not drawn yet beside the cache, with its file', () => {
    for (const source of sources) {
      expect(JSON.parse(fs.readFileSync(kept(diagramKey(source)), 'utf8'))).toEqual({ source, file: fixture('mermaid.mdx') });
    }
  });

  it('compiles the same page once the diagrams are drawn (a warm build compiles what a cold one does), and keeps no source then', async () => {
    const body = fs.readFileSync(fixture('mermaid.mdx'), 'utf8');
    expect(await prerenderDiagrams([{ path: fixture('mermaid.mdx'), body }], THEMES, standInRenderer().factory)).toEqual({ rendered: 4, failed: [] });
    expect(sources.map((s) => fs.existsSync(kept(diagramKey(s))))).toEqual([false, false, false, false]);
    expect(await renderFixture('mermaid.mdx')).toBe(first);
    expect(sources.map((s) => fs.existsSync(kept(diagramKey(s))))).toEqual([false, false, false, false]);
  });
});
