import crypto from 'crypto';
import fs from 'fs';
import { isBuiltin } from 'module';
import path from 'path';
import { publishAsset } from '../../assets';
import { contentMemo, packageVersions } from '../../cache/content-memo';
import { requireFromProject } from '../../project-require';
import { MDX_PARSER_PACKAGES } from '../../remark/mdx-parser';
import { convertMdx, type ConvertOptions } from './mdx-to-markdown';

const CONVERTER_ENTRY = 'src/node/output/twins/mdx-to-markdown.ts';
/** Packages the converter loads by name while it runs (requireFromProject), which no import names. */
const LOADED_PACKAGES = [...MDX_PARSER_PACKAGES, 'mdast-util-to-markdown', 'mdast-util-gfm'];

/** Runtime imports of a TypeScript module: the specifiers of its import, export-from and require() (type-only imports are left out). */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)/gm;
const EXTENSIONS = ['.ts', '.tsx', '.cjs', '.js', '/index.ts'];

/**
 * The converter's code: its entry and every project file it imports, followed through their
 * imports (with a hash of their text), and the packages they and the converter load, read from
 * the project. A change to any of it is a change to every twin, so it is the memo's salt. (A list kept by hand missed two
 * files the parser imports; a version number here would be forgotten.)
 */
export function converterCode(root = process.cwd()): { files: string[]; packages: string[]; hash: string } {
  const sources = new Map<string, string>();
  const packages = new Set(LOADED_PACKAGES);
  const visit = (file: string) => {
    if (sources.has(file)) return;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    sources.set(file, text);
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec.startsWith('.')) {
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
        if (!isBuiltin(spec)) packages.add(name);
        continue;
      }
      const base = path.join(path.dirname(file), spec);
      const found = [base, ...EXTENSIONS.map((ext) => base + ext)].find((candidate) => fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile());
      if (!found) throw new Error(`${file}: cannot find the module "${spec}" it imports (the twins memo follows the converter's imports to know when its code changed)`);
      visit(found.split(path.sep).join('/'));
    }
  };
  visit(CONVERTER_ENTRY);
  const files = [...sources.keys()].sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(sources.get(file) as string);
  return { files, packages: [...packages].sort(), hash: hash.digest('hex') };
}

type Entry = { markdown: string; images: { source: string; url: string }[] };

/**
 * The Markdown of each doc and post, remembered across builds (src/node/cache/content-memo.ts):
 * a warm build converts only what changed. Keyed by the MDX body and every option the converter
 * takes; an entry whose images changed (their content-hashed URLs) is converted again, and the
 * images of one that is used are put back into public/ if they are missing from it.
 */
export function twinMemo() {
  const { hash, packages } = converterCode();
  const memo = contentMemo<Entry>('markdown-twins', `${hash} ${packageVersions(packages, requireFromProject)}`);
  let converted = 0;
  return {
    convert(body: string, options: ConvertOptions): string {
      const content = JSON.stringify([body, options]);
      const hit = memo.get(content);
      // Each image is published again (copied back if public/ lost it); a new URL means it changed.
      if (hit && hit.images.every((image) => fs.existsSync(image.source) && publishAsset(image.source) === image.url)) return hit.markdown;
      const entry = convertMdx(body, options);
      memo.set(content, entry);
      converted += 1;
      return entry.markdown;
    },
    /** How many bodies this run converted (the others came from the memo). */
    get converted() {
      return converted;
    },
    save: () => memo.save(),
  };
}
