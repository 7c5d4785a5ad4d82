/**
 * The one frontmatter parser: the build's checks (src/node/frontmatter.ts, mdx-syntax.ts) and
 * scripts/check-content.mjs all read a file's frontmatter here. CommonJS so that both the
 * TypeScript build code and the plain-Node script can load it (like scripts/llms-txt.cjs).
 *
 * The file is split where gatsby-plugin-mdx splits it (gray-matter, with the options of its
 * dist/frontmatter.js: YAML only), so the checks read exactly the YAML and body the build
 * compiles. The YAML itself is read with the yaml package, whose errors carry the line.
 */
const matter = require('gray-matter');
const YAML = require('yaml');

// gatsby-plugin-mdx turns JS and JSON frontmatter off; the YAML is parsed below, not by gray-matter.
const NONE = () => ({});
const OPTIONS = { language: 'yaml', engines: { yaml: NONE, js: NONE, javascript: NONE, json: NONE } };

/**
 * `yaml`: the frontmatter's text (null when the file has none); `body`: what follows it, as
 * gatsby-plugin-mdx compiles it; `block`: the frontmatter block itself, up to the body.
 */
function splitFrontmatter(source) {
  if (!source.startsWith('---')) return { yaml: null, body: source, block: '' };
  const file = matter(source, OPTIONS);
  // gray-matter ends the YAML before the closing line's "\n": with CRLF endings, a lone "\r" remains.
  return { yaml: file.matter.replace(/\r$/, ''), body: file.content, block: source.slice(0, source.length - file.content.length) };
}

/**
 * The frontmatter's data, and its problems as lines of the file ("frontmatter: YAML syntax
 * error at line 3: …"). YAML dates stay the strings they were written as (YYYY-MM-DD).
 */
function parseFrontmatter(source) {
  const { yaml, body } = splitFrontmatter(source);
  if (yaml === null) return { data: {}, body, errors: [] };
  // The YAML text starts with the rest of the opening `---` line: its lines are the file's.
  const doc = YAML.parseDocument(yaml);
  if (doc.errors.length) {
    const errors = doc.errors.map(
      (e) => `frontmatter: YAML syntax error at line ${e.linePos?.[0].line ?? '?'}: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
    );
    return { data: {}, body, errors };
  }
  const data = doc.toJS();
  if (data === null || data === undefined) return { data: {}, body, errors: [] };
  if (typeof data !== 'object' || Array.isArray(data)) return { data: {}, body, errors: ['frontmatter: expected key: value pairs'] };
  const entries = Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]);
  return { data: Object.fromEntries(entries), body, errors: [] };
}

module.exports = { splitFrontmatter, parseFrontmatter };
