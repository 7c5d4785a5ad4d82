#!/usr/bin/env node
// Quick authoring check for content files: compiles each with MDX 2 (+ GFM and directives,
// as the site does), checks the frontmatter basics, and prints word and diagram counts.
// The build remains the full check (schema, links, mermaid rendering).
import fs from 'node:fs';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import YAML from 'yaml';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node scripts/check-content.mjs <file.mdx...>');
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const problems = [];
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  let data = {};
  if (!fm) problems.push('no frontmatter');
  else {
    try {
      data = YAML.parse(fm[1]) ?? {};
    } catch (e) {
      problems.push(`frontmatter YAML: ${e.message.split('\n')[0]}`);
    }
    if (!data.title) problems.push('frontmatter: title is missing');
    if (!data.description) problems.push('frontmatter: description is missing');
  }
  const body = fm ? source.slice(fm[0].length) : source;
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, ''))) problems.push('body has an H1 (the title is rendered from frontmatter)');
  try {
    await compile(source.replace(/^---[\s\S]*?\n---\n/, ''), { remarkPlugins: [remarkGfm, remarkDirective] });
  } catch (e) {
    problems.push(`MDX: ${e.message} (line ${e.line ?? e.place?.line ?? '?'})`);
  }
  const words = body.replace(/```[\s\S]*?```/g, ' ').split(/\s+/).filter(Boolean).length;
  const mermaid = (body.match(/^```mermaid/gm) ?? []).length;
  const code = (body.match(/^```\w/gm) ?? []).length - mermaid;
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${file}: ${words} words (prose), ${mermaid} mermaid, ${code} code blocks`);
  for (const p of problems) console.log(`     - ${p}`);
  if (problems.length) failed++;
}
process.exit(failed ? 1 : 0);
