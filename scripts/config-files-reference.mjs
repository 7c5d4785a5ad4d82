#!/usr/bin/env node
// Writes the configuration reference of ServiceRadar's config files: one doc per schema of
// content/config-schemas, in content/docs/reference/, with every key (an anchor each), its type,
// default, allowed values, meaning and source line, and the docs whose config blocks show the file.
// The schemas are the truth; the pages are made from them and from the docs, so they cannot drift
// (scripts/__tests__/config-files-reference.test.mjs compares them with what this would write).
//   node scripts/config-files-reference.mjs          rewrite content/docs/reference (npm run docs:config-files)
//   node scripts/config-files-reference.mjs --check  exit 1, naming the stale files, when they are out of date
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import GithubSlugger from 'github-slugger';
import YAML from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const walk = require('../src/node/config-files/schema-walk.cjs');
const jiti = createJiti(import.meta.url);

export const REFERENCE_DIR = path.join(ROOT, 'content/docs/reference');
const DOCS_DIR = path.join(ROOT, 'content/docs');
const SOURCE_COMMIT = YAML.parse(fs.readFileSync(path.join(ROOT, 'content/conventions.yaml'), 'utf8')).source_commit;
const REPO = 'https://github.com/carverauto/serviceradar';


const sourceLink = (cite) => {
  const m = /^([^:\s]+):(\d+)(?:-(\d+))?$/.exec(cite ?? '');
  if (!m) return null;
  const [, file, first, last] = m;
  return `[${file}:${first}${last ? `-${last}` : ''}](${REPO}/blob/${SOURCE_COMMIT}/${file}#L${first}${last ? `-L${last}` : ''})`;
};

/**
 * Text for MDX: a <placeholder> becomes code (as the docs write them); what MDX would still read as
 * JSX or an expression is escaped; `code` spans are left as they are.
 */
const mdxText = (text) =>
  String(text)
    .replace(/(`[^`]*`)|<([^<>\s][^<>`]*)>/g, (all, span) => span ?? `\`${all}\``)
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[{}<>]/g, (c) => ({ '{': '\\{', '}': '\\}', '<': '&lt;', '>': '&gt;' })[c])))
    .join('');
const code = (value) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function typeText(s) {
  const types = [s.type ?? (s.properties ? 'object' : 'any value')].flat();
  const names = types.map((t) => ({ object: 'object', array: 'list', integer: 'integer', number: 'number', string: 'string', boolean: 'boolean' })[t] ?? t);
  let text = names.join(' or ');
  if (s['x-format']) text += ` (${s['x-format']})`;
  if (s.type === 'array' && s.items) text = `list of ${plural(typeText(walk.resolve(s.items, shared)))}`;
  if (s.type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object') text = `map: ${s['x-key'] ?? 'name'} → ${typeText(walk.resolve(s.additionalProperties, shared))}`;
  return text;
}

const plural = (text) => text.replace(/^(object|string|integer|number|boolean|list)\b/, '$1s').replace(/^any values?/, 'any values');

let shared = new Map();

/** Every config block of the docs, by file: the doc, its title and route, and the heading it sits under. */
async function examplesByFile(names) {
  const { mdxParser } = await jiti.import(path.join(ROOT, 'src/node/remark/mdx-parser.ts'));
  const { targetOf } = await jiti.import(path.join(ROOT, 'src/node/config-files/check.ts'));
  const { blankFrontmatter } = await jiti.import(path.join(ROOT, 'src/node/mdx-syntax.ts'));
  const { parseFrontmatter } = require('../src/node/frontmatter-parser.cjs');
  const files = [];
  const collect = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) collect(file);
      else if (/\.mdx?$/.test(entry.name) && !file.startsWith(REFERENCE_DIR + path.sep)) files.push(file);
    }
  };
  collect(DOCS_DIR);
  const found = new Map(names.map((n) => [n, []]));
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const { data } = parseFrontmatter(source);
    const tree = mdxParser().parse(blankFrontmatter(source));
    const route = `/docs/${path.relative(DOCS_DIR, file).replace(/\.mdx?$/, '').split(path.sep).join('/')}`;
    // Anchors as gatsby-remark-autolink-headers makes them: a slugger over the h2-h6 of the doc, in order.
    const slugger = new GithubSlugger();
    let anchor = null;
    let heading = null;
    const visit = (node) => {
      if (node.type === 'heading' && node.depth >= 2) {
        const text = toText(node);
        anchor = slugger.slug(text);
        heading = text;
      }
      if (node.type === 'code') {
        const target = targetOf(node.lang, node.meta, new Set(names));
        if (target && !('problem' in target)) {
          const list = found.get(target.name);
          const href = anchor ? `${route}#${anchor}` : route;
          if (!list.some((e) => e.href === href)) list.push({ title: data.title ?? route, heading, href });
        }
      }
      (node.children ?? []).forEach(visit);
    };
    visit(tree);
  }
  return found;
}

const toText = (node) => (node.value ?? '') + (node.children ?? []).map(toText).join('');

function keyBlock(entry, required) {
  const s = entry.schema;
  const facts = [`**Type:** ${typeText(s)}`];
  if (required) facts.push('**Required**');
  if ('default' in s) facts.push(`**Default:** ${code(s.default)}`);
  if (s.enum) facts.push(`**One of:** ${s.enum.map(code).join(', ')}`);
  if (s['x-since']) facts.push(`**Since:** ${s['x-since']}`);
  if (s['x-until']) facts.push(`**Until:** ${s['x-until']}`);
  const source = sourceLink(s['x-source'] ?? entry.raw?.['x-source']);
  if (source) facts.push(`**Source:** ${source}`);
  return `${facts.join(' · ')}\n\n${mdxText(s.description ?? '')}`;
}

/** The page of one config file, as MDX. */
export function referencePage(name, schema, examples) {
  const keys = walk.walkKeys(schema, shared);
  const requiredAt = new Set();
  const markRequired = (node, at) => {
    const s = walk.resolve(node, shared);
    for (const key of s?.required ?? []) requiredAt.add(at ? `${at}.${key}` : key);
    for (const [key, child] of Object.entries(s?.properties ?? {})) markRequired(child, at ? `${at}.${key}` : key);
    if (s?.additionalProperties && typeof s.additionalProperties === 'object') markRequired(s.additionalProperties, at ? `${at}.*` : '*');
    if (s?.items && typeof s.items === 'object') markRequired(s.items, at ? `${at}.*` : '*');
  };
  markRequired(schema, '');
  const readBy = sourceLink(schema['x-read-by']);
  const lines = [
    '---',
    `title: ${JSON.stringify(`${name} reference`)}`,
    `sidebar_label: ${JSON.stringify(name)}`,
    `description: ${JSON.stringify(`Every key of ${schema['x-path']}: its type, default, allowed values, what it does and the line of ServiceRadar's code that reads it.`)}`,
    '---',
    '',
    `{/* Written by npm run docs:config-files from content/config-schemas/${name}.schema.json and the docs' config blocks. Edit the schema, not this page. */}`,
    '',
    mdxText(schema.description),
    '',
    `- **File:** \`${schema['x-path']}\``,
    readBy ? `- **Read by:** ${readBy}, in the ServiceRadar source these docs follow (commit \`${SOURCE_COMMIT}\`)` : null,
    `- **Keys:** ${keys.length}; the code ignores any other key, so a misspelt one changes nothing.`,
    schema.required?.length ? `- **Required at the top level:** ${schema.required.map(code).join(', ')}` : null,
    '',
    'A `*` in a key stands for any name of a map, or any entry of a list. Every config block in these docs that names this file is checked against these keys when the site is built.',
    '',
    '## Examples in these docs',
    '',
    ...(examples.length ? examples.map((e) => `- [${mdxText(e.title)}${e.heading ? `: ${mdxText(e.heading)}` : ''}](${e.href})`) : ['No page of these docs shows this file yet.']),
    '',
    '## Keys',
    '',
  ].filter((line) => line !== null);
  for (const entry of keys) {
    // The key's own name leads its heading (what a reader searches for), its place follows.
    const parent = entry.path.slice(0, -entry.key.length - 1);
    // Search: the key's heading keeps its weight, so its own name finds it; the text under it counts
    // for less (Pagefind's factor), so that a guide outranks this page for a topic ("tls certs").
    lines.push(`### \`${entry.key}\`${parent ? ` in \`${parent}\`` : ''}`, '', '<div data-pagefind-weight="0.3">', '', keyBlock(entry, requiredAt.has(entry.path)), '', '</div>', '');
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** Every page this would write: file -> text. */
export async function referencePages() {
  const entries = walk.loadSchemas();
  shared = walk.sharedSchemas(entries);
  const named = entries.filter((e) => e.name && e.schema);
  const examples = await examplesByFile(named.map((e) => e.name));
  const pages = new Map();
  for (const { name, schema } of named) pages.set(path.join(DOCS_DIR, `${walk.referenceDocId(name)}.mdx`), referencePage(name, schema, examples.get(name)));
  return pages;
}

async function main(argv) {
  const pages = await referencePages();
  const existing = fs.existsSync(REFERENCE_DIR) ? fs.readdirSync(REFERENCE_DIR).filter((f) => f.endsWith('.mdx')).map((f) => path.join(REFERENCE_DIR, f)) : [];
  const stale = [...pages].filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text).map(([file]) => file);
  const extra = existing.filter((file) => !pages.has(file));
  if (argv.includes('--check')) {
    for (const file of [...stale, ...extra]) console.log(`out of date: ${path.relative(ROOT, file)}`);
    if (stale.length || extra.length) console.log('Run npm run docs:config-files and commit the result.');
    return stale.length || extra.length ? 1 : 0;
  }
  fs.mkdirSync(REFERENCE_DIR, { recursive: true });
  for (const [file, text] of pages) fs.writeFileSync(file, text);
  for (const file of extra) fs.rmSync(file);
  console.log(`${pages.size} reference pages in ${path.relative(ROOT, REFERENCE_DIR)} (${stale.length} written, ${extra.length} removed)`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
