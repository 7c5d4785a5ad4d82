#!/usr/bin/env node
// Writes docs/configuration.md from the zod schemas in src/content-model/: every key of the site
// config, the sidebars, doc and post frontmatter, authors and tags, with its type, default, whether
// it is required and the schema's own .describe() text. The schemas are the truth; this page is
// made from them so it cannot drift (scripts/__tests__/config-reference.test.mjs compares it).
//   node scripts/config-reference.mjs          rewrite docs/configuration.md (npm run docs:config)
//   node scripts/config-reference.mjs --check  exit 1 when the committed file is out of date
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { ignoreOverride, zodToJsonSchema } from 'zod-to-json-schema';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REFERENCE_FILE = path.join(ROOT, 'docs/configuration.md');

// The schemas as the build loads them (TypeScript), as scripts/check-content.mjs does.
const jiti = createJiti(import.meta.url);
const load = (file) => jiti.import(path.join(ROOT, file));

const code = (value) => `\`${String(value).replace(/\|/g, '\\|')}\``;
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n+/g, ' ');

const RECURSIVE = 'x-recursive';

/**
 * JSON Schema of a zod schema, each place written out in full (no $ref: a schema used twice, such as
 * a route, would otherwise carry the default of its first place), with the input shapes (a preprocess
 * step shows what authors write). A schema inside itself (a sidebar category's items) is marked.
 */
function jsonSchema(schema) {
  return zodToJsonSchema(schema, {
    effectStrategy: 'input',
    $refStrategy: 'none',
    override: (def, refs, seen) =>
      seen && seen.path.length < refs.currentPath.length && seen.path.every((part, i) => refs.currentPath[i] === part) ? { [RECURSIVE]: true } : ignoreOverride,
  });
}

const isObject = (s) => s?.type === 'object' && Boolean(s.properties);
const variantsOf = (s) => s?.anyOf ?? s?.oneOf;
const SELF = 'list of sidebar items (any kind in this section)';

/** A short type: "string", "route (starts with `/`)", "whole number, 2 to 6", "list of strings"… */
function typeOf(s) {
  const variants = variantsOf(s);
  if (variants) return variants.map((v) => (v.description ? `${typeOf(v)} (${v.description.toLowerCase()})` : typeOf(v))).join(', or ');
  if (s.const !== undefined) return code(s.const);
  if (s.enum) return s.enum.length === 1 ? code(s.enum[0]) : `one of ${s.enum.map(code).join(', ')}`;
  switch (s.type) {
    case 'string':
      if (s.format === 'uri') return 'URL';
      if (s.pattern === '^\\/') return 'route (starts with `/`)';
      // Long patterns (dates) are explained by the description instead.
      if (s.pattern && s.pattern.length <= 40) return `string matching ${code(s.pattern)}`;
      return 'string';
    case 'integer':
    case 'number': {
      const word = s.type === 'integer' ? 'whole number' : 'number';
      if (s.minimum !== undefined && s.maximum !== undefined) return `${word}, ${s.minimum} to ${s.maximum}`;
      if (s.minimum !== undefined) return `${word}, at least ${s.minimum}`;
      return word;
    }
    case 'boolean':
      return '`true` or `false`';
    case 'array': {
      if (s.items[RECURSIVE]) return SELF;
      if (isObject(s.items)) return 'list of objects';
      if (variantsOf(s.items)?.some(isObject)) return 'list (kinds below)';
      const inner = typeOf(s.items);
      return inner === 'string' ? 'list of strings' : `list of: ${inner}`;
    }
    case 'object':
      return s.properties?.type?.const !== undefined ? `object with ${code(`type: ${s.properties.type.const}`)}` : 'object';
    default:
      return 'any';
  }
}

const defaultOf = (s) => {
  if (!('default' in s)) return '';
  return typeof s.default === 'string' ? code(s.default) : code(JSON.stringify(s.default));
};

/** Several kinds of object accepted in one place (navbar items, footer links, a category's link). */
const hasKinds = (s) => variantsOf(s)?.some((v) => isObject(v) || isObject(v.items));

/**
 * Rows for an object's keys (nested objects and lists of objects as dotted keys), and, in `more`,
 * each place where several kinds are accepted: those get tables of their own after this one.
 */
function rowsOf(objectSchema, prefix, more) {
  const rows = [];
  const required = new Set(objectSchema.required ?? []);
  for (const [key, s] of Object.entries(objectSchema.properties)) {
    const name = `${prefix}${key}`;
    rows.push([code(name), typeOf(s), required.has(key) && !('default' in s) ? 'yes' : 'no', defaultOf(s), s.description ?? '']);
    if (isObject(s)) rows.push(...rowsOf(s, `${name}.`, more));
    else if (s.type === 'array' && isObject(s.items)) rows.push(...rowsOf(s.items, `${name}[].`, more));
    else if (s.type === 'array' && hasKinds(s.items)) more.push({ path: `${name}[]`, schema: s.items });
    else if (hasKinds(s)) more.push({ path: name, schema: s });
  }
  return rows;
}

const HEAD = ['Key', 'Type', 'Required', 'Default', 'Description'];
function table(rows) {
  return [`| ${HEAD.join(' | ')} |`, `| ${HEAD.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

/** The title of one kind: its `type`, or the description given to that alternative. */
function kindTitle(kind, index) {
  const type = kind.properties?.type;
  if (type?.const !== undefined) return code(`type: ${type.const}`);
  if (kind.description) return `${kind.description}${kind.type === 'array' ? ' (a list)' : ''}`;
  return `Kind ${index + 1}`;
}

/** A section: the object's table, then a sub-section for every place that accepts several kinds. */
function section(heading, level, intro, schema) {
  const out = [`${'#'.repeat(level)} ${heading}`, '', ...(intro ? [intro, ''] : [])];
  const more = [];
  out.push(table(rowsOf(schema, '', more)), '');
  for (const { path: where, schema: union } of more) {
    out.push(`${'#'.repeat(level + 1)} Kinds of ${code(where)}`, '');
    variantsOf(union).forEach((kind, i) => out.push(...section(kindTitle(kind, i), level + 2, undefined, isObject(kind) ? kind : kind.items)));
  }
  return out;
}

export async function renderConfigReference() {
  const site = await load('src/content-model/site.ts');
  const sidebar = await load('src/content-model/sidebar.ts');
  const doc = await load('src/content-model/doc.ts');
  const blog = await load('src/content-model/blog.ts');
  const release = await load('src/content-model/release.ts');
  const keyRule = code(blog.BLOG_KEY.source);
  const sidebarItems = jsonSchema(sidebar.SidebarsSchema).additionalProperties.items;

  const out = [
    '# Configuration reference',
    '',
    '<!-- Generated by scripts/config-reference.mjs from the zod schemas in src/content-model/. Do not edit: change a',
    "     schema's .describe() text and run `npm run docs:config`; scripts/__tests__/config-reference.test.mjs fails when",
    '     this file is out of date. -->',
    '',
    'Every key that the content files accept, made from the zod schemas in `src/content-model/` that the build validates',
    'them with. A key that is not listed is an error, and so is a wrong value: the build (and `npm run develop`, as a',
    'file is saved) names the file, the field and the fix. A key that is not required and has a default takes that',
    'default when it is left out.',
    '',
    '- [Site configuration](#site-configuration)',
    '- [Sidebars](#sidebars)',
    '- [Doc frontmatter](#doc-frontmatter)',
    '- [Blog post frontmatter](#blog-post-frontmatter)',
    '- [Authors](#authors)',
    '- [Tags](#tags)',
    '- [Release frontmatter](#release-frontmatter)',
    '',
    ...section(
      'Site configuration',
      2,
      '`content/site-config.yaml` (or the file that the `SITE_CONFIG` environment variable names: the fixture sites use it). A navbar item without `type` is a link.',
      jsonSchema(site.SiteConfigSchema),
    ),
    '## Sidebars',
    '',
    "Each docs version's sidebars file (`docs.versions[].sidebars`: `content/sidebars.yaml`). Its top-level keys are",
    'sidebar ids (what a `docSidebar` navbar item names); each holds a list of items of the kinds below. Shorthands are',
    'written out before validation: a plain string is a doc id (`- intro`); `{Label: [...]}` is a category; an item',
    'with `id` and no `type` is a doc, one with `href` and no `type` a link.',
    '',
    ...variantsOf(sidebarItems).flatMap((kind, i) => section(kindTitle(kind, i), 3, undefined, kind)),
    ...section(
      'Doc frontmatter',
      2,
      "The YAML at the top of each doc (`content/docs/**/*.mdx` or `.md`). The doc's id is its path below the docs folder without extension; its route is `/docs/<id>` unless `slug` says otherwise.",
      jsonSchema(doc.DocFrontmatterSchema),
    ),
    ...section(
      'Blog post frontmatter',
      2,
      'The YAML at the top of each post: `content/blog/<yyyy-mm-dd>-<slug>/index.mdx` (a folder, with its images) or `content/blog/<yyyy-mm-dd>-<slug>.md`.',
      jsonSchema(blog.BlogPostFrontmatterSchema),
    ),
    ...section(
      'Authors',
      2,
      `\`authors.yaml\` in the blog's folder (\`blog.path\`: \`content/blog/authors.yaml\`). Each top-level key (matching ${keyRule}) is an author's key, as posts' \`authors\` name it, and holds:`,
      jsonSchema(blog.AuthorSchema),
    ),
    ...section(
      'Tags',
      2,
      `\`tags.yaml\` in the blog's folder (\`content/blog/tags.yaml\`). Each top-level key (matching ${keyRule}) is a tag's key, as posts' \`tags\` name it, and holds:`,
      jsonSchema(blog.TagSchema),
    ),
    ...section(
      'Release frontmatter',
      2,
      "The YAML at the top of each release file, `<version>.md` in the releases folder (`releases.path`: `content/releases/1.0.53.md`). The version is the file's name, a semantic version such as `1.0.53` or `1.0.54-pre5`; the body lists the changes in Markdown.",
      jsonSchema(release.ReleaseFrontmatterSchema),
    ),
  ];
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await renderConfigReference();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(REFERENCE_FILE) ? fs.readFileSync(REFERENCE_FILE, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(process.cwd(), REFERENCE_FILE)} is out of date: run npm run docs:config`);
      process.exit(1);
    }
    console.log(`${path.relative(process.cwd(), REFERENCE_FILE)} is up to date`);
  } else {
    fs.mkdirSync(path.dirname(REFERENCE_FILE), { recursive: true });
    fs.writeFileSync(REFERENCE_FILE, text);
    console.log(`wrote ${path.relative(process.cwd(), REFERENCE_FILE)}`);
  }
}
