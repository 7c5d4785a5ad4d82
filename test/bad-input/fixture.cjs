// A bad-input case is the few files that differ from the tiny valid site in _base/.
// materialize() lays a case over a copy of _base so each fixture holds only what it breaks.
// CommonJS so that both the jest suite and the node:test build suite (ESM) can load it as is.
const fs = require('fs');
const path = require('path');
const YAML = require('yaml');

const FIXTURES = __dirname;
const BASE = path.join(FIXTURES, '_base');

const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key, anything else (lists included) replaces; null removes the key. */
function merge(base, over) {
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === null) delete out[key];
    else out[key] = merge(base[key], value);
  }
  return out;
}

/** Every case folder (not _base). */
function caseNames() {
  return fs
    .readdirSync(FIXTURES, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
    .map((e) => e.name)
    .sort();
}

/**
 * Writes _base + the case into target (which may already hold other files, e.g. a copy of
 * the project). The case's site-config.yaml is merged into the base one; its other files
 * replace or add to the base's.
 */
function materialize(name, target) {
  const caseDir = path.join(FIXTURES, name);
  if (!fs.existsSync(caseDir)) throw new Error(`no bad-input case ${name} in ${FIXTURES}`);
  fs.mkdirSync(target, { recursive: true });
  fs.cpSync(BASE, target, { recursive: true });
  fs.cpSync(caseDir, target, { recursive: true, filter: (src) => path.relative(caseDir, src) !== 'site-config.yaml' });
  const overrides = path.join(caseDir, 'site-config.yaml');
  if (fs.existsSync(overrides)) {
    const base = YAML.parse(fs.readFileSync(path.join(BASE, 'site-config.yaml'), 'utf8'));
    const patch = YAML.parse(fs.readFileSync(overrides, 'utf8'));
    fs.writeFileSync(path.join(target, 'site-config.yaml'), YAML.stringify(merge(base, patch)));
  }
  return target;
}

module.exports = { FIXTURES, caseNames, materialize, merge };
