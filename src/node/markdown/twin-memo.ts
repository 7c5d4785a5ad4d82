import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { publishAsset } from '../assets';
import { contentMemo, packageVersions } from '../cache/content-memo';
import { requireFromProject } from '../project-require';
import { MDX_PARSER_PACKAGES } from './mdx-parser';
import { convertMdx, type ConvertOptions } from './mdx-to-markdown';

/**
 * The converter's own code, read from the project: a change to any of it is a change to every
 * twin, so it is part of the memo's salt (a version number here would be forgotten).
 */
const CONVERTER_SOURCES = [
  'src/node/markdown/mdx-to-markdown.ts',
  'src/node/markdown/mdx-parser.ts',
  'src/node/remark/admonitions.ts',
  'src/node/remark/doc-links.ts',
  'src/node/remark/local-images.ts',
  'src/node/assets.ts',
  'src/lib/routes.ts',
];
const CONVERTER_PACKAGES = [...MDX_PARSER_PACKAGES, 'mdast-util-to-markdown', 'mdast-util-gfm'];

type Entry = { markdown: string; images: { source: string; url: string }[] };

/**
 * The Markdown of each doc and post, remembered across builds (src/node/cache/content-memo.ts):
 * a warm build converts only what changed. Keyed by the MDX body and every option the converter
 * takes; an entry whose images changed (their content-hashed URLs) is converted again, and the
 * images of one that is used are put back into public/ if they are missing from it.
 */
export function twinMemo() {
  const code = crypto.createHash('sha256');
  for (const file of CONVERTER_SOURCES) code.update(fs.readFileSync(path.resolve(file)));
  const memo = contentMemo<Entry>('markdown-twins', `${code.digest('hex')} ${packageVersions(CONVERTER_PACKAGES, requireFromProject)}`);
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
