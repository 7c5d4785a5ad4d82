'use strict';
/**
 * Where each value of content/conventions.yaml comes from in the ServiceRadar repository.
 *
 * Shared by src/node/__tests__/content-consistency.test.ts (every value names a source, checked in
 * CI without a ServiceRadar checkout) and scripts/verify-conventions.mjs (each cited line really
 * holds the value, checked by a maintainer who has one). CommonJS so both jest and node can load it.
 *
 * Keys name a value the way an error should: `datasvc.nats_url` (a scalar), `nats.urls[tls://…]`
 * (an item of a list), `ports.agent[50051]` (a port of record).
 */

/** Keys of a section that are not values taken from the code. */
const NOT_VALUES = new Set(['canonical', 'sources', 'names']);
/** Top-level keys that are not sections. */
const META = new Set(['source_commit', 'not_in_code']);

const isMap = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A source reference: `path:line`, or `{ at: path:line, match: token }` when the line holds the value in another form. */
function parseRef(raw) {
  const at = isMap(raw) ? raw.at : raw;
  const m = typeof at === 'string' ? /^([^\s:]+):(\d+)$/.exec(at) : null;
  if (!m || Number(m[2]) < 1) return null;
  if (isMap(raw) && raw.match !== undefined && (typeof raw.match !== 'string' || raw.match === '')) return null;
  return { path: m[1], line: Number(m[2]), match: isMap(raw) ? raw.match : undefined };
}

/**
 * Every value with its source, plus an error for each value that has none (and is not listed under
 * not_in_code with a reason), each source that is not `path:line`, and each source naming no value.
 */
function listSources(conventions) {
  const entries = [];
  const errors = [];
  const notInCode = isMap(conventions.not_in_code) ? conventions.not_in_code : {};
  for (const [key, reason] of Object.entries(notInCode)) {
    if (typeof reason !== 'string' || reason.trim() === '') errors.push(`not_in_code.${key}: give the reason the code does not decide this value`);
  }
  const exempt = (key) => Object.prototype.hasOwnProperty.call(notInCode, key);
  const seen = new Set();

  const need = (key, value, raw) => {
    seen.add(key);
    if (raw === undefined) {
      if (!exempt(key)) errors.push(`${key}: no source; add "path:line" in the ServiceRadar repository (or a reason under not_in_code)`);
      return;
    }
    const ref = parseRef(raw);
    if (!ref) errors.push(`${key}: source ${JSON.stringify(raw)} is not "path:line" or { at: "path:line", match: "token" }`);
    else entries.push({ key, value: String(value), ...ref });
  };

  /** Values of a map section, nested maps flattened with dots; `sources` mirrors the same keys. */
  const walk = (section, obj, sources, prefix) => {
    for (const [k, v] of Object.entries(obj)) {
      if (NOT_VALUES.has(k)) continue;
      const kp = prefix ? `${prefix}.${k}` : k;
      const key = `${section}.${kp}`;
      if (exempt(key)) {
        seen.add(key);
        continue;
      }
      if (Array.isArray(v)) {
        const per = isMap(sources[kp]) ? sources[kp] : {};
        if (sources[kp] !== undefined && !isMap(sources[kp])) errors.push(`${key}: sources of a list map each item to "path:line"`);
        for (const item of v) need(`${key}[${item}]`, item, per[String(item)]);
        seen.add(key);
        for (const item of Object.keys(per)) if (!v.map(String).includes(item)) errors.push(`${key}[${item}]: source for an item the list does not hold`);
      } else if (isMap(v)) walk(section, v, sources, kp);
      else need(key, v, sources[kp]);
    }
  };

  for (const [section, body] of Object.entries(conventions)) {
    if (META.has(section)) continue;
    if (exempt(section)) continue;
    if (!isMap(body)) {
      errors.push(`${section}: a section must be a map with a sources: map (or be named under not_in_code)`);
      continue;
    }
    if (section === 'ports') {
      for (const [component, rule] of Object.entries(body)) {
        const sources = isMap(rule.sources) ? rule.sources : {};
        for (const port of rule.ports ?? []) need(`ports.${component}[${port}]`, port, sources[String(port)]);
        for (const port of Object.keys(sources)) if (!(rule.ports ?? []).map(String).includes(port)) errors.push(`ports.${component}[${port}]: source for a port the entry does not list`);
      }
      continue;
    }
    const sources = isMap(body.sources) ? body.sources : {};
    walk(section, body, sources, '');
    for (const k of Object.keys(sources)) {
      if (!seen.has(`${section}.${k}`)) errors.push(`${section}.sources.${k}: source for a value the section does not hold`);
    }
  }
  return { entries, errors };
}

/**
 * Check each entry against the file it cites. `read(path)` returns the file's text at the source
 * commit, or null when the file does not exist there. Returns one message per mismatch.
 */
function checkSources(entries, read) {
  const problems = [];
  const cache = new Map();
  for (const e of entries) {
    if (!cache.has(e.path)) cache.set(e.path, read(e.path));
    const text = cache.get(e.path);
    if (text === null || text === undefined) {
      problems.push(`${e.key}: ${e.path} does not exist at the source commit`);
      continue;
    }
    const lines = text.split('\n');
    if (e.line > lines.length) {
      problems.push(`${e.key}: ${e.path}:${e.line} is past the end of the file (${lines.length} lines)`);
      continue;
    }
    const token = e.match ?? e.value;
    const got = lines[e.line - 1];
    if (!got.includes(token)) problems.push(`${e.key}: ${e.path}:${e.line} does not contain "${token}"; the line is: ${got.trim()}`);
  }
  return problems;
}

module.exports = { listSources, checkSources, parseRef };
