// The bench writes its latest figures into bench/README.md (scripts/bench/readme.mjs), between two
// markers, and leaves the page's own text alone.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BENCH_README, END, START, figuresBlock, updateReadme } from '../bench/readme.mjs';
import { medianBuilds, medianPeerBuilds } from '../bench/build.mjs';
import { renderTables } from '../bench/table.mjs';

const root = new URL('../../', import.meta.url);
const results = JSON.parse(fs.readFileSync(new URL('bench/results.json', root), 'utf8'));

function tempPage(text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-readme-'));
  const file = path.join(dir, 'README.md');
  fs.writeFileSync(file, text);
  return { file, read: () => fs.readFileSync(file, 'utf8'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('bench results page', () => {
  it('replaces only what is between the markers, and writing twice gives the same page', () => {
    const page = tempPage(`# Bench\n\nHow it works.\n\n${START}\nold figures\n${END}\n\nAfter the figures.\n`);
    try {
      updateReadme(results, page.file);
      const once = page.read();
      assert.ok(once.startsWith('# Bench\n\nHow it works.\n\n'));
      assert.ok(once.endsWith(`${END}\n\nAfter the figures.\n`));
      assert.ok(!once.includes('old figures'));
      assert.match(once, new RegExp(`_Last run: ${results.date.slice(0, 10)}\\._`));
      assert.match(once, /\*\*Builds\*\*/);
      updateReadme(results, page.file);
      assert.equal(page.read(), once);
    } finally {
      page.remove();
    }
  });

  it('refuses a page without its markers, naming the file and the markers', () => {
    const page = tempPage('# Bench\n\nNo markers here.\n');
    try {
      assert.throws(() => updateReadme(results, page.file), (error) => error.message.includes(page.file) && error.message.includes(START) && error.message.includes(END));
      assert.equal(page.read(), '# Bench\n\nNo markers here.\n');
    } finally {
      page.remove();
    }
  });

  it('bench/README.md is where the bench writes, and it shows the figures of bench/results.json', () => {
    assert.equal(BENCH_README, 'bench/README.md');
    const text = fs.readFileSync(new URL(BENCH_README, root), 'utf8');
    assert.ok(text.includes(figuresBlock(results)), 'bench/README.md is behind bench/results.json: run `node scripts/bench/index.mjs --readme-only`');
  });

  it("puts the peer's builds, as shipped and with Faster, under ours when the build part measured them", () => {
    const figure = (seconds) => ({ seconds, peakPssMB: 800, loadBefore: 0.5 });
    const build = { measuredAt: '2026-11-28T00:00:00Z', loadAverage: '0.5 0.5 0.5', editedDoc: 'content/docs/intro.mdx', cold: { ...figure(40), pages: 163 }, warm: figure(15), edited: figure(16) };
    const peer = { version: '3.7.0', editedDoc: 'docs/intro.md', faster: { cold: figure(17.5), warm: figure(16.5), edited: figure(18) } };
    const text = renderTables({ machine: results.machine, build: { ...build, peer } });
    const lines = text.split('\n').filter((l) => l.startsWith('| '));
    assert.deepEqual(lines.slice(2).map((l) => l.split(' | ')[0].slice(2)), ['This site, cold', 'This site, warm (nothing changed)', 'This site, warm (`content/docs/intro.mdx` edited)', 'Docusaurus 3.7.0 Faster, cold', 'Docusaurus 3.7.0 Faster, warm (nothing changed)', 'Docusaurus 3.7.0 Faster, warm (`docs/intro.md` edited)']);
    assert.match(text, /\| Docusaurus 3\.7\.0 Faster, cold \| – \| 17\.5 \|/);
    // Without peer figures the table is ours alone.
    assert.ok(!renderTables({ machine: results.machine, build }).includes('Docusaurus'));
  });

  it('over several rounds, takes the median run of each build and shows every run beside it', () => {
    const run = (seconds, peakPssMB) => ({ seconds, peakPssMB, loadBefore: 0.5 });
    const ours = [50, 46, 48].map((cold) => ({ cold: { ...run(cold, cold * 10), pages: 113 }, warm: run(13, 500), edited: run(17, 600), editedDoc: 'content/docs/intro.mdx' }));
    const peers = [21, 22, 20].map((cold) => ({ version: '3.7.0', editedDoc: 'docs/intro.md', faster: { cold: run(cold, 800), warm: run(20, 800), edited: run(19, 800) } }));
    const build = { measuredAt: '2026-11-29T00:00:00Z', loadAverage: '0.5 0.5 0.5', rounds: 3, ...medianBuilds(ours), peer: medianPeerBuilds(peers) };
    // The median run's figures come whole: its time and its memory.
    assert.deepEqual([build.cold.seconds, build.cold.peakPssMB, build.cold.runSeconds], [48, 480, [50, 46, 48]]);
    assert.deepEqual([build.peer.faster.cold.seconds, build.peer.faster.cold.runSeconds], [21, [21, 22, 20]]);
    assert.equal(build.peer.docusaurus, undefined);
    const text = renderTables({ machine: results.machine, build });
    assert.match(text, /\| This site, cold \| 113 \| 48\.0 \(50\.0, 46\.0, 48\.0\) \| – \| 480 \|/);
    assert.match(text, /\| Docusaurus 3\.7\.0 Faster, cold \| – \| 21\.0 \(21\.0, 22\.0, 20\.0\) \|/);
    assert.match(text, /the median of 3 rounds/);
    // One round: the run itself, as before.
    assert.deepEqual(medianBuilds([ours[0]]).cold, ours[0].cold);
  });

  it("the project's README carries no bench figures", () => {
    const text = fs.readFileSync(new URL('README.md', root), 'utf8');
    assert.ok(!text.includes(START) && !text.includes(END), 'README.md still has the bench markers');
  });
});
