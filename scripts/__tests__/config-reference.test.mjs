// docs/configuration.md is made from the zod schemas (scripts/config-reference.mjs): a schema change
// without `npm run docs:config` would leave the committed reference describing another schema.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { REFERENCE_FILE, renderConfigReference } from '../config-reference.mjs';

const generated = await renderConfigReference();

/** The keys of the reference's tables, by section heading (## level). */
function keysBySection(markdown) {
  const sections = new Map();
  let current;
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.set((current = heading[1]), []);
    const row = /^\| `([^`]+)` \| (.*) \| (yes|no) \| (.*) \| (.*) \|$/.exec(line);
    if (row && current) sections.get(current).push({ key: row[1], type: row[2], description: row[5] });
  }
  return sections;
}

describe('configuration reference (docs/configuration.md)', () => {
  it('is the file the schemas generate now: run `npm run docs:config` after changing a schema', () => {
    const committed = fs.readFileSync(REFERENCE_FILE, 'utf8');
    assert.equal(committed, generated, 'docs/configuration.md is out of date: run `npm run docs:config` and commit it');
  });

  it('describes every key: each schema field has a .describe() text (the kind-naming `type` fields excepted)', () => {
    const missing = [...keysBySection(generated)].flatMap(([section, rows]) =>
      rows.filter((r) => !r.description.trim() && !/^`[^`]+`$/.test(r.type)).map((r) => `${section}: ${r.key}`),
    );
    assert.deepEqual(missing, [], 'add a .describe() text to these fields in src/content-model/');
  });

  it("lists every key that this site's own content/site-config.yaml uses", () => {
    const keys = new Set(keysBySection(generated).get('Site configuration').map((r) => r.key));
    const used = [];
    const walk = (value, prefix) => {
      if (Array.isArray(value)) value.forEach((item) => walk(item, `${prefix}[]`));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) {
        used.push(`${prefix}${prefix ? '.' : ''}${k}`);
        walk(v, `${prefix}${prefix ? '.' : ''}${k}`);
      }
    };
    walk(YAML.parse(fs.readFileSync(new URL('../../content/site-config.yaml', import.meta.url), 'utf8')), '');
    // Navbar items and footer links have tables of their own, keyed from the item.
    const unlisted = used.filter((k) => !keys.has(k) && !/^(navbar\.items|footer\.links)\[\]\./.test(k));
    assert.deepEqual(unlisted, []);
  });
});
