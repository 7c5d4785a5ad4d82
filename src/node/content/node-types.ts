import type { Node } from 'gatsby';
import type { DocFrontmatter } from '../../content-model/doc';
import type { SidebarItemInput } from '../../content-model/sidebar';
import type { SiteConfig } from '../../content-model/site';

/*
 * The shapes of the site's and the docs' nodes (made in src/node/site/ and src/node/docs/), for
 * the content types that read them: here, below every content type's folder, a type can read
 * another's nodes without the two folders importing each other.
 */

/** A Doc node's fields, those GraphQL does not show included (the checks between files read them). */
export type DocNode = Node & {
  docId: string;
  version: string;
  route: string;
  sourcePath: string;
  absolutePath: string;
  frontmatter: DocFrontmatter;
};
export type SidebarNodeData = Node & { sidebarId: string; version: string; order: number; input: SidebarItemInput[]; file: string };
export type SiteConfigNode = Node & SiteConfig & { parsed: SiteConfig; file: string };

/**
 * A Doc node's id comes from its file's path, not from its parent's id, so a field that needs
 * the doc of another version can read that one node by id (and depend on it alone) instead of
 * querying every doc (and running again whenever any doc changes).
 */
export const docNodeKey = (absolutePath: string) => `Doc ${absolutePath}`;
