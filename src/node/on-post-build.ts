import type { GatsbyNode } from 'gatsby';
import { writeBlogFeeds } from './blog/write-feeds';
import { checkBuiltLinks } from './links/check-built-links';
import { writeRobotsTxt } from './seo/robots';
import { loadSiteConfig } from './site-config';

/**
 * After the HTML is written: the blog feeds (they carry each post's rendered content),
 * then the check that every internal link and anchor of the built site resolves.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  writeBlogFeeds(reporter);
  writeRobotsTxt(loadSiteConfig());
  checkBuiltLinks(reporter);
};
