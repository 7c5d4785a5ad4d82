/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { diagramsOnRequest } from '../diagrams-on-request';
import { diagramKey, readCachedSvg, readDiagramSource, writeDiagramSource } from '../../remark/mermaid-cache';
import { standInRenderer } from '../../remark/__tests__/stand-in-renderer';

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
    // A drawn diagram's source is not kept: the cache folder holds only what is still to draw.
    expect([readDiagramSource(a), readDiagramSource(b)]).toEqual([null, null]);
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
    // Kept to be drawn again once the page asks for it after a fix.
    expect(readDiagramSource(bad)?.source).toBe('graph LR\n  broken -->');
  });

  it("draws a page's other undrawn diagrams with the first one it asks for, and not other files'", async () => {
    // A browser fetches at most six files of one server at once: without this, a page of 14
    // renderings was drawn in three calls, each starting Chromium.
    const renderer = standIn();
    const drawn = diagramsOnRequest(renderer.factory, () => {});
    const page = path.join(workDir, 'content/docs/page.mdx');
    const [first, second, third] = ['graph LR\n  A --> B', 'graph TD\n  C --> D', 'graph TD\n  E --> F'].map((s) => waiting(s, page));
    const elsewhere = waiting('graph LR\n  X --> Y', path.join(workDir, 'content/docs/other.mdx'));
    await drawn(first);
    expect(renderer.calls).toHaveLength(1);
    expect([...renderer.calls[0]].sort()).toEqual(['graph LR\n  A --> B', 'graph TD\n  C --> D', 'graph TD\n  E --> F']);
    expect(readCachedSvg(second)).toContain(`id="mermaid-${second}"`);
    await Promise.all([drawn(second), drawn(third)]);
    expect(renderer.calls).toHaveLength(1);
    expect(readCachedSvg(elsewhere)).toBeNull();
  });

  it("reports a page's other diagram that fails only when a page asks for it (it may be an edited diagram's earlier version)", async () => {
    const renderer = standIn();
    const reports: string[] = [];
    const drawn = diagramsOnRequest(renderer.factory, (m) => reports.push(m));
    const page = path.join(workDir, 'content/docs/page.mdx');
    const good = waiting('graph LR\n  A --> B', page);
    const stale = waiting('graph LR\n  broken -->', page);
    await drawn(good);
    expect(renderer.calls).toEqual([expect.arrayContaining(['graph LR\n  A --> B', 'graph LR\n  broken -->'])]);
    expect(reports).toEqual([]);
    // Not drawn again for the page's next ask; drawn and reported when asked for itself.
    await drawn(waiting('graph TD\n  C --> D', page));
    expect(renderer.calls[1]).toEqual(['graph TD\n  C --> D']);
    await expect(drawn(stale)).rejects.toThrow('a mermaid diagram could not be drawn');
    expect(renderer.calls[2]).toEqual(['graph LR\n  broken -->']);
    expect(reports).toEqual(['content/docs/page.mdx: a mermaid diagram could not be drawn (Parse error on line 2:). Fix the diagram and save the file.']);
  });

  it('says so for a key it has neither a rendering nor a source for', async () => {
    const renderer = standIn();
    const drawn = diagramsOnRequest(renderer.factory, () => {});
    await expect(drawn('0123456789abcdef')).rejects.toThrow('mermaid diagram 0123456789abcdef: no rendering and no source in node_modules/.cache/mermaid-svg (save the page that has it)');
    expect(renderer.made()).toBe(0);
  });
});
