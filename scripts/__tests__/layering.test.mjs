// scripts/layering.mjs on src/node, and on a throwaway tree where two folders import each other.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { mutualImports, unitOf } from '../layering.mjs';

describe('src/node imports one way', () => {
  it('has no two folders or loose modules that import each other', async () => {
    const pairs = await mutualImports();
    assert.deepEqual(pairs.map(([a, b, ab, ba]) => `${a} <-> ${b}: ${[...ab, ...ba].join(', ')}`), []);
  });

  it('names a pair that does, with the imports on both sides; a type-only import counts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layering-'));
    try {
      const write = (file, text) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      };
      write('src/node/blog/feeds.ts', "import { check } from '../content/checks';\nexport const feeds = () => check();\n");
      write('src/node/content/checks.ts', "import type { Post } from '../blog/post';\nexport const check = (p?: Post) => p;\n");
      write('src/node/blog/post.ts', 'export type Post = { title: string };\n');
      write('src/node/site-config.ts', "import { feeds } from './blog/feeds';\nexport const config = feeds;\n");
      const pairs = await mutualImports('src/node', { cwd: dir });
      assert.deepEqual(pairs, [['blog', 'content', ['src/node/blog/feeds.ts -> src/node/content/checks.ts'], ['src/node/content/checks.ts -> src/node/blog/post.ts']]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts a loose module with its .cjs and .d.cts files as one', () => {
    assert.deepEqual(['src/node/frontmatter.ts', 'src/node/frontmatter.cjs', 'src/node/frontmatter.d.cts', 'src/node/blog/feeds.ts'].map((s) => unitOf(s, 'src/node')), ['frontmatter', 'frontmatter', 'frontmatter', 'blog']);
  });
});
