// The repository documents itself: everything a contributor reads is in this repository. Two checks:
// no tracked file points at a file outside the repository (a clone would not have it), and every
// relative link of the project's own Markdown (README, CONTRIBUTING, docs/, bench/) reaches a committed
// file, and each #anchor a heading of it, slugged as GitHub slugs headings.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
const trackedSet = new Set(tracked);
const trackedDirs = new Set(tracked.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));

/** Names of documents that lived beside the repository, never in it. */
const OUTSIDE_DOCUMENTS = [
  [/\.\.\/shared\b/, 'a folder beside the repository'],
  [/\bSTYLE\.md\b/, 'a style guide that is not in the repository (CONTRIBUTING.md has the principles)'],
  [/\bSPEC\.txt\b/, 'a specification that is not in the repository'],
];

/** Text files of the repository; the lockfile is the registry's words, not ours. */
function trackedTextFiles() {
  return tracked.filter((file) => file !== 'package-lock.json' && fs.existsSync(path.join(ROOT, file))).flatMap((file) => {
    const bytes = fs.readFileSync(path.join(ROOT, file));
    return bytes.includes(0) ? [] : [[file, bytes.toString('utf8')]];
  });
}

/** The project's own Markdown: what a contributor reads on GitHub. */
const projectMarkdown = () =>
  ['README.md', 'CONTRIBUTING.md', 'bench/README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)].filter((f) =>
    fs.existsSync(path.join(ROOT, f)),
  );

const parse = (text) => unified().use(remarkParse).use(remarkGfm).parse(text);

/** The anchors GitHub gives a Markdown file: its headings' slugs, and any HTML id or name. */
function anchorsOf(text) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  visit(parse(text), (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(toString(node)));
    if (node.type === 'html') for (const m of node.value.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  });
  return anchors;
}

/** Every link target of a Markdown file with its line: links, images, definitions and HTML src/href. */
function linksOf(text) {
  const links = [];
  visit(parse(text), (node) => {
    if (['link', 'image', 'definition'].includes(node.type)) links.push([node.url, node.position.start.line]);
    if (node.type === 'html') for (const m of node.value.matchAll(/\b(?:src|href|srcset)="([^"]+)"/g)) links.push([m[1], node.position.start.line]);
  });
  return links;
}

describe('the repository documents itself', () => {
  it('the project Markdown exists: README, CONTRIBUTING and docs/', () => {
    const files = projectMarkdown();
    for (const f of ['README.md', 'CONTRIBUTING.md', 'bench/README.md', 'docs/architecture.md', 'docs/configuration.md', 'docs/authoring.md', 'docs/hosting.md']) {
      assert.ok(files.includes(f), `${f} is missing`);
    }
  });

  it('no tracked file refers to a file outside the repository', () => {
    const problems = [];
    for (const [file, text] of trackedTextFiles()) {
      text.split('\n').forEach((line, i) => {
        for (const [pattern, what] of OUTSIDE_DOCUMENTS) if (pattern.test(line)) problems.push(`${file}:${i + 1}: ${what}: ${line.trim().slice(0, 120)}`);
        // A relative path that climbs out of the repository from the file's own folder.
        for (const m of line.matchAll(/(?<![\w.%/-])((?:\.\.\/)+)[\w.-]/g)) {
          const target = path.resolve(ROOT, path.dirname(file), m[1]);
          if (path.relative(ROOT, target).startsWith('..')) problems.push(`${file}:${i + 1}: a relative path that leaves the repository: ${line.trim().slice(0, 120)}`);
        }
      });
    }
    assert.deepEqual(problems, []);
  });

  it('every relative link of README, CONTRIBUTING, bench/ and docs/ reaches a committed file, and every #anchor a heading', () => {
    const problems = [];
    const anchorCache = new Map();
    for (const file of projectMarkdown()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const [url, line] of linksOf(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) continue;
        const [rawPath, anchor] = url.split('#');
        const decoded = decodeURIComponent(rawPath);
        const target = decoded ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), decoded)).split(path.sep).join('/') : file;
        const where = `${file}:${line}: ${url}`;
        if (decoded.startsWith('/')) problems.push(`${where}: a root-relative link works on GitHub only by accident; write it relative to ${file}`);
        else if (target.startsWith('..')) problems.push(`${where}: leaves the repository`);
        else if (decoded && !trackedSet.has(target) && !trackedDirs.has(target.replace(/\/$/, ''))) {
          problems.push(`${where}: ${target} is not a committed file or folder${fs.existsSync(path.join(ROOT, target)) ? ' (git add it)' : ''}`);
        } else if (anchor !== undefined && target.endsWith('.md')) {
          if (!anchorCache.has(target)) anchorCache.set(target, anchorsOf(fs.readFileSync(path.join(ROOT, target), 'utf8')));
          if (!anchorCache.get(target).has(decodeURIComponent(anchor))) problems.push(`${where}: ${target} has no heading with the anchor #${anchor}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('slugs headings as GitHub does', () => {
    const anchors = anchorsOf('# Two commands on a fresh Debian machine\n## `npm run develop`: the authoring loop\n## Tests\n## Tests\n## Security and hosting (CSP)\n');
    assert.deepEqual([...anchors], ['two-commands-on-a-fresh-debian-machine', 'npm-run-develop-the-authoring-loop', 'tests', 'tests-1', 'security-and-hosting-csp']);
  });
});
