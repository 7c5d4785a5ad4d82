import fs from 'fs';
import { publishAsset } from '../../assets';
import { contentMemo, moduleCode, packageVersions } from '../../cache/content-memo';
import { requireFromProject } from '../../project-require';
import { MDX_PARSER_PACKAGES } from '../../remark/mdx-parser';
import { convertMdx, type ConvertOptions } from './mdx-to-markdown';

const CONVERTER_ENTRY = 'src/node/output/twins/mdx-to-markdown.ts';
/** Packages the converter loads by name while it runs (requireFromProject), which no import names. */
const LOADED_PACKAGES = [...MDX_PARSER_PACKAGES, 'mdast-util-to-markdown', 'mdast-util-gfm'];

/** The converter's code and the packages it loads (src/node/cache/content-memo.ts): the memo's salt. */
export const converterCode = (root = process.cwd()) => moduleCode(CONVERTER_ENTRY, LOADED_PACKAGES, root);

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
