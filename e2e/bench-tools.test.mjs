// The measuring tools of npm run bench (scripts/bench/): the gzip server, the process-tree
// memory sampler, the flags, the site generator and the search index with generated docs. Figures from a broken tool would look
// just as plausible as real ones, so each is checked against a known answer.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import YAML from 'yaml';
import { parseArgs } from '../scripts/bench/args.mjs';
import { docId, DOCS_PER_DIAGRAM, generateSite } from '../scripts/bench/generate-site.mjs';
import { peerWithGeneratedDocs } from '../scripts/bench/peer-scale.mjs';
import { startGzipSite } from '../scripts/bench/gzip-server.mjs';
import { samplePeakPss } from '../scripts/bench/process-tree.mjs';
import { docHtml, siteWithGeneratedDocs } from '../scripts/bench/search-scale.mjs';

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('gzip server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gzip-test-'));
  const script = 'console.log("hello");\n'.repeat(200);
  let site;
  before(async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
    fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>not found</title>');
    fs.mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/intro/index.html'), `<!doctype html><title>intro</title>${'<p>text</p>'.repeat(100)}`);
    fs.writeFileSync(path.join(dir, 'app-0123456789abcdef0123.js'), script);
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    // The server applies the site's _headers, as npm run serve does.
    fs.writeFileSync(path.join(dir, '_headers'), '/*.js\n  Cache-Control: public, max-age=31536000, immutable\n');
    site = await startGzipSite(dir);
  });
  after(async () => {
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends text gzip-encoded to a client that accepts it, and the bytes decode to the file', async () => {
    const res = await get(`${site.base}/app-0123456789abcdef0123.js`, { 'accept-encoding': 'gzip, br' });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.ok(res.body.length < script.length / 10, `${res.body.length} bytes for ${script.length}`);
    assert.equal(zlib.gunzipSync(res.body).toString(), script);
    assert.match(res.headers['cache-control'], /immutable/);
  });

  it('sends plain bytes without Accept-Encoding, and never compresses images', async () => {
    assert.equal((await get(`${site.base}/app-0123456789abcdef0123.js`)).body.toString(), script);
    const png = await get(`${site.base}/logo.png`, { 'accept-encoding': 'gzip' });
    assert.equal(png.headers['content-encoding'], undefined);
    assert.equal(png.body.length, 4096);
  });

  it('routes /path to /path/index.html and answers 404.html with status 404, inside the root only', async () => {
    const intro = await get(`${site.base}/docs/intro`, { 'accept-encoding': 'gzip' });
    assert.equal(intro.status, 200);
    assert.match(zlib.gunzipSync(intro.body).toString(), /<title>intro/);
    const missing = await get(`${site.base}/nope`);
    assert.equal(missing.status, 404);
    assert.match(missing.body.toString(), /not found/);
    assert.equal((await get(`${site.base}/..%2f..%2fetc%2fpasswd`)).status, 404);
  });
});

describe('peak memory of a process tree', () => {
  it('counts the memory of grandchildren, not only of the process started', async () => {
    // A shell whose grandchild holds 200 MB: the sum must see it.
    const holder = 'const b = Buffer.alloc(200 * 2 ** 20, 1); setTimeout(() => b.length, 3000);';
    const child = spawn('sh', ['-c', `${JSON.stringify(process.execPath)} -e ${JSON.stringify(holder)}`], { stdio: 'ignore' });
    const sampler = samplePeakPss(child.pid, 100);
    await new Promise((resolve) => child.on('exit', resolve));
    const peakMB = sampler.stop() / 2 ** 20;
    assert.ok(peakMB > 200, `peak ${peakMB.toFixed(0)} MB`);
    assert.ok(peakMB < 600, `peak ${peakMB.toFixed(0)} MB`);
    // Asked for after the tree has ended, the breakdown still names its processes (the shell and node).
    const names = sampler.peakBreakdown().map((p) => p.what);
    assert.ok(names.some((n) => n.startsWith('node')), `a node process in ${JSON.stringify(names)}`);
    assert.ok(!names.includes('ended'), `no process named "ended" in ${JSON.stringify(names)}`);
  });
});

describe('bench flags', () => {
  it('name the wrong flag or value', () => {
    assert.throws(() => parseArgs(['--only', 'build,speed']), /--only: unknown part speed/);
    assert.throws(() => parseArgs(['--runs', '0']), /--runs: "0" is not a positive whole number/);
    assert.throws(() => parseArgs(['--sizes']), /--sizes needs a value/);
    assert.throws(() => parseArgs(['--fast']), /unknown flag --fast/);
    assert.deepEqual(parseArgs(['--only', 'scale', '--sizes', '10,20']).sizes, [10, 20]);
    assert.throws(() => parseArgs(['--peer-modes', 'docusaurus,rspack']), /--peer-modes: unknown mode rspack/);
    assert.deepEqual(parseArgs(['--peer', '/p', '--peer-modes', 'faster']).peerModes, ['faster']);
    assert.deepEqual(parseArgs(['--sizes', '10,20']).peerSizes, [10, 20]);
    assert.deepEqual(parseArgs(['--sizes', '10,20', '--peer-sizes', '10']).peerSizes, [10]);
    assert.throws(() => parseArgs(['--sizes', '10,20', '--peer-sizes', '10,30']), /--peer-sizes: 30 not among --sizes 10,20/);
  });
});

describe('generated site', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-generate-test-'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('has the requested docs in nested folders, a mermaid diagram per 50 docs, and sidebars for every area', () => {
    const count = 1020;
    const { config } = generateSite('site', count, root);
    const siteConfig = YAML.parse(fs.readFileSync(path.join(root, config), 'utf8'));
    const docsDir = path.join(root, siteConfig.docs.versions[0].docs);
    const docs = fs.readdirSync(docsDir, { recursive: true }).filter((f) => f.endsWith('.mdx'));
    assert.equal(docs.length, count + 2); // plus intro and quickstart, which the home page links to
    assert.ok(docs.includes('area-03/topic-01/page-1001.mdx'));
    const texts = docs.map((f) => fs.readFileSync(path.join(docsDir, f), 'utf8'));
    assert.equal(texts.filter((t) => t.includes('```mermaid')).length, Math.ceil(count / DOCS_PER_DIAGRAM));
    for (const lang of ['bash', 'yaml', 'json', 'go', 'python', 'typescript']) assert.ok(texts.some((t) => t.includes('```' + lang)), lang);
    const sidebars = YAML.parse(fs.readFileSync(path.join(root, siteConfig.docs.versions[0].sidebars), 'utf8'));
    assert.deepEqual(Object.keys(sidebars), ['introSidebar', 'area01', 'area02', 'area03']);
    // Every link to a heading of its own page names a heading that is there.
    for (const text of texts.slice(0, 100)) {
      for (const [, anchor] of text.matchAll(/\]\(#([^)]+)\)/g)) {
        const headings = [...text.matchAll(/^#{2,3} (.+)$/gm)].map(([, h]) => h.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
        assert.ok(headings.includes(anchor), anchor);
      }
    }
  });
});

describe('the peer with generated docs', () => {
  it('adds the generated docs beside the peer\'s own, and their sidebars to its sidebars; the doc to edit is there', () => {
    const peer = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-peer-test-'));
    try {
      for (const [file, text] of [['docusaurus.config.ts', 'export default {};\n'], ['sidebars.ts', 'export default { docs: ["intro"] };\n'], ['docs/intro.md', '# Intro\n'], ['node_modules/x/index.js', ''], ['build/index.html', '']]) {
        fs.mkdirSync(path.dirname(path.join(peer, file)), { recursive: true });
        fs.writeFileSync(path.join(peer, file), text);
      }
      const copy = peerWithGeneratedDocs(peer, 30);
      try {
        const docs = fs.readdirSync(path.join(copy.dir, 'docs'), { recursive: true }).filter((f) => /\.mdx?$/.test(f)).sort();
        // The peer's own intro, not the generated one (two docs with one id would stop Docusaurus).
        assert.deepEqual(docs.filter((f) => !f.startsWith('area-')), ['intro.md']);
        assert.equal(docs.length, 31);
        assert.equal(copy.editedDoc, path.join('docs', `${docId(15)}.mdx`));
        assert.ok(fs.existsSync(path.join(copy.dir, copy.editedDoc)));
        const sidebars = fs.readFileSync(path.join(copy.dir, 'sidebars.ts'), 'utf8');
        assert.match(sidebars, /^import peer from '\.\/sidebars\.peer';/);
        assert.match(sidebars, /"area01": \[/);
        assert.match(sidebars, /"dirName": "area-01\/topic-02"/);
        assert.ok(fs.lstatSync(path.join(copy.dir, 'node_modules')).isSymbolicLink());
        assert.ok(!fs.existsSync(path.join(copy.dir, 'build')), "the peer's earlier build is not copied");
      } finally {
        copy.remove();
      }
      assert.ok(!fs.existsSync(copy.dir));
    } finally {
      fs.rmSync(peer, { recursive: true, force: true });
    }
  });
});

describe('search index with generated docs', () => {
  it('renders a generated doc as the doc template marks it for the index, without its diagram', () => {
    const html = docHtml('---\ntitle: "Ports & <paths> (1)"\n---\n\nIntro text.\n\n## Data flow\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n');
    assert.match(html, /<div class="markdown" data-pagefind-body="" data-pagefind-filter="version:current" data-pagefind-meta="section:Docs"><header><h1>Ports &amp; &lt;paths&gt; \(1\)<\/h1>/);
    assert.match(html, /<h2>Data flow<\/h2>/);
    assert.match(html, /<table>/);
    assert.doesNotMatch(html, /flowchart/);
  });

  it("indexes the built site's records plus one per generated doc, with the build's indexer", async () => {
    const entry = (dir) => Object.values(JSON.parse(fs.readFileSync(path.join(dir, 'pagefind/pagefind-entry.json'), 'utf8')).languages).reduce((n, l) => n + l.page_count, 0);
    assert.ok(fs.existsSync('public/pagefind/pagefind-entry.json'), 'public/pagefind: run npm run build');
    const scaled = await siteWithGeneratedDocs('public', 30);
    try {
      assert.equal(scaled.stats.records, entry('public') + 30);
      assert.equal(entry(scaled.dir), scaled.stats.records);
      assert.ok(fs.existsSync(path.join(scaled.dir, 'docs/area-01/topic-02/page-0030/index.html')));
    } finally {
      scaled.remove();
    }
  });
});
