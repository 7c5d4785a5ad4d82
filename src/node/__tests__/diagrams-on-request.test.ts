/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { diagramsOnRequest } from '../diagrams-on-request';
import { diagramKey, readCachedSvg, writeDiagramSource } from '../remark/mermaid-cache';
import { standInRenderer } from '../remark/__tests__/stand-in-renderer';

// The cache is node_modules/.cache/mermaid-svg under the working directory: a test works in its own.
const projectDir = process.cwd();
let workDir = '';
beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'on-request-'));
  process.chdir(workDir);
});
afterEach(() => {
  process.chdir(projectDir);
  fs.rmSync(workDir, { recursive: true, force: true });
});

// A failing source fails as mermaid does, with its message's first line and the line it quotes.
const standIn = () => standInRenderer({ fail: ['broken'], reason: 'Parse error on line 2:\nbroken -->' });

const waiting = (source: string, file = path.join(workDir, 'content/docs/a.mdx')) => {
  const key = diagramKey(source);
  writeDiagramSource(key, source, file);
  return key;
};

describe('diagrams drawn when a page asks for them (gatsby develop)', () => {
  it('draws the diagrams asked for together in one call, caches them with their stable id, and serves them readable', async () => {
    const renderer = standIn();
    const reports: string[] = [];
    const drawn = diagramsOnRequest(renderer.factory, (m) => reports.push(m));
    const [a, b] = [waiting('%% width 900\ngraph LR\n  A --> B'), waiting('graph TD\n  C --> D')];
    const [svgA, svgB, again] = await Promise.all([drawn(a), drawn(b), drawn(a)]);
    expect(renderer.calls).toEqual([['%% width 900\ngraph LR\n  A --> B', 'graph TD\n  C --> D']]);
    expect(svgA).toContain(`id="mermaid-${a}"`);
    // readableSvg: a min-width keeps the labels readable (900 × 0.75).
    expect(svgA).toContain('min-width: 675px;');
    expect(svgB).toContain(`id="mermaid-${b}"`);
    expect(again).toBe(svgA);
    expect(readCachedSvg(a)).toContain(`id="mermaid-${a}"`);
    expect(reports).toEqual([]);
    // Drawn once: asked again, it comes from the cache.
    await drawn(b);
    expect(renderer.calls).toHaveLength(1);
    expect(renderer.made()).toBe(1);
  });

  it('reports a diagram mermaid cannot draw, naming its file and the fix, and still draws the others', async () => {
    const renderer = standIn();
    const reports: string[] = [];
    const drawn = diagramsOnRequest(renderer.factory, (m) => reports.push(m));
    const good = waiting('graph LR\n  A --> B');
    const bad = waiting('graph LR\n  broken -->', path.join(workDir, 'content/docs/broken.mdx'));
    const [ok, failed] = await Promise.allSettled([drawn(good), drawn(bad)]);
    expect(ok.status).toBe('fulfilled');
    const message = 'content/docs/broken.mdx: a mermaid diagram could not be drawn (Parse error on line 2:). Fix the diagram and save the file.';
    expect(failed).toEqual({ status: 'rejected', reason: new Error(message) });
    expect(reports).toEqual([message]);
    expect(readCachedSvg(bad)).toBeNull();
  });

  it('says so for a key it has neither a rendering nor a source for', async () => {
    const renderer = standIn();
    const drawn = diagramsOnRequest(renderer.factory, () => {});
    await expect(drawn('0123456789abcdef')).rejects.toThrow('mermaid diagram 0123456789abcdef: no rendering and no source in node_modules/.cache/mermaid-svg (save the page that has it)');
    expect(renderer.made()).toBe(0);
  });
});
