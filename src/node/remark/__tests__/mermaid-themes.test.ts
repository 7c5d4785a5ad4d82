/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { diagramKey } from '../mermaid-cache';
import { renderFixture, renderPage, renderedDiagrams, standInSvg, workDir } from './pipeline';

// The init directives of the site's themes (content/site-config.yaml: neutral, and dark for dark mode).
const LIGHT = '%%{init: {"theme": "neutral"}}%%\n';
const DARK = '%%{init: {"theme":"dark","themeVariables":{"edgeLabelBackground":"#2a2b2e"}}}%%\n';
const small = 'graph LR\n  A --> B';
const wide = '%% width 1000\ngraph TD\n  C --> D';
const sources = [LIGHT + small, DARK + small, LIGHT + wide, DARK + wide];
const cached = (source: string) => path.join(workDir, 'node_modules/.cache/mermaid-svg', `${diagramKey(source)}.svg`);

let first: string;

describe('remarkMermaidThemes and rehypeMermaidCache', () => {

  it('renders each diagram once per colour mode, with the theme of that mode (replacing the author\'s)', async () => {
    first = await renderFixture('mermaid.mdx');
    // The third is the first again, inside an admonition: it is not in the cache yet when the page is read.
    expect(renderedDiagrams).toEqual([...sources, ...sources.slice(0, 2)]);
    // Each SVG leaves the page: an empty MermaidDiagram element names it by key; wide ones can take focus to scroll.
    const [lightSmall, darkSmall, lightWide, darkWide] = sources.map(diagramKey);
    expect(first).toBe(
      [
        `<mermaid-diagram className="mermaid-diagram only-light" data-mermaid-key="${lightSmall}"></mermaid-diagram>`,
        `<mermaid-diagram className="mermaid-diagram only-dark" data-mermaid-key="${darkSmall}"></mermaid-diagram>`,
        `<mermaid-diagram className="mermaid-diagram only-light" data-mermaid-key="${lightWide}" tabIndex="0"></mermaid-diagram>`,
        `<mermaid-diagram className="mermaid-diagram only-dark" data-mermaid-key="${darkWide}" tabIndex="0"></mermaid-diagram>`,
        '<aside class="admonition admonition-tip" role="note"><p class="admonition-title">Tip</p><div class="admonition-body">' +
          `<mermaid-diagram className="mermaid-diagram only-light" data-mermaid-key="${lightSmall}"></mermaid-diagram>` +
          `<mermaid-diagram className="mermaid-diagram only-dark" data-mermaid-key="${darkSmall}"></mermaid-diagram>` +
          '</div></aside>',
      ].join('\n'),
    );
  });

  it('caches each rendering by its key, its SVG id (in CSS too) made that key', () => {
    for (const source of sources) {
      const id = `mermaid-${diagramKey(source)}`;
      expect(fs.readFileSync(cached(source), 'utf8')).toBe(standInSvg(source).split('mermaid-0').join(id));
    }
  });

  it('renders nothing it has in the cache, and the page comes out the same', async () => {
    renderedDiagrams.length = 0;
    expect(await renderFixture('mermaid.mdx')).toBe(first);
    expect(renderedDiagrams).toEqual([]);
  });
});

describe('in gatsby develop (drawsOnRequest)', () => {
  const environment = process.env.NODE_ENV;
  beforeAll(() => {
    process.env.NODE_ENV = 'development';
  });
  afterAll(() => {
    process.env.NODE_ENV = environment;
  });

  it('leaves a diagram not in the cache undrawn: its source waits beside the cache with its file, the page gets its placeholder', async () => {
    renderedDiagrams.length = 0;
    const source = 'graph LR\n  Fresh --> Diagram';
    const page = await renderPage(`# Page\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`, '/site/content/docs/fresh.mdx');
    expect(renderedDiagrams).toEqual([]);
    const [light, dark] = [LIGHT + source, DARK + source].map(diagramKey);
    // No tabIndex yet: the width is known once drawn (src/theme/MermaidDiagram sets it then).
    expect(page).toBe(
      `<h1>Page</h1>\n<mermaid-diagram className="mermaid-diagram only-light" data-mermaid-key="${light}"></mermaid-diagram>\n` +
        `<mermaid-diagram className="mermaid-diagram only-dark" data-mermaid-key="${dark}"></mermaid-diagram>`,
    );
    const waiting = JSON.parse(fs.readFileSync(path.join(workDir, 'node_modules/.cache/mermaid-svg', `${dark}.json`), 'utf8'));
    expect(waiting).toEqual({ source: DARK + source, file: '/site/content/docs/fresh.mdx' });
  });

  it('uses a rendering the cache has, wide ones focusable as in the build', async () => {
    renderedDiagrams.length = 0;
    expect(await renderFixture('mermaid.mdx')).toBe(first);
    expect(renderedDiagrams).toEqual([]);
  });
});
