// ServiceRadar's config files: the schemas (content/config-schemas) are well formed and every key
// cites its source, the reference pages in content/docs/reference are what the schemas and the docs
// generate now, and scripts/verify-config-schemas.mjs catches a cited line that no longer holds its key.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { referencePages } from '../config-files-reference.mjs';

const require = createRequire(import.meta.url);
const walk = require('../../src/node/config-files/schema-walk.cjs');

describe('config-file schemas (content/config-schemas)', () => {
  const entries = walk.loadSchemas();

  it('has one per config file the docs show, each described, cited and typed in every key', () => {
    assert.deepEqual(
      entries.filter((e) => e.name).map((e) => e.name),
      ['agent.json', 'core.json', 'datasvc.json', 'db-event-writer.json', 'dusk.json', 'flowgger.toml', 'mapper.json', 'otel.toml', 'poller.json', 'rperf.json', 'snmp.json', 'sweep.json', 'sync.json', 'trapd.json', 'web.json', 'zen-consumer.json'],
    );
    assert.deepEqual(walk.formProblems(entries), []);
  });

  it('finds a cited line that does not hold its key or default (the check of scripts/verify-config-schemas.mjs)', () => {
    const shared = walk.sharedSchemas(entries);
    const poller = entries.find((e) => e.name === 'poller.json').schema;
    const cites = walk.citations('poller.json', poller, shared);
    const interval = cites.find((c) => c.where === 'poller.json poll_interval' && c.what === 'x-source');
    const [file, line] = interval.cite.split(':');
    const text = (lines) => (f) => (f === file ? lines.join('\n') : null);
    const lines = Array.from({ length: Number(line) + 1 }, () => '');
    lines[Number(line) - 1] = '\tPollInterval models.Duration `json:"poll_interval"`';
    assert.deepEqual(walk.checkCitations([interval], text(lines)), []);
    lines[Number(line) - 1] = '\tPollInterval models.Duration `json:"interval"`';
    assert.match(walk.checkCitations([interval], text(lines))[0], /poller\.json poll_interval: x-source pkg\/poller\/config\.go:\d+ does not contain "poll_interval"/);
  });
});

describe('configuration reference pages (content/docs/reference)', () => {
  it('are the pages the schemas and the docs generate now: run `npm run docs:config-files` after changing either', async () => {
    const pages = await referencePages();
    const dir = path.join(process.cwd(), 'content/docs/reference');
    assert.deepEqual(fs.readdirSync(dir).sort(), [...pages.keys()].map((f) => path.basename(f)).sort());
    for (const [file, text] of pages) assert.equal(fs.readFileSync(file, 'utf8'), text, `${path.relative(process.cwd(), file)} is out of date: run npm run docs:config-files`);
  });
});
