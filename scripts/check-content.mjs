#!/usr/bin/env node
// Quick authoring check for content files: parses each with the build's own MDX check
// (src/node/mdx-syntax.ts: MDX 2 with GFM, directives and HTML comment lines, as the site
// compiles it), checks the frontmatter basics, and prints word and diagram counts.
// The build remains the full check (schema, links, mermaid rendering).
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
// The build's own frontmatter parser (split as gatsby-plugin-mdx splits, YAML errors with their line).
import { parseFrontmatter, splitFrontmatter } from '../src/node/frontmatter-parser.cjs';

// The build's MDX syntax check and site config loader (TypeScript), loaded as the build loads them.
const jiti = createJiti(import.meta.url);
const { mdxSyntaxProblems } = await jiti.import('../src/node/mdx-syntax.ts');
const { loadSiteConfig } = await jiti.import('../src/node/site/config.ts');
const { readRelease } = await jiti.import('../src/node/releases/index.ts');

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node scripts/check-content.mjs <file.mdx...>');
  process.exit(2);
}
// Docs are the files under a version's docs folder in the site config (SITE_CONFIG, as the build
// reads it): they are rendered to HTML, so they may not import or export. Other files are pages.
const config = loadSiteConfig();
const docFolders = config.docs.versions.map((v) => path.resolve(v.docs) + path.sep);
const kind = (file) => (docFolders.some((folder) => path.resolve(file).startsWith(folder)) ? 'doc' : 'page');
// Release files have a schema of their own (src/content-model/release.ts), checked as the build checks it.
const isRelease = (file) => config.releases && path.dirname(path.resolve(file)) === path.resolve(config.releases.path);
let failed = 0;
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const problems = [];
  const { yaml, body } = splitFrontmatter(source);
  if (yaml === null) problems.push('no frontmatter');
  else if (isRelease(file)) problems.push(...readRelease(path.resolve(file), source, config.releases.routeBasePath, config.title).problems);
  else {
    const { data, errors } = parseFrontmatter(source);
    problems.push(...errors);
    if (!errors.length && !data.title) problems.push('frontmatter: title is missing');
    if (!errors.length && !data.description) problems.push('frontmatter: description is missing');
  }
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, ''))) problems.push('body has an H1 (the title is rendered from frontmatter)');
  // "<file>: line N: MDX syntax error: …", as the build reports it.
  problems.push(...mdxSyntaxProblems(file, source, kind(file)));
  const words = body.replace(/```[\s\S]*?```|<!--[\s\S]*?-->/g, ' ').split(/\s+/).filter(Boolean).length;
  const mermaid = (body.match(/^```mermaid/gm) ?? []).length;
  const code = (body.match(/^```\w/gm) ?? []).length - mermaid;
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${file}: ${words} words (prose), ${mermaid} mermaid, ${code} code blocks`);
  for (const p of problems) console.log(`     - ${p}`);
  if (problems.length) failed++;
}
process.exit(failed ? 1 : 0);
