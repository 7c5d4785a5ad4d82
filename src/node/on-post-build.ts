import type { GatsbyNode } from 'gatsby';
import { writeBlogFeeds } from './blog/write-feeds';
import { checkBuiltLinks } from './links/check-built-links';
import { writeHeadersFile } from './security/write-headers';

/**
 * After the HTML is written: the blog feeds (they carry each post's rendered content),
 * then the check that every internal link and anchor of the built site resolves, then the
 * response headers, whose Content-Security-Policy hashes the inline scripts of the final HTML.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  writeBlogFeeds(reporter);
  checkBuiltLinks(reporter);
  writeHeadersFile(reporter);
};
