import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { writeBlogFeeds } from './blog/write-feeds';
import { inlineDiagrams } from './diagrams';
import { stripNulBytes } from './html-nul-bytes';
import { checkBuiltLinks } from './links/check-built-links';
import { writeTwins } from './markdown/write-twins';
import { loadApiSpec } from './openapi/load-spec';
import { writeSearchIndex } from './search/write-search-index';
import { writeHeadersFile } from './security/write-headers';
import { writeRobotsTxt } from './seo/robots';
import { loadSiteConfig } from './site-config';
import { API_REFERENCE_PATH } from '../lib/routes';

/**
 * After the HTML is written: NUL bytes left by React's streaming renderer are removed (before
 * anything reads the pages), then the mermaid SVGs go into their placeholders, then the blog feeds (they carry each post's rendered content), then
 * the Markdown twins and llms.txt (made from the same nodes as the pages), then the search index
 * (Pagefind over the final HTML, and the API operations), then the check that
 * every internal link and anchor of the built site (and every link of llms.txt) resolves, then
 * the response headers, whose Content-Security-Policy hashes the inline scripts of the final
 * HTML and whose cache rules cover every file, the twins included.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType, getNode }) => {
  const fixed = stripNulBytes(path.resolve('public'));
  if (fixed.length) reporter.info(`Removed NUL bytes left by React's streaming renderer from ${fixed.length} page(s)`);
  try {
    const { pages, diagrams } = inlineDiagrams(path.resolve('public'));
    reporter.info(`Put ${diagrams} mermaid diagram(s) into ${pages} page(s)`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  writeBlogFeeds(reporter, getNodesByType);
  writeRobotsTxt(loadSiteConfig());
  try {
    await writeTwins(reporter, { getNodesByType, getNode });
  } catch (error) {
    reporter.panicOnBuild(`Markdown twins: ${(error as Error).message}`);
    return;
  }
  try {
    const config = loadSiteConfig();
    const api = config.apiReference ? { spec: (await loadApiSpec(config.apiReference.spec)).spec, route: API_REFERENCE_PATH } : undefined;
    const stats = await writeSearchIndex({ language: config.locales.default, api });
    reporter.info(
      `Search: ${stats.records} records (${stats.records - stats.apiOperations} of ${stats.htmlFiles} HTML pages, ${stats.apiOperations} API operations) in public/pagefind (${stats.files} files, ${(stats.bytes / 1024).toFixed(0)} KB)`,
    );
    if (stats.skipped.length) reporter.warn(`Search: API operations without an operationId have no anchor and are not searchable: ${stats.skipped.join(', ')}`);
  } catch (error) {
    reporter.panicOnBuild(`Search index: ${(error as Error).message}`);
    return;
  }
  checkBuiltLinks(reporter);
  writeHeadersFile(reporter);
};
