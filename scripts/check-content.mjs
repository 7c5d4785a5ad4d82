#!/usr/bin/env node
// Quick authoring check for content files: parses each with the build's own MDX check
// (src/node/mdx-syntax.ts: MDX 2 with GFM, directives and HTML comment lines, as the site
// compiles it), checks the frontmatter basics, and prints word and diagram counts.
// The build remains the full check (schema, links, mermaid rendering).
import fs from 'node:fs';
import { createJiti } from 'jiti';
// The build's own frontmatter parser (split as gatsby-plugin-mdx splits, YAML errors with their line).
import { parseFrontmatter, splitFrontmatter } from '../src/node/content/frontmatter.cjs';

// The build's MDX syntax check (TypeScript), loaded as the build loads it.
const { mdxSyntaxProblems } = await createJiti(import.meta.url).import('../src/node/mdx-syntax.ts');

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node scripts/check-content.mjs <file.mdx...>');
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const problems = [];
  const { yaml, body } = splitFrontmatter(source);
  if (yaml === null) problems.push('no frontmatter');
  else {
    const { data, errors } = parseFrontmatter(source);
    problems.push(...errors);
    if (!errors.length && !data.title) problems.push('frontmatter: title is missing');
    if (!errors.length && !data.description) problems.push('frontmatter: description is missing');
  }
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, ''))) problems.push('body has an H1 (the title is rendered from frontmatter)');
  // "<file>: line N: MDX syntax error: …", as the build reports it.
  // Files under a docs folder are docs (rendered to HTML: no import or export); others are pages.
  problems.push(...mdxSyntaxProblems(file, source, /(^|\/)(content\/docs|content\/versioned_docs)\//.test(file) ? 'doc' : 'page'));
  const words = body.replace(/```[\s\S]*?```|<!--[\s\S]*?-->/g, ' ').split(/\s+/).filter(Boolean).length;
  const mermaid = (body.match(/^```mermaid/gm) ?? []).length;
  const code = (body.match(/^```\w/gm) ?? []).length - mermaid;
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${file}: ${words} words (prose), ${mermaid} mermaid, ${code} code blocks`);
  for (const p of problems) console.log(`     - ${p}`);
  if (problems.length) failed++;
}
process.exit(failed ? 1 : 0);
