// The renderer the mermaid pre-render uses (src/node/remark/mermaid-prerender.ts): real Chromium,
// real mermaid. Outside jest, whose module system cannot load mermaid-isomorphic (an ES module).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { chromiumRenderer } = await jiti.import('../../src/node/remark/mermaid-prerender.ts');

describe('the Chromium renderer of the mermaid pre-render', () => {
  it('draws several diagrams in one call and reports the invalid one, without failing the others', async () => {
    const results = await chromiumRenderer()(['graph LR\n  A --> B', 'sequenceDiagram\n  Poller->>Agent: check', 'not a diagram']);
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'fulfilled', 'rejected'],
    );
    assert.match(results[0].value.svg, /^<svg[\s\S]*>A<[\s\S]*<\/svg>$/);
    assert.match(results[1].value.svg, /Poller/);
  });
});
