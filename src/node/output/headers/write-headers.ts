import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { buildHeaderRules, formatHeadersFile, HeadersError, type BuiltSite } from './headers';

/**
 * Writes public/_headers from the built files: the script hashes come from the HTML as written,
 * scanned by the post-build pass (src/node/output/scan/scan-site.ts).
 */
export function writeHeadersFile(reporter: Reporter, publicDir: string, site: BuiltSite): void {
  try {
    const { rules, scriptHashes } = buildHeaderRules(site);
    fs.writeFileSync(path.join(publicDir, '_headers'), formatHeadersFile(rules));
    reporter.info(`Headers: public/_headers with ${rules.length} rules; script-src allows ${scriptHashes.length} inline scripts by hash`);
  } catch (error) {
    if (error instanceof HeadersError) reporter.panicOnBuild(error.message);
    else throw error;
  }
}
