import path from 'path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { postPageFiles, writeBlogFeeds } from './blog/write-feeds';
import { checkBuiltLinks } from './links/check-built-links';
import { writeTwins } from './markdown/write-twins';
import { loadApiSpec } from './openapi/load-spec';
import { listFiles, scanSite } from './post-build/scan-site';
import { writeSearchIndex } from './search/write-search-index';
import { writeHeadersFile } from './security/write-headers';
import { writeRobotsTxt } from './seo/robots';
import { loadSiteConfig } from './site-config';
import { API_REFERENCE_PATH } from '../lib/routes';

/** Each job is timed in Gatsby's output ("success post-build: … - 1.2s"), so a slow build says where. */
async function step<T>(reporter: Reporter, name: string, job: () => T | Promise<T>): Promise<T> {
  const activity = reporter.activityTimer(`post-build: ${name}`);
  activity.start();
  try {
    return await job();
  } finally {
    activity.end();
  }
}

/**
 * After the HTML is written, one pass over public/ (src/node/post-build/scan-site.ts) reads and
 * parses each page once: NUL bytes left by React's streaming renderer are removed, the mermaid
 * SVGs go into their placeholders, and the final HTML is scanned for links, anchors and inline
 * scripts. Then the blog feeds (each post's rendered content, from the pass's parse), the
 * Markdown twins and llms.txt (from the same nodes as the pages), the search index (Pagefind
 * over the final HTML, and the API operations), the check that every internal link and anchor
 * (and every link of llms.txt) resolves, and the response headers, whose Content-Security-Policy
 * hashes the inline scripts of the final HTML and whose cache rules cover every file, the twins
 * and the index included.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType, getNode }) => {
  const publicDir = path.resolve('public');
  const config = loadSiteConfig();
  let site;
  try {
    const posts = postPageFiles(getNodesByType);
    site = await step(reporter, 'read, fix and scan every page', () => scanSite(publicDir, (file) => posts.has(file)));
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  if (site.nulFixed.length) reporter.info(`Removed NUL bytes left by React's streaming renderer from ${site.nulFixed.length} page(s)`);
  reporter.info(`Put ${site.diagrams} mermaid diagram(s) into ${site.diagramPages} page(s); scanned ${site.pages.size} HTML files`);
  await step(reporter, 'blog feeds', () => writeBlogFeeds(reporter, getNodesByType, site));
  writeRobotsTxt(config);
  try {
    await step(reporter, 'Markdown twins and llms.txt', () => writeTwins(reporter, { getNodesByType, getNode }));
  } catch (error) {
    reporter.panicOnBuild(`Markdown twins: ${(error as Error).message}`);
    return;
  }
  try {
    const api = config.apiReference ? { spec: (await loadApiSpec(config.apiReference.spec)).spec, route: API_REFERENCE_PATH } : undefined;
    const stats = await step(reporter, 'search index', () => writeSearchIndex({ language: config.locales.default, api }));
    reporter.info(
      `Search: ${stats.records} records (${stats.records - stats.apiOperations} of ${stats.htmlFiles} HTML pages, ${stats.apiOperations} API operations) in public/pagefind (${stats.files} files, ${(stats.bytes / 1024).toFixed(0)} KB)`,
    );
    if (stats.skipped.length) reporter.warn(`Search: API operations without an operationId have no anchor and are not searchable: ${stats.skipped.join(', ')}`);
  } catch (error) {
    reporter.panicOnBuild(`Search index: ${(error as Error).message}`);
    return;
  }
  // The files as the jobs above left them (feeds, twins, the index): listed, not read again.
  const files = listFiles(publicDir);
  await step(reporter, 'link and anchor check', () => checkBuiltLinks(reporter, { publicDir, pages: site.pages, files }));
  await step(reporter, 'response headers', () => writeHeadersFile(reporter, publicDir, { files: files.filter((f) => f !== '/_headers'), pages: site.pages }));
};
