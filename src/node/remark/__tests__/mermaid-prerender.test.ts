/** @jest-environment node */
// The real renderer (Chromium) is tested in scripts/__tests__/mermaid-renderer.test.mjs: jest cannot load
// mermaid-isomorphic, an ES module.
import fs from 'fs';
import path from 'path';
import { diagramKey, MERMAID_CONFIG, renderingKey } from '../mermaid-cache';
import { diagramFailures, prerenderDiagrams, type DiagramFile } from '../mermaid-prerender';
import { themedSources } from '../mermaid-themes';
import { fixture, renderedDiagrams, workDir } from './pipeline';
import { standInRenderer as standIn, standInSvg } from './stand-in-renderer';

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
    expect(await prerenderDiagrams(files, THEMES, renderer.factory)).toEqual({ rendered: 6, failed: [] });
    expect(renderer.made()).toBe(1);
    const expected = ['graph LR\n  A --> B', '%% width 1000\ngraph TD\n  C --> D', 'graph LR\n  E --> F'].flatMap((body) => themedSources(body, THEMES).map((s) => s.source));
    expect(renderer.calls).toEqual([expected]);
  });

  it('caches each rendering under its key, its SVG id (in CSS too) made that key', async () => {
    const body = fs.readFileSync(fixture('mermaid.mdx'), 'utf8');
    await prerenderDiagrams([file('mermaid.mdx', body)], THEMES, standIn().factory);
    const sources = ['graph LR\n  A --> B', '%% width 1000\ngraph TD\n  C --> D'].flatMap((b) => themedSources(b, THEMES).map((s) => s.source));
    for (const source of sources) {
      const id = `mermaid-${diagramKey(source)}`;
      // Parsed and serialised as HTML, as it goes into the pages.
      const expected = standInSvg(source).split('mermaid-0').join(id);
      expect(fs.readFileSync(path.join(cacheDir(), `${diagramKey(source)}.svg`), 'utf8')).toBe(expected);
    }
  });

  it('starts no renderer when every diagram is cached (a warm build)', async () => {
    const files = [file('a.mdx', fs.readFileSync(fixture('mermaid.mdx'), 'utf8'))];
    await prerenderDiagrams(files, THEMES, standIn().factory);
    const warm = standIn();
    expect(await prerenderDiagrams(files, THEMES, warm.factory)).toEqual({ rendered: 0, failed: [] });
    expect(warm.made()).toBe(0);
  });

  it('names the file and gives mermaid\'s message for a diagram it could not draw, and draws the others', async () => {
    const body = '```mermaid\ngraph LR\n  A --> B\n```\n\n```mermaid\ngraph LR\n  BAD --> B\n```\n';
    const page = path.join(workDir, 'docs/page.mdx');
    const reason = 'Parse error on line 2:\n...BAD --> B\n-----^';
    const result = await prerenderDiagrams([{ path: page, body }], THEMES, standIn({ fail: ['BAD'], reason }).factory);
    expect(result).toEqual({ rendered: 2, failed: [{ file: page, reason }, { file: page, reason }] });
    // One entry per file and reason, though both colour modes failed.
    expect(diagramFailures(result.failed, workDir)).toBe(
      "1 mermaid diagram(s) could not be drawn. Fix each diagram's syntax (https://mermaid.js.org/intro/syntax-reference.html) and build again:\n" +
        'docs/page.mdx: a mermaid diagram could not be drawn:\n    Parse error on line 2:\n    ...BAD --> B\n    -----^',
    );
  });

  it('fails every diagram, and does not reject, when the browser cannot start', async () => {
    const body = '```mermaid\ngraph LR\n  A --> B\n```\n';
    const broken = () => async () => Promise.reject(new Error('Failed to launch the browser process'));
    const result = await prerenderDiagrams([file('a.mdx', body)], THEMES, () => broken());
    expect(result.rendered).toBe(0);
    expect(result.failed).toEqual([
      { file: '/site/a.mdx', reason: 'Failed to launch the browser process' },
      { file: '/site/a.mdx', reason: 'Failed to launch the browser process' },
    ]);
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
