import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { default as Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import { closest } from 'fastest-levenshtein';
import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { parse as parseToml } from 'smol-toml';
import { requireFromProject } from '../project-require';
import * as walk from './schema-walk.cjs';

/**
 * The config blocks of a doc, checked against ServiceRadar's own config schemas
 * (content/config-schemas, one per config file, written from the code that reads it).
 *
 * Which blocks: a ```json (or ```diff-json; ```toml for a .toml file) block whose title starts with the file it belongs to
 * (`/etc/serviceradar/poller.json`, `checkers/snmp.json`), or one marked in its meta with
 * `config="poller.json"`, or `config="poller.json:agents.*.security"` for a piece of a file at a
 * key path (`*`: any entry of a map or list). A block is a whole file unless it is a piece, or its
 * meta or title says `excerpt`: an excerpt may be lines cut from a file (not JSON on their own),
 * and is not asked for required keys. A diff block is checked as the file after the change.
 *
 * What is checked: unknown keys (with the nearest known one), wrong types, values not allowed,
 * and, in a whole file, missing required keys. A string holding `<…>` is a placeholder: it stands
 * for a value of whatever type the key takes (`"<your-token>"`, `"<core-host>:50052"`).
 */

type ConfigTarget = { name: string; at: string[]; whole: boolean; excerpt: boolean };
type BlockProblem = { line: number; message: string };

const JSON_LANGS = new Set(['json', 'jsonc', 'diff-json']);
/** The code block languages a config file's examples are written in: by the file's own format. */
const langsFor = (name: string) => (name.endsWith('.toml') ? new Set(['toml']) : JSON_LANGS);
const langOf = (lang: string | null | undefined) => (lang ?? '').replace(/\{.*$/, '');
const TITLE = /title=(?:"([^"]*)"|'([^']*)')/;
const CONFIG = /(?:^|\s)config=(?:"([^"]*)"|'([^']*)'|(\S+))/;

type Schemas = {
  names: Set<string>;
  ajv: Ajv2020;
  schemaOf: Map<string, unknown>;
  shared: Map<string, unknown>;
  stamp: string;
  /** Of the schemas' contents: a check remembered as passed is only good for the schemas it passed. */
  hash: string;
  /** Compiled per file and key path (`poller.json:agents.*.security`), for these schemas. */
  validators: Map<string, ValidateFunction>;
};
let loaded: Schemas | undefined;

/** The schemas, loaded again when a file of content/config-schemas changed (a save in develop). */
export function configSchemas(dir: string = walk.SCHEMA_DIR): Schemas {
  const stamp = walk
    .schemaFiles(dir)
    .map((f) => `${f}:${fs.statSync(path.join(dir, f)).mtimeMs}`)
    .join('|');
  if (loaded?.stamp === stamp) return loaded;
  const entries = walk.loadSchemas(dir);
  // Loaded with the first schema (../project-require.ts).
  const Ajv = (requireFromProject('ajv/dist/2020') as { default: typeof Ajv2020 }).default;
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, verbose: true, allowUnionTypes: true });
  for (const keyword of ['x-then-source', 'x-source', 'x-source-match', 'x-default-source', 'x-default-match', 'x-enum-source', 'x-format', 'x-path', 'x-read-by', 'x-key', 'x-since', 'x-until'])
    ajv.addKeyword(keyword);
  const schemaOf = new Map<string, unknown>();
  for (const entry of entries) {
    if (!entry.schema) continue;
    ajv.addSchema(entry.schema);
    if (entry.name) schemaOf.set(entry.name, entry.schema);
  }
  const hash = createHash('sha256');
  for (const entry of entries) hash.update(`${path.basename(entry.file)}\n${JSON.stringify(entry.schema)}\n`);
  loaded = { names: new Set(schemaOf.keys()), ajv, schemaOf, shared: walk.sharedSchemas(entries), stamp, hash: hash.digest('hex').slice(0, 16), validators: new Map() };
  return loaded;
}

/** The file a block's title names: its first word's last path segments, when they are a known file (`checkers/snmp.json` or `snmp.json`). */
function fileInTitle(title: string, names: Set<string>): string | null {
  const base = title.trim().split(/\s+/)[0].split('/').pop() ?? '';
  return names.has(base) ? base : null;
}

/** What a code block is an example of, or null when it is not a config block. */
export function targetOf(lang: string | null | undefined, meta: string | null | undefined, names: Set<string>): ConfigTarget | { problem: string } | null {
  const text = meta ?? '';
  const explicit = CONFIG.exec(text);
  const titleMatch = TITLE.exec(text);
  const title = titleMatch ? (titleMatch[1] ?? titleMatch[2]) : '';
  const excerpt = /(?:^|\s)excerpt(?=\s|$)/.test(text) || /\bexcerpt\b/i.test(title);
  if (explicit) {
    const value = explicit[1] ?? explicit[2] ?? explicit[3];
    const [name, at] = value.split(':');
    if (!names.has(name)) return { problem: `config="${value}" names no known config file: use one of ${[...names].sort().join(', ')} (content/config-schemas has a schema for each)` };
    if (!langsFor(name).has(langOf(lang))) return { problem: `config="${value}" is on a \`\`\`${lang ?? ''} block: ${name}'s examples are ${[...langsFor(name)].join(' or ')}` };
    const keys = at ? at.split('.').filter(Boolean) : [];
    return { name, at: keys, whole: keys.length === 0 && !excerpt, excerpt: excerpt || keys.length > 0 };
  }
  const name = title ? fileInTitle(title, names) : null;
  return name && langsFor(name).has(langOf(lang)) ? { name, at: [], whole: !excerpt, excerpt } : null;
}

/**
 * A reference to the schema at a key path inside a file's schema (`poller.json.schema.json#/properties/…`,
 * or into a shared schema once the path crosses a $ref to one), or the first key that is not there.
 */
function schemaAt(schemas: Schemas, name: string, at: string[]): { ref: string } | { missing: string; known: string[] } {
  let base = `${name}.schema.json`;
  let pointer = '';
  let node = schemas.schemaOf.get(name) as Record<string, unknown>;
  const follow = () => {
    if (typeof node.$ref === 'string' && schemas.shared.has(node.$ref)) {
      base = node.$ref;
      pointer = '';
      node = schemas.shared.get(node.$ref) as Record<string, unknown>;
    }
  };
  follow();
  for (const key of at) {
    const props = (node.properties ?? {}) as Record<string, unknown>;
    let step: string;
    let next: unknown;
    if (key === '*') [step, next] = node.additionalProperties && typeof node.additionalProperties === 'object' ? ['additionalProperties', node.additionalProperties] : ['items', node.items];
    else [step, next] = [`properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, props[key]];
    if (!next || typeof next !== 'object') return { missing: key, known: Object.keys(props) };
    pointer += `/${step}`;
    node = next as Record<string, unknown>;
    follow();
  }
  return { ref: `${base}#${pointer}` };
}

function validatorFor(schemas: Schemas, name: string, at: string[]): ValidateFunction | { problem: string } {
  const key = `${name}:${at.join('.')}`;
  const cached = schemas.validators.get(key);
  if (cached) return cached;
  if (at.length === 0) {
    const whole = schemas.ajv.getSchema(`${name}.schema.json`);
    if (!whole) return { problem: `no schema for ${name}` };
    schemas.validators.set(key, whole);
    return whole;
  }
  const found = schemaAt(schemas, name, at);
  if ('missing' in found) {
    const near = found.known.length ? closest(found.missing, found.known) : undefined;
    return { problem: `config="${name}:${at.join('.')}": ${name} has no key "${found.missing}" there${near ? ` (did you mean "${near}"?)` : ''}` };
  }
  const validate = schemas.ajv.compile({ $ref: found.ref });
  schemas.validators.set(key, validate);
  return validate;
}

/** The text a block stands for, and each of its lines' line in the block: a diff's result, without its markers. */
function checkedText(lang: string, value: string): { text: string; lineOf: number[] } {
  const lines = value.split('\n');
  if (!lang.startsWith('diff')) return { text: value, lineOf: lines.map((_, i) => i) };
  const kept: string[] = [];
  const lineOf: number[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith('+') || line.startsWith(' ')) kept.push(line.slice(1));
    else if (line === '') kept.push('');
    else return;
    lineOf.push(i);
  });
  return { text: kept.join('\n'), lineOf };
}

const isPlaceholder = (value: unknown) => typeof value === 'string' && /<[^>]+>/.test(value);
const TOP = '(the top level)';
const dotted = (segments: (string | number)[]) => segments.map(String).join('.') || TOP;

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A block read as data: its value, and the line in the block of the key at a path (for a message). */
type ParsedBlock = { data: unknown; valueAt: (path: (string | number)[]) => unknown; lineOf: (path: (string | number)[], key?: string) => number };

/** A JSON block (an excerpt read tolerantly, a diff as the file after it), or the line and reason it is not JSON. */
function parseJsonBlock(lang: string, value: string, target: ConfigTarget): ParsedBlock | { line: number; reason: string } {
  const { text, lineOf } = checkedText(lang, value);
  const lineAt = (offset: number) => lineOf[text.slice(0, offset).split('\n').length - 1] ?? 0;
  const errors: ParseError[] = [];
  // An excerpt may be lines cut from inside an object ("key": value, …): read them as one.
  const wrap = target.excerpt && /^\s*"/.test(text);
  const shift = wrap ? 1 : 0;
  const root = parseTree(wrap ? `{${text}` : text, errors, { allowTrailingComma: target.excerpt, disallowComments: !lang.startsWith('jsonc') });
  const fatal = target.excerpt ? errors.filter((e) => !CUT_OFF.includes(printParseErrorCode(e.error))) : errors;
  if (!root || fatal.length) {
    const first = fatal[0] ?? errors[0];
    return { line: first ? lineAt(Math.max(0, first.offset - shift)) : 0, reason: `is not JSON${first ? ` (${printParseErrorCode(first.error)})` : ''}` };
  }
  const offsetOf = (node: JsonNode | undefined) => lineAt(Math.max(0, (node?.offset ?? 0) - shift));
  return {
    data: getNodeValue(root),
    valueAt: (path) => {
      const node = findNodeAtLocation(root, path);
      return node ? getNodeValue(node) : undefined;
    },
    lineOf: (path, key) => offsetOf(key === undefined ? findNodeAtLocation(root, path) : (findNodeAtLocation(root, [...path, key])?.parent ?? findNodeAtLocation(root, path))),
  };
}

/** What an excerpt's cut leaves unclosed. */
const CUT_OFF = ['CloseBraceExpected', 'CloseBracketExpected', 'EndOfFileExpected', 'ValueExpected', 'CommaExpected', 'PropertyNameExpected'];

/**
 * A TOML block. smol-toml gives no positions, so a key's line is found by reading the lines: the
 * `[table]` headers set where a `key = value` line sits (enough for the tables and keys config
 * examples are written with; anything else is reported on the block's first line).
 */
function parseTomlBlock(value: string): ParsedBlock | { line: number; reason: string } {
  let data: unknown;
  try {
    data = parseToml(value);
  } catch (error) {
    const e = error as { line?: number; message: string };
    return { line: Math.max(0, (e.line ?? 1) - 1), reason: `is not TOML (${e.message.split('\n')[0]})` };
  }
  const lines = value.split('\n');
  const where = new Map<string, number>();
  let table: string[] = [];
  lines.forEach((line, i) => {
    const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$/.exec(line);
    if (header) {
      table = header[1].split('.').map((k) => k.trim().replace(/^"|"$/g, ''));
      if (!where.has(table.join('.'))) where.set(table.join('.'), i);
      return;
    }
    const key = /^\s*("[^"]+"|[A-Za-z0-9_-]+)\s*=/.exec(line);
    if (key) where.set([...table, key[1].replace(/^"|"$/g, '')].join('.'), i);
  });
  const named = (path: (string | number)[]) => path.filter((p) => typeof p === 'string').join('.');
  return {
    data,
    valueAt: (path) => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), data),
    lineOf: (path, key) => where.get(named(key === undefined ? path : [...path, key])) ?? where.get(named(path)) ?? 0,
  };
}

/**
 * The problems of one block against its target, each with its line in the block (0 is the line
 * after the opening fence).
 */
export function checkConfigBlock(lang: string, value: string, target: ConfigTarget, schemas: Schemas = configSchemas()): BlockProblem[] {
  const label = `${target.name}${target.at.length ? `:${target.at.join('.')}` : ''} example`;
  const language = langOf(lang);
  const parsed = language === 'toml' ? parseTomlBlock(value) : parseJsonBlock(language, value, target);
  if ('reason' in parsed)
    return [{ line: parsed.line, message: `${label} ${parsed.reason}: fix it, or if it is lines cut from the file, say excerpt in its meta (\`\`\`${language} title="…" excerpt)` }];
  const validate = validatorFor(schemas, target.name, target.at);
  if ('problem' in validate) return [{ line: 0, message: validate.problem }];
  validate(parsed.data);
  const problems: BlockProblem[] = [];
  const seen = new Set<string>();
  for (const error of (validate.errors ?? []) as ErrorObject[]) {
    const segments = error.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const path = segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    const valueThere = parsed.valueAt(path);
    if (isPlaceholder(valueThere)) continue;
    const where = dotted([...target.at.filter((k) => k !== '*'), ...path]);
    const prefix = where === TOP ? '' : `${where}: `;
    let message: string | null = null;
    let line = parsed.lineOf(path);
    switch (error.keyword) {
      case 'additionalProperties': {
        const key = String(error.params.additionalProperty);
        const known = Object.keys(((error.parentSchema as { properties?: object })?.properties ?? {}) as object);
        const near = known.length ? closest(key, known) : undefined;
        line = parsed.lineOf(path, key);
        message = `${prefix}unknown key "${key}"${near ? `: did you mean "${near}"?` : ''} (the code ignores keys it does not know; ${target.name}'s keys are listed on its reference page)`;
        break;
      }
      case 'if':
        // "must match the then schema": its own required errors say which key.
        continue;
      case 'required':
        // An excerpt leaves keys out on purpose, but not those another key it shows calls for (an
        // if/then: mtls mode needs a role and the certificate files).
        if (error.schemaPath.includes('/then/')) {
          const when = (error.parentSchema as { description?: string } | undefined)?.description;
          message = `${prefix}"${error.params.missingProperty}" is missing, and the code needs it${when ? ` ${when}` : ' with the values this block gives'}: add it`;
          break;
        }
        if (!target.whole) continue;
        message = `${prefix}"${error.params.missingProperty}" is missing, and the code needs it: add it, or if the block shows only part of the file, say excerpt in its meta`;
        break;
      case 'type': {
        const type = typeName(valueThere);
        message = `${where}: ${JSON.stringify(valueThere)} is ${type === 'integer' ? 'an' : 'a'} ${type}, but the code reads ${[error.params.type].flat().join(' or ')} here`;
        break;
      }
      case 'enum':
        message = `${where}: ${JSON.stringify(valueThere)} is not a value the code accepts: use one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
        break;
      default:
        message = `${where}: ${error.message}`;
    }
    const key = `${line} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ line, message: `${label}: ${message}` });
  }
  return problems.sort((a, b) => a.line - b.line);
}

type CodeNode = { type: string; lang?: string | null; meta?: string | null; value?: string; position?: { start: { line: number } }; children?: CodeNode[] };

/** Every config block of an MDX tree, checked: `line N: …` for each problem, with N the line in the file. */
export function configBlockProblems(tree: CodeNode, schemas: Schemas = configSchemas()): string[] {
  const problems: string[] = [];
  const visit = (node: CodeNode) => {
    if (node.type === 'code') {
      const target = targetOf(node.lang, node.meta, schemas.names);
      const start = node.position?.start.line ?? 0;
      if (target && 'problem' in target) problems.push(`line ${start}: ${target.problem}`);
      else if (target) for (const p of checkConfigBlock(node.lang ?? 'json', node.value ?? '', target, schemas)) problems.push(`line ${start + 1 + p.line}: ${p.message}`);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return problems;
}
