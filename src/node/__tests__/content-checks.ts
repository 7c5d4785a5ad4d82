/**
 * Checks that keep the docs copy-pasteable: every config block parses, values that several pages
 * repeat agree with content/conventions.yaml, and shell commands that touch root-owned paths use
 * sudo. Used by content-consistency.test.ts on content/docs and on the bad fixtures beside it.
 * Every problem names the file and the line (1-based, in the .mdx file).
 */
import fs from 'fs';
import path from 'path';
import { isMap, isPair, isScalar, isSeq, LineCounter, parse as parseYaml, parseDocument } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import { parse as parseToml } from 'smol-toml';
import { listSources } from '../../../scripts/conventions-sources.cjs';

export interface CodeBlock {
  file: string;
  lang: string;
  meta: string;
  /** Line of the first content line (the one after the opening fence). */
  line: number;
  text: string;
}

export interface Occurrence {
  file: string;
  line: number;
  value: string;
  /** Allowed values for this occurrence when there is more than one (certificate names, NATS URLs). */
  allowed?: string[];
}

interface PortRule {
  ports: number[];
  names: string[];
  sources?: Record<string, unknown>;
}

export interface Conventions {
  datasvc: { canonical: string; nats_url: string; server_name: string; role: string; cert_file: string; key_file: string };
  nats: { canonical: string; server_name: string; listen: string; urls: string[]; unit: string };
  agent_kv_client: { canonical: string; cert_file: string; key_file: string };
  sync: { canonical: string; nats_url: string; nats_server_name: string; cert_file: string; key_file: string };
  certificates: { ca: string; ca_key: string; issued: string[] };
  ports: Record<string, PortRule>;
  root_owned_paths: { paths: string[] };
  systemctl_verbs_needing_root: string[];
}

export const CONVENTIONS_FILE = 'content/conventions.yaml';

export function loadConventions(root: string): Conventions {
  return parseYaml(fs.readFileSync(path.join(root, CONVENTIONS_FILE), 'utf8')) as Conventions;
}

/**
 * (d) Every value of the conventions names the line of the ServiceRadar source it comes from (or
 * why the code does not decide it). Whether the line really holds it needs a ServiceRadar checkout:
 * scripts/verify-conventions.mjs. Returns one error per key, prefixed with the conventions file.
 */
export function checkSources(conventions: unknown, file = CONVENTIONS_FILE): string[] {
  return listSources(conventions).errors.map((e) => `${file}: ${e}`);
}

/** All .mdx/.md files under dir, sorted, as paths relative to root. */
export function listDocs(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(path.join(root, d), { withFileTypes: true })) {
      const rel = path.posix.join(d, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.mdx?$/.test(entry.name)) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

/** Fenced code blocks (``` or ~~~, possibly indented inside a list item). */
export function extractBlocks(file: string, source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^(\s*)(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[2][0] === fence[0] && close[2].length >= fence.length) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    blocks.push({ file, lang: lang.toLowerCase(), meta: meta.trim(), line: i + 2, text: body.join('\n') });
    i = j;
  }
  return blocks;
}

const at = (b: CodeBlock, offset: number) => `${b.file}:${b.line + offset}`;

/** (a) Every json/yaml/yml/toml block parses. */
export function checkParse(blocks: CodeBlock[]): string[] {
  const errors: string[] = [];
  for (const b of blocks) {
    try {
      if (b.lang === 'json') JSON.parse(b.text);
      else if (b.lang === 'yaml' || b.lang === 'yml') {
        const doc = parseDocument(b.text, { lineCounter: new LineCounter(), prettyErrors: true });
        if (doc.errors.length > 0) throw doc.errors[0];
      } else if (b.lang === 'toml') parseToml(b.text);
    } catch (e) {
      const err = e as Error & { linePos?: { line: number }[]; line?: number };
      errors.push(`${at(b, errorLine(b, err))}: ${b.lang} block does not parse: ${err.message.split('\n')[0]}`);
    }
  }
  return errors;
}

function errorLine(b: CodeBlock, err: Error & { linePos?: { line: number }[]; line?: number }): number {
  if (err.linePos?.[0]) return err.linePos[0].line - 1;
  if (typeof err.line === 'number') return err.line - 1;
  const lineCol = /line (\d+)/.exec(err.message);
  if (lineCol) return Number(lineCol[1]) - 1;
  const pos = /position (\d+)/.exec(err.message);
  if (pos) return b.text.slice(0, Number(pos[1])).split('\n').length - 1;
  return 0;
}

/** A parsed JSON/YAML block with a way to find the line of any key. */
interface ParsedBlock {
  block: CodeBlock;
  root: YamlNode | null;
  lines: LineCounter;
}

function parseConfigBlocks(blocks: CodeBlock[]): ParsedBlock[] {
  const out: ParsedBlock[] = [];
  for (const block of blocks) {
    if (!['json', 'yaml', 'yml'].includes(block.lang)) continue;
    const lines = new LineCounter();
    const doc = parseDocument(block.text, { lineCounter: lines });
    if (doc.errors.length === 0) out.push({ block, root: doc.contents as YamlNode | null, lines });
  }
  return out;
}

/** Value and line of a key path in a parsed block (path segments are map keys). */
function lookup(p: ParsedBlock, keys: string[]): Occurrence | null {
  let node: unknown = p.root;
  let keyNode: YamlNode | null = null;
  for (const key of keys) {
    if (!isMap(node)) return null;
    const pair = node.items.find((it) => isPair(it) && isScalar(it.key) && String(it.key.value) === key);
    if (!pair) return null;
    keyNode = pair.key as YamlNode;
    node = pair.value;
  }
  if (!isScalar(node) || !keyNode?.range) return null;
  return { file: p.block.file, line: p.block.line + p.lines.linePos(keyNode.range[0]).line - 1, value: String(node.value) };
}

/** Every scalar under any of the given key names, anywhere in the block. */
function findAll(p: ParsedBlock, names: string[]): (Occurrence & { key: string; path: string[] })[] {
  const out: (Occurrence & { key: string; path: string[] })[] = [];
  const walk = (node: unknown, trail: string[]) => {
    if (isMap(node)) {
      for (const it of node.items) {
        if (!isPair(it) || !isScalar(it.key)) continue;
        const key = String(it.key.value);
        if (names.includes(key) && isScalar(it.value) && (it.key as YamlNode).range) {
          const line = p.block.line + p.lines.linePos((it.key as YamlNode).range![0]).line - 1;
          out.push({ file: p.block.file, line, value: String(it.value.value), key, path: [...trail, key] });
        }
        walk(it.value, [...trail, key]);
      }
    } else if (isSeq(node)) node.items.forEach((it) => walk(it, trail));
  };
  walk(p.root, []);
  return out;
}

const titleOf = (b: CodeBlock) => /title="([^"]*)"/.exec(b.meta)?.[1] ?? '';

function hasKey(p: ParsedBlock, key: string): boolean {
  return isMap(p.root) && p.root.items.some((it) => isPair(it) && isScalar(it.key) && String(it.key.value) === key);
}

/** Which component a config block belongs to, from its title or, failing that, its shape. */
function componentOf(p: ParsedBlock): 'datasvc' | 'sync' | 'agent' | null {
  const title = titleOf(p.block);
  if (/datasvc\.json/.test(title) || (hasKey(p, 'nats_url') && hasKey(p, 'bucket'))) return 'datasvc';
  if (/sync\.json/.test(title) || (hasKey(p, 'sources') && hasKey(p, 'kv_address'))) return 'sync';
  if (/agent\.json/.test(title) || hasKey(p, 'kv_security') || hasKey(p, 'checkers_dir')) return 'agent';
  return null;
}

/** A rule: a named value, its canonical value, and every place a page states it. */
interface Agreement {
  name: string;
  canonical: string | string[];
  found: Occurrence[];
}

/**
 * (b) Collect every occurrence of the values that must agree across pages. Returns one entry per
 * value name; checkAgreement turns them into errors.
 */
export function collectAgreements(files: { file: string; source: string; blocks: CodeBlock[] }[], c: Conventions): Agreement[] {
  const rules = new Map<string, Agreement>();
  const add = (name: string, canonical: string | string[], occ: Occurrence | null) => {
    if (!rules.has(name)) rules.set(name, { name, canonical, found: [] });
    if (occ) rules.get(name)!.found.push(Array.isArray(canonical) ? { ...occ, allowed: canonical } : occ);
  };
  const certNames = c.certificates.issued;

  for (const { file, source, blocks } of files) {
    for (const p of parseConfigBlocks(blocks)) {
      const comp = componentOf(p);
      if (comp === 'datasvc') {
        add('datasvc nats_url', c.datasvc.nats_url, lookup(p, ['nats_url']));
        // pkg/datasvc/nats.go takes the NATS server_name from nats_security; `security` is datasvc's own gRPC listener.
        add('datasvc nats_security.server_name', c.datasvc.server_name, lookup(p, ['nats_security', 'server_name']));
        add('datasvc security.role', c.datasvc.role, lookup(p, ['security', 'role']));
        add('datasvc security.tls.cert_file', c.datasvc.cert_file, lookup(p, ['security', 'tls', 'cert_file']));
        add('datasvc security.tls.key_file', c.datasvc.key_file, lookup(p, ['security', 'tls', 'key_file']));
        add('datasvc nats_security.tls.cert_file', c.datasvc.cert_file, lookup(p, ['nats_security', 'tls', 'cert_file']));
        add('datasvc nats_security.tls.key_file', c.datasvc.key_file, lookup(p, ['nats_security', 'tls', 'key_file']));
      }
      if (comp === 'sync') {
        add('sync nats_url', c.sync.nats_url, lookup(p, ['nats_url']));
        add('sync nats_security.server_name', c.sync.nats_server_name, lookup(p, ['nats_security', 'server_name']));
        add('sync security.tls.cert_file', c.sync.cert_file, lookup(p, ['security', 'tls', 'cert_file']));
        add('sync nats_security.tls.cert_file', c.sync.cert_file, lookup(p, ['nats_security', 'tls', 'cert_file']));
      }
      if (comp === 'agent' || hasKey(p, 'kv_security')) {
        add('agent kv_security.tls.cert_file', c.agent_kv_client.cert_file, lookup(p, ['kv_security', 'tls', 'cert_file']));
        add('agent kv_security.tls.key_file', c.agent_kv_client.key_file, lookup(p, ['kv_security', 'tls', 'key_file']));
      }
      for (const occ of findAll(p, ['cert_file', 'key_file', 'ca_file', 'client_ca_file'])) {
        // Only ServiceRadar's mTLS blocks (a `security`-like parent); other tools' cert keys are their own.
        if (!occ.path.some((k) => /security$/.test(k)) && !/\/etc\/serviceradar\/certs\//.test(occ.value)) continue;
        if (occ.value === 'null' || occ.value === '') continue;
        add('certificate file names', certNames, { ...occ, value: path.posix.basename(occ.value) });
      }
      for (const occ of findAll(p, ['nats_url'])) add('NATS URLs', c.nats.urls, occ);
    }

    const lines = source.split('\n');
    const blockOf = (line: number) => blocks.find((b) => line >= b.line && line < b.line + b.text.split('\n').length);
    lines.forEach((text, i) => {
      const line = i + 1;
      // NATS configuration file: server_name and listen.
      const block = blockOf(line);
      if (block && /nats-server\.conf|jetstream\s*\{/.test(titleOf(block) + '\n' + block.text)) {
        const sn = /^\s*server_name\s*[:=]\s*"?([^"\s]+)"?/.exec(text);
        if (sn) add('NATS server_name', c.nats.server_name, { file, line, value: sn[1] });
        const listen = /^\s*listen\s*[:=]\s*"?([^"\s]+)"?/.exec(text);
        if (listen) add('NATS listen', c.nats.listen, { file, line, value: listen[1] });
      }
      // NATS URLs in commands and prose.
      for (const m of text.matchAll(/\b(?:nats|tls):\/\/[^\s"'`)\\]+/g)) {
        if (!block || !['json', 'yaml', 'yml'].includes(block.lang)) add('NATS URLs', c.nats.urls, { file, line, value: m[0] });
      }
      // NATS systemd unit names: one unit on every package (the `nats` alias exists only once it is enabled).
      for (const m of text.matchAll(/\b(?:systemctl\s+(?:--[\w-]+\s+)*[\w-]+|journalctl\b[^\n]*?-u)\s+([\w@.-]*nats[\w@.-]*)/g)) {
        add('NATS systemd unit', c.nats.unit, { file, line, value: m[1].replace(/\.service$/, '') });
      }
      // Certificate files named by path.
      for (const m of text.matchAll(/\/etc\/serviceradar\/certs\/([\w.-]+\.pem)\b/g)) {
        add('certificate file names', certNames, { file, line, value: m[1] });
      }
      // Ports of record.
      for (const occ of portMentions(text, c.ports)) add(`port of ${occ.component}`, occ.allowed, { file, line, value: occ.value });
    });
  }
  return [...rules.values()];
}

/** Ports written right after a component's name (same line, within 40 characters, no other name between). */
export function portMentions(text: string, ports: Record<string, PortRule>): { component: string; allowed: string[]; value: string }[] {
  const hits: { component: string; start: number; end: number }[] = [];
  for (const [component, rule] of Object.entries(ports)) {
    for (const name of rule.names) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Underscores count as a boundary so `kv_address` and `nats_url` match as names.
      const re = new RegExp(`(?<![A-Za-z0-9-])${escaped}${/[\w]$/.test(name) ? '(?![A-Za-z0-9-])' : ''}`, 'g');
      for (const m of text.matchAll(re)) hits.push({ component, start: m.index!, end: m.index! + m[0].length });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: { component: string; allowed: string[]; value: string }[] = [];
  hits.forEach((hit, k) => {
    const next = hits.slice(k + 1).find((h) => h.start >= hit.end && h.component !== hit.component);
    const windowEnd = Math.min(hit.end + 40, next ? next.start : text.length);
    // A clause ends the window: a port after "; ", ". " or ", " belongs to something else.
    const window = text.slice(hit.end, windowEnd).split(/;|\.\s|,\s/)[0];
    const port = /(?:^\s*|:|\bports?\s+|\(|\|\s*|\bgRPC\s+|\bon\s+)(\d{4,5})\b(?!\.\d|\d)/.exec(window);
    if (!port) return;
    const rule = ports[hit.component];
    out.push({ component: hit.component, allowed: rule.ports.map(String), value: port[1] });
  });
  // The same name can match twice (e.g. "KV Store" and "KV store"); report each port once per component.
  return out.filter((o, i) => out.findIndex((x) => x.component === o.component && x.value === o.value) === i);
}

/** Turn collected occurrences into errors that name both sides of each disagreement. */
export function checkAgreement(agreements: Agreement[]): string[] {
  const errors: string[] = [];
  for (const a of agreements) {
    const base = Array.isArray(a.canonical) ? a.canonical : [a.canonical];
    const good = a.found.find((o) => (o.allowed ?? base).includes(o.value));
    for (const o of a.found) {
      const allowed = o.allowed ?? base;
      if (allowed.includes(o.value)) continue;
      const other = good
        ? `${good.file}:${good.line} has "${good.value}"`
        : `no page has the canonical value`;
      const says = allowed.length > 3 ? `lists the ${allowed.length} allowed values` : `says ${allowed.map((v) => `"${v}"`).join(' or ')}`;
      errors.push(`${o.file}:${o.line}: ${a.name} is "${o.value}" but ${other}; ${CONVENTIONS_FILE} ${says}`);
    }
  }
  return errors;
}

/** SRQL examples scope their time window (srql-language-reference#best-practices); streams follow live data. */
export function checkSrqlTime(blocks: CodeBlock[]): string[] {
  const errors: string[] = [];
  const check = (b: CodeBlock, offset: number, query: string) => {
    if (!/^\s*in:/.test(query) || /\b(time|timeFrame):/.test(query) || /\bstream:true\b|\bmode:stream\b/.test(query)) return;
    errors.push(`${at(b, offset)}: SRQL query has no time: window: ${query.trim()}`);
  };
  for (const b of blocks) {
    if (b.lang === 'srql') b.text.split('\n').forEach((q, i) => check(b, i, q));
    if (b.lang === 'json') b.text.split('\n').forEach((l, i) => {
      const m = /"query"\s*:\s*"(in:[^"]*)"/.exec(l);
      if (m) check(b, i, m[1]);
    });
  }
  return errors;
}

const SHELL = ['bash', 'sh', 'shell', 'console', 'zsh'];

/** Commands of a shell block, continuation lines joined, each with the line it starts on. */
function shellCommands(b: CodeBlock): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lines = b.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i];
    // Join continuation lines and lines inside a multi-line single-quoted string.
    const openQuote = (t: string) => (t.replace(/"[^"]*"/g, '').match(/'/g) ?? []).length % 2 === 1;
    while ((/\\\s*$/.test(text) || openQuote(text)) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + '\n' + lines[++i];
    // Strip comments: a # at the start or after whitespace, outside quotes (good enough for docs).
    text = text.replace(/(^|\s)#.*$/, '$1');
    for (const part of splitCommands(text)) if (part.trim()) out.push({ line: b.line + start, text: part.trim() });
  }
  return out;
}

/** Split on ; && || | outside quotes and $( ). */
function splitCommands(text: string): string[] {
  const parts: string[] = [];
  let cur = '';
  let quote = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = '';
      cur += ch;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    if (ch === '$' && text[i + 1] === '(') depth++;
    if (ch === ')' && depth > 0) depth--;
    if (depth === 0 && (ch === ';' || ch === '|' || (ch === '&' && text[i + 1] === '&'))) {
      parts.push(cur);
      cur = '';
      if (text[i + 1] === ch) i++;
      continue;
    }
    cur += ch;
  }
  parts.push(cur);
  return parts;
}

/**
 * (c) Shell commands that read or write a root-owned path, or change a systemd unit's state, run under
 * sudo. Exceptions, each because the command is not run by the reader's own shell as a normal user:
 * - the rest of a block after `sudo -i`, `sudo -s`, `sudo su` or a line `# as root`;
 * - commands run inside a container or on another host (`docker exec|run`, `docker compose exec|run`,
 *   `kubectl exec`, `ssh`): the path is the container's or the remote host's;
 * - a path that is not a word of its own (`host:/etc/...` in scp is remote; `--flag=/path` counts).
 * `cd` into a root-owned directory is always an error: sudo cannot change the shell's directory.
 * A redirection (`>`, `>>`, `<`) to a root-owned path is an error even under sudo: the shell opens it.
 */
export function checkSudo(blocks: CodeBlock[], c: Conventions): string[] {
  const errors: string[] = [];
  const rootPath = new RegExp(`(^|[\\s=<>"'(])(${c.root_owned_paths.paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  const verbs = c.systemctl_verbs_needing_root.join('|');
  for (const b of blocks) {
    if (!SHELL.includes(b.lang)) continue;
    let asRoot = false;
    if (/^\s*#\s*as root\b/im.test(b.text)) asRoot = true;
    for (const cmd of shellCommands(b)) {
      if (asRoot) break;
      const words = cmd.text.replace(/^(\w+=\S*\s+)+/, '');
      if (/^sudo\s+(-i|-s|su)\b/.test(words)) {
        asRoot = true;
        continue;
      }
      if (/^(docker(\s+compose)?\s+(exec|run)|docker-compose\s+(exec|run)|kubectl\s+(-n\s+\S+\s+)?exec|ssh)\b/.test(words)) continue;
      const sudo = /^sudo\b/.test(words);
      const redirect = new RegExp(`(^|\\s)\\d?(>>?|<)\\s*(${c.root_owned_paths.paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`).exec(words);
      if (redirect) {
        errors.push(`${b.file}:${cmd.line}: the shell, not sudo, opens ${redirect[3]}…: pipe into \`sudo tee\` instead: ${cmd.text}`);
        continue;
      }
      if (/^cd\s/.test(words) && rootPath.test(words)) {
        errors.push(`${b.file}:${cmd.line}: cd into a root-owned directory fails for a normal user; use absolute paths with sudo: ${cmd.text}`);
        continue;
      }
      if (sudo) continue;
      const m = rootPath.exec(words);
      if (m) errors.push(`${b.file}:${cmd.line}: command touches root-owned ${m[2]} without sudo: ${cmd.text}`);
      else if (new RegExp(`^systemctl\\s+(--[\\w-]+\\s+)*(${verbs})\\b`).test(words)) {
        errors.push(`${b.file}:${cmd.line}: systemctl changes a unit's state and needs sudo: ${cmd.text}`);
      }
    }
  }
  return errors;
}

/** Run every check over a set of files (paths relative to root). */
export function checkContent(root: string, files: string[], c: Conventions) {
  const loaded = files.map((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    return { file, source, blocks: extractBlocks(file, source) };
  });
  const blocks = loaded.flatMap((f) => f.blocks);
  return {
    parse: checkParse(blocks),
    agreement: checkAgreement(collectAgreements(loaded, c)),
    srql: checkSrqlTime(blocks),
    sudo: checkSudo(blocks, c),
  };
}
