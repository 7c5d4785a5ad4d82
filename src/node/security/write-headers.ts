import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { buildHeaderRules, formatHeadersFile, HeadersError } from './headers';

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

/** Writes public/_headers from the built files: the script hashes come from the HTML as written. */
export function writeHeadersFile(reporter: Reporter, publicDir = path.resolve('public')): void {
  const files = walk(publicDir).map((f) => `/${path.relative(publicDir, f).split(path.sep).join('/')}`);
  try {
    const { rules, scriptHashes } = buildHeaderRules({ files, readHtml: (file) => fs.readFileSync(path.join(publicDir, file), 'utf8') });
    fs.writeFileSync(path.join(publicDir, '_headers'), formatHeadersFile(rules));
    reporter.info(`Headers: public/_headers with ${rules.length} rules; script-src allows ${scriptHashes.length} inline scripts by hash`);
  } catch (error) {
    if (error instanceof HeadersError) reporter.panicOnBuild(error.message);
    else throw error;
  }
}
