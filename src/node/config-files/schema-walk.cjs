// The config-file schemas of content/config-schemas (README.md there says their shape): loading them,
// walking their keys, and what each cites in the ServiceRadar source. CommonJS so that the build
// (./index.ts), the tests and scripts/verify-config-schemas.mjs share one reading.
'use strict';
const fs = require('fs');
const path = require('path');

const SCHEMA_DIR = path.join(__dirname, '..', '..', '..', 'content', 'config-schemas');
const SHARED_PREFIX = '_';

/** The schema files of a directory, sorted by name (none when it does not exist). */
function schemaFiles(dir = SCHEMA_DIR) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort();
}

/** Every schema file, as { file, name, schema } (name: the config file, e.g. "core.json"; shared schemas have name null). */
function loadSchemas(dir = SCHEMA_DIR) {
  return schemaFiles(dir).map((f) => {
    const file = path.join(dir, f);
    let schema;
    try {
      schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      return { file, name: null, schema: null, error: `${path.relative(process.cwd(), file)}: not JSON: ${error.message}` };
    }
    return { file, name: f.startsWith(SHARED_PREFIX) ? null : f.replace(/\.schema\.json$/, ''), schema };
  });
}

/**
 * Each key of a schema, depth first, as { path, key, schema }: `path` like `agents.*.security.mode`
 * (`*` for a map's or an array's entries). A `$ref` to a shared schema is followed once per place.
 */
function walkKeys(schema, shared) {
  const out = [];
  const visit = (node, at) => {
    const s = resolve(node, shared);
    if (!s || typeof s !== 'object') return;
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      const keyPath = at ? `${at}.${key}` : key;
      out.push({ path: keyPath, key, schema: resolve(child, shared), raw: child });
      visit(child, keyPath);
    }
    if (s.additionalProperties && typeof s.additionalProperties === 'object') visit(s.additionalProperties, at ? `${at}.*` : '*');
    if (s.items && typeof s.items === 'object') visit(s.items, at ? `${at}.*` : '*');
  };
  visit(resolve(schema, shared), '');
  return out;
}

/** A `$ref` to a shared schema, merged with the keywords written beside it (theirs win). */
function resolve(node, shared) {
  if (!node || typeof node !== 'object' || typeof node.$ref !== 'string') return node;
  const target = shared.get(node.$ref);
  if (!target) return node;
  const beside = Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref'));
  return { ...target, ...beside };
}

/** What a schema cites: each `x-source`, `x-default-source`, `x-enum-source` and `x-read-by`, with what the cited line must contain. */
function citations(name, schema, shared) {
  const out = [];
  if (schema['x-read-by']) out.push({ where: `${name}`, cite: schema['x-read-by'], contains: null, what: 'x-read-by' });
  for (const { path: keyPath, key, schema: s } of walkKeys(schema, shared)) {
    if (s['x-source']) out.push({ where: `${name} ${keyPath}`, cite: s['x-source'], contains: s['x-source-match'] ?? key, what: 'x-source' });
    if (s['x-default-source'])
      out.push({
        where: `${name} ${keyPath}`,
        cite: s['x-default-source'],
        contains: s['x-default-match'] ?? (typeof s.default === 'string' ? s.default : JSON.stringify(s.default)),
        what: 'default',
      });
    if (s['x-enum-source'] && Array.isArray(s.enum))
      for (const value of s.enum) out.push({ where: `${name} ${keyPath}`, cite: s['x-enum-source'], contains: String(value), what: 'enum', soft: true });
  }
  return out;
}

const CITE = /^([^:\s]+):(\d+)(?:-(\d+))?$/;

/** Checks citations with `read(path)` (the file's text at the commit, or null). Returns problems. */
function checkCitations(list, read) {
  const problems = [];
  const cache = new Map();
  for (const c of list) {
    const m = CITE.exec(c.cite ?? '');
    if (!m) {
      problems.push(`${c.where}: ${c.what} "${c.cite}" is not path:line`);
      continue;
    }
    const [, file, lineText, lastText] = m;
    if (!cache.has(file)) cache.set(file, read(file));
    const text = cache.get(file);
    if (text === null || text === undefined) {
      problems.push(`${c.where}: ${c.what} ${c.cite}: no such file at the commit`);
      continue;
    }
    const lines = text.split('\n');
    // path:from-to cites a range (an enum's constants): the token must be on one of its lines.
    const line = lines.slice(Number(lineText) - 1, Number(lastText ?? lineText)).join('\n');
    if (Number(lastText ?? lineText) > lines.length || (lastText && Number(lastText) < Number(lineText))) problems.push(`${c.where}: ${c.what} ${c.cite}: the file has ${lines.length} lines`);
    else if (c.contains !== null && !line.includes(c.contains)) problems.push(`${c.where}: ${c.what} ${c.cite} does not contain ${JSON.stringify(c.contains)}: ${line.trim()}`);
  }
  return problems;
}

/** Problems of form that need no checkout: every key described, cited and typed; a default cited. */
function formProblems(entries) {
  const problems = [];
  const shared = sharedSchemas(entries);
  for (const { file, name, schema, error } of entries) {
    const where = path.relative(process.cwd(), file);
    if (error) {
      problems.push(error);
      continue;
    }
    const expectedId = path.basename(file);
    if (schema.$id !== expectedId) problems.push(`${where}: $id is ${JSON.stringify(schema.$id)}, not "${expectedId}"`);
    if (name) {
      for (const k of ['title', 'description', 'x-path', 'x-read-by']) if (!schema[k]) problems.push(`${where}: no ${k}`);
      if (schema.title !== name) problems.push(`${where}: title is ${JSON.stringify(schema.title)}, not "${name}"`);
    }
    for (const { path: keyPath, schema: s, raw } of walkKeys(schema, shared)) {
      const refOnly = raw && typeof raw.$ref === 'string';
      if (!s.description) problems.push(`${where}: ${keyPath}: no description`);
      if (!s['x-source'] && !refOnly) problems.push(`${where}: ${keyPath}: no x-source (the line declaring the key)`);
      if (!s.type && !s.$ref && !refOnly && Object.keys(s).some((k) => k === 'properties')) problems.push(`${where}: ${keyPath}: no type`);
      if ('default' in s && !s['x-default-source']) problems.push(`${where}: ${keyPath}: a default without x-default-source`);
    }
  }
  return problems;
}

function sharedSchemas(entries) {
  return new Map(entries.filter((e) => e.schema && !e.name).map((e) => [e.schema.$id, e.schema]));
}

/** The doc id under the docs folder of a config file's reference page: core.json -> reference/core-json. */
const referenceDocId = (name) => `reference/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

module.exports = { referenceDocId, SCHEMA_DIR, schemaFiles, loadSchemas, walkKeys, resolve, citations, checkCitations, formProblems, sharedSchemas };
