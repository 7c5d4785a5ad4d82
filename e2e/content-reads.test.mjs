// Each content file is read once by the site's own code (issue #27), counted in a real build:
// `npm run build:fixtures` builds e2e/fixtures/site with scripts/content-reads.cjs preloaded, which
// records every read of a content file and the module that asked. The site's Node code is
// compiled by Gatsby into .cache/compiled/gatsby-node.js and gatsby-config.js (the modules both
// import, the content types among them, land in one of the two, which the other requires); Gatsby and its plugins read through
// graceful-fs (gatsby-plugin-mdx loads each Markdown file; its webpack loader compiles the blog
// posts and pages, which are page components).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { readsByFile } from '../scripts/content-reads-report.mjs';

const READS = 'e2e/.fixture-public/site.content-reads';
const OURS = ['.cache/compiled/gatsby-node.js', '.cache/compiled/gatsby-config.js'];
/** Reads of a file by the site's own compiled code. */
const ours = (byModule = {}) => OURS.reduce((sum, module) => sum + (byModule[module] ?? 0), 0);
const FOLDERS = { doc: ['e2e/fixtures/site/docs', 'e2e/fixtures/site/versioned_docs/1.0', 'e2e/fixtures/site/versioned_docs/0.9'], post: ['e2e/fixtures/site/blog'], page: ['content/pages'] };

const markdownIn = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => /\.mdx?$/.test(rel) && !rel.split(path.sep).some((part) => part.startsWith('_')))
    .map((rel) => path.join(dir, rel));

describe('content files are read once by the site', () => {
  assert.ok(fs.existsSync(READS), `${READS} is missing: run \`npm run build:fixtures\` first`);
  const reads = readsByFile(READS);

  for (const [kind, dirs] of Object.entries(FOLDERS)) {
    const files = dirs.flatMap(markdownIn);
    test(`every ${kind} file (${files.length}) is read once by the site's code`, () => {
      assert.ok(files.length > 0, `no ${kind} files found in ${dirs.join(', ')}`);
      for (const file of files) assert.equal(ours(reads[file]), 1, `${file}: read ${JSON.stringify(reads[file] ?? {})}`);
    });
  }

  test('a doc is read twice in all: once by gatsby-plugin-mdx, once by the site (its HTML is compiled from the node)', () => {
    for (const file of FOLDERS.doc.flatMap(markdownIn)) {
      const total = Object.values(reads[file] ?? {}).reduce((a, b) => a + b, 0);
      assert.equal(total, 2, `${file}: ${JSON.stringify(reads[file])}`);
    }
  });
});
