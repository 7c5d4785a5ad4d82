import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { writeBlogFeeds } from './blog/write-feeds';
import { inlineDiagrams } from './diagrams';
import { stripNulBytes } from './html-nul-bytes';
import { checkBuiltLinks } from './links/check-built-links';
import { writeTwins } from './markdown/write-twins';
import { writeHeadersFile } from './security/write-headers';
import { writeRobotsTxt } from './seo/robots';
import { loadSiteConfig } from './site-config';

/**
 * After the HTML is written: NUL bytes left by React's streaming renderer are removed (before
 * anything reads the pages), then the mermaid SVGs go into their placeholders, then the blog feeds (they carry each post's rendered content), then
 * the Markdown twins and llms.txt (made from the same nodes as the pages), then the check that
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
  checkBuiltLinks(reporter);
  writeHeadersFile(reporter);
};
