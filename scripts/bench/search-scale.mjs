// The first search at scale: the bytes the first query fetches when the index holds the real
// site plus <count> generated docs (scripts/bench/generate-site.mjs, the scale bench's docs).
//
// Building 5,000 docs with Gatsby is the scale bench's job (and its cost); the search figure
// depends only on what the index holds, so this writes each generated doc as the HTML the doc
// template gives Pagefind (its title in an h1 and its Markdown rendered inside the element marked
// data-pagefind-body, with the version filter), into a copy of the built public/, and runs the
// build's own indexer over it (src/node/output/search/write-search-index.ts: same Pagefind settings,
// chunk size and API records). The dialog, the engine and the pages around it are the real site's.
// Mermaid fences are left out, as the build's index leaves out the SVG they become.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { toHtml } from 'hast-util-to-html';
import { createJiti } from 'jiti';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import YAML from 'yaml';
import { generateSite } from './generate-site.mjs';

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/** One generated doc as the doc template marks it for the index. */
export function docHtml(source) {
  const { data, content } = matter(source);
  const tree = markdown.parse(content);
  tree.children = tree.children.filter((node) => !(node.type === 'code' && node.lang === 'mermaid'));
  const body = toHtml(markdown.runSync(tree));
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(data.title)} | ServiceRadar</title></head><body><main>` +
    `<div class="markdown" data-pagefind-body="" data-pagefind-filter="version:current" data-pagefind-meta="section:Docs"><header><h1>${escape(data.title)}</h1></header>${body}</div>` +
    `</main></body></html>`
  );
}

/**
 * Copies `siteDir` (a built site) to a temporary directory, adds `count` generated docs under
 * /docs/, and writes the search index there with the build's indexer. Returns the directory
 * (delete it when done) and the indexer's figures.
 */
export async function siteWithGeneratedDocs(siteDir, count) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `search-scale-${count}-`));
  const site = path.join(work, 'public');
  fs.cpSync(siteDir, site, { recursive: true, dereference: true });
  const generated = generateSite('generated', count, work);
  const docsDir = path.join(generated.dir, 'docs');
  for (const file of fs.readdirSync(docsDir, { recursive: true })) {
    if (!file.endsWith('.mdx') || !file.includes('/')) continue; // intro and quickstart exist on the real site
    const out = path.join(site, 'docs', file.replace(/\.mdx$/, ''), 'index.html');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, docHtml(fs.readFileSync(path.join(docsDir, file), 'utf8')));
  }
  fs.rmSync(generated.dir, { recursive: true, force: true });
  // The build's own modules (TypeScript), loaded as the build loads them.
  const jiti = createJiti(import.meta.url);
  const { writeSearchIndex } = await jiti.import('../../src/node/output/search/write-search-index.ts');
  const { API_REFERENCE_PATH } = await jiti.import('../../src/lib/routes.ts');
  const { SPEC_DOWNLOAD_DIR } = await jiti.import('../../src/node/openapi/create-api-page.ts');
  const config = YAML.parse(fs.readFileSync(process.env.SITE_CONFIG ?? 'content/site-config.yaml', 'utf8'));
  // The bundled spec the build published beside the reference (the same document the index was made from).
  const specFile = path.join(site, SPEC_DOWNLOAD_DIR, path.basename(config.apiReference.spec).replace(/\.json$/, '.yaml'));
  const spec = YAML.parse(fs.readFileSync(specFile, 'utf8'));
  // The memo of the last index stays in the copy: every run here measures a whole index.
  const stats = await writeSearchIndex({ publicDir: site, language: config.locales.default, api: { spec, route: API_REFERENCE_PATH }, memoFile: path.join(work, 'search-index-memo.json') });
  return { dir: site, remove: () => fs.rmSync(work, { recursive: true, force: true }), stats };
}
