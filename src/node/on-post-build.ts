import type { GatsbyNode } from 'gatsby';
import { writeBlogFeeds } from './blog/write-feeds';

/** After the HTML is written: the blog feeds, which carry each post's rendered content. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  writeBlogFeeds(reporter);
};
