// The diagram pre-render (src/node/remark/mermaid-prerender.ts) caches each drawing with
// hast-util-from-html and hast-util-to-html, ES modules that it require()s. In a build,
// remark-mermaidjs (gatsby-remark-mermaid's, in the bundles' MDX loader) import()s them at the
// same time, and Node 20 fails a require() of an ES module that an import() is still loading.
// Outside jest, whose module system is not Node's, so the race is Node's own. Each file of
// node --test runs in a process of its own: neither module is loaded before this one asks.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { prerenderDiagrams } = await jiti.import('../../src/node/remark/mermaid-prerender.ts');
const projectRequire = createRequire(path.resolve('package.json'));

// The drawings' cache goes under the working directory's node_modules/.cache: a folder of the test's.
const home = process.cwd();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-esm-'));
process.chdir(work);
after(() => {
  process.chdir(home);
  fs.rmSync(work, { recursive: true, force: true });
});

const svg = '<svg id="mermaid-0" viewBox="0 0 10 10"><g class="node"><text>A</text></g></svg>';

describe('the diagram pre-render beside an import() of the modules it uses', () => {
  it("Node fails a require() of an ES module that an import() is loading (why the pre-render loads them first)", async () => {
    const loading = import('mdast-util-to-string');
    await new Promise((resolve) => setImmediate(resolve));
    assert.throws(() => projectRequire('mdast-util-to-string'), /not yet fully loaded/);
    await loading;
  });

  it('caches a drawing while the bundles import the same modules', async () => {
    // As the MDX loader would: the import starts while Chromium draws, and is still loading when the drawing comes back.
    let loading;
    const renderer = () => async (sources) => {
      loading = Promise.all([import('hast-util-from-html'), import('hast-util-to-html')]);
      await new Promise((resolve) => setImmediate(resolve));
      return sources.map(() => ({ status: 'fulfilled', value: { svg } }));
    };
    const files = [{ path: path.join(work, 'a.mdx'), body: '# A\n\n```mermaid\ngraph LR\n  A --> B\n```\n' }];
    const result = await prerenderDiagrams(files, { theme: 'neutral', darkTheme: 'dark' }, renderer);
    assert.deepEqual(result, { rendered: 2, failed: [] });
    await loading;
    const cached = fs.readdirSync(path.join(work, 'node_modules/.cache/mermaid-svg')).filter((f) => f.endsWith('.svg'));
    assert.equal(cached.length, 2);
  });
});
