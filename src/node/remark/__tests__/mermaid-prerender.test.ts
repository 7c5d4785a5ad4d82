/** @jest-environment node */
// The real renderer (Chromium) is tested in scripts/__tests__/mermaid-renderer.test.mjs: jest cannot load
// mermaid-isomorphic, an ES module.
import fs from 'fs';
import path from 'path';
import { diagramKey, MERMAID_CONFIG, renderingKey } from '../mermaid-cache';
import { prerenderDiagrams, type DiagramFile } from '../mermaid-prerender';
import { themedSources } from '../mermaid-themes';
import { fixture, renderFixture, renderPage, renderedDiagrams, workDir } from './pipeline';
import { standInRenderer as standIn } from './stand-in-renderer';

// The site's themes (content/site-config.yaml), as gatsby-config.ts gives them to the remark step.
const THEMES = { theme: 'neutral', darkTheme: 'dark' };
const cacheDir = () => path.join(workDir, 'node_modules/.cache/mermaid-svg');
const file = (name: string, body: string): DiagramFile => ({ path: `/site/${name}`, body });


beforeEach(() => {
  fs.rmSync(cacheDir(), { recursive: true, force: true });
  renderedDiagrams.length = 0;
});

describe('pre-rendering the diagrams of every page in one browser', () => {
  it('draws every diagram of every file in one call, each rendering once', async () => {
    const renderer = standIn();
    const files = [
      file('a.mdx', fs.readFileSync(fixture('mermaid.mdx'), 'utf8')),
      // The same diagram in another file, in a list: drawn once.
      file('b.mdx', '# B\n\n- item\n\n  ```mermaid\n  graph LR\n    A --> B\n  ```\n'),
      file('c.mdx', '# No diagrams here\n'),
      // An MDX syntax error is the compile's to report: the other files still get their diagrams.
      file('d.mdx', '# Broken <div\n\n```mermaid\ngraph LR\n  X --> Y\n```\n'),
      // HTML comment lines (a post's `<!-- truncate -->`) parse as the page compile reads them: the
      // file's diagram is drawn, and one commented out is a comment, not drawn.
      file('e.mdx', '# E\n\n<!-- truncate -->\n\n```mermaid\ngraph LR\n  E --> F\n```\n\n<!--\n```mermaid\ngraph LR\n  OLD --- GONE\n```\n-->\n'),
    ];
    expect(await prerenderDiagrams(files, THEMES, renderer.factory)).toEqual({ rendered: 6, failed: 0 });
    expect(renderer.made()).toBe(1);
    const expected = ['graph LR\n  A --> B', '%% width 1000\ngraph TD\n  C --> D', 'graph LR\n  E --> F'].flatMap((body) => themedSources(body, THEMES).map((s) => s.source));
    expect(renderer.calls).toEqual([expected]);
  });

  it('caches what the MDX step would have, so the page renders nothing and comes out the same', async () => {
    const perFile = await renderFixture('mermaid.mdx');
    const drawnPerFile = [...renderedDiagrams];
    const cachedPerFile = Object.fromEntries(fs.readdirSync(cacheDir()).map((f) => [f, fs.readFileSync(path.join(cacheDir(), f), 'utf8')]));
    fs.rmSync(cacheDir(), { recursive: true, force: true });
    renderedDiagrams.length = 0;

    await prerenderDiagrams([file('mermaid.mdx', fs.readFileSync(fixture('mermaid.mdx'), 'utf8'))], THEMES, standIn().factory);
    const cachedBefore = Object.fromEntries(fs.readdirSync(cacheDir()).map((f) => [f, fs.readFileSync(path.join(cacheDir(), f), 'utf8')]));
    expect(cachedBefore).toEqual(cachedPerFile);
    expect(drawnPerFile.length).toBeGreaterThan(0);
    expect(await renderFixture('mermaid.mdx')).toBe(perFile);
    expect(renderedDiagrams).toEqual([]);
  });

  it('starts no renderer when every diagram is cached (a warm build)', async () => {
    const files = [file('a.mdx', fs.readFileSync(fixture('mermaid.mdx'), 'utf8'))];
    await prerenderDiagrams(files, THEMES, standIn().factory);
    const warm = standIn();
    expect(await prerenderDiagrams(files, THEMES, warm.factory)).toEqual({ rendered: 0, failed: 0 });
    expect(warm.made()).toBe(0);
  });

  it('leaves a diagram it could not draw to the MDX step, and one whose cache was lost is drawn there again', async () => {
    const body = '```mermaid\ngraph LR\n  A --> B\n```\n\n```mermaid\ngraph LR\n  BAD --> B\n```\n';
    const page = path.join(workDir, 'page.mdx');
    expect(await prerenderDiagrams([file('page.mdx', body)], THEMES, standIn({ fail: ['BAD'] }).factory)).toEqual({ rendered: 2, failed: 2 });
    const page1 = await renderPage(body, page);
    expect(renderedDiagrams).toEqual(themedSources('graph LR\n  BAD --> B', THEMES).map((s) => s.source));

    // The cache emptied after the pre-render: the MDX step draws every diagram, and the page is the same.
    fs.rmSync(cacheDir(), { recursive: true, force: true });
    renderedDiagrams.length = 0;
    expect(await renderPage(body, page)).toBe(page1);
    expect(renderedDiagrams.length).toBe(4);
  });
});

describe('the cache key of a rendering', () => {
  it('changes with the source, the mermaid version and the mermaid config', () => {
    const source = 'graph LR\n  A --> B';
    const key = renderingKey(source, '11.17.2', MERMAID_CONFIG);
    expect(renderingKey(`${source}\n  B --> C`, '11.17.2', MERMAID_CONFIG)).not.toBe(key);
    expect(renderingKey(source, '11.18.0', MERMAID_CONFIG)).not.toBe(key);
    expect(renderingKey(source, '11.17.2', { ...MERMAID_CONFIG, securityLevel: 'loose' })).not.toBe(key);
    // The site's key: its installed mermaid and config.
    const installed = (JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as { version: string }).version;
    expect(diagramKey(source)).toBe(renderingKey(source, installed, MERMAID_CONFIG));
  });
});
