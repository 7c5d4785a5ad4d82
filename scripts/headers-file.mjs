// Reads a _headers file (the Netlify / Cloudflare Pages format the build writes, see
// src/node/output/headers/headers.ts) and answers which headers a URL path gets, the way those
// hosts do: every matching rule applies, `*` matches any characters, and a header set by
// several matching rules gets their values joined with ", ".
import fs from 'node:fs';

/** @returns {{ pattern: string, headers: [string, string][] }[]} */
export function parseHeadersFile(text, file = '_headers') {
  const rules = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!match || !rules.length) throw new Error(`${file}:${i + 1}: expected "  Name: value" under a path, got ${JSON.stringify(line)}`);
    rules.at(-1).headers.push([match[1], match[2].trim()]);
  });
  return rules;
}

export function readHeadersFile(file) {
  return parseHeadersFile(fs.readFileSync(file, 'utf8'), file);
}

const toRegExp = (pattern) => new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** The headers for one URL path, as a Map of name -> value. */
export function headersFor(rules, urlPath) {
  const out = new Map();
  for (const rule of rules) {
    if (!toRegExp(rule.pattern).test(urlPath)) continue;
    for (const [name, value] of rule.headers) out.set(name, out.has(name) ? `${out.get(name)}, ${value}` : value);
  }
  return out;
}
