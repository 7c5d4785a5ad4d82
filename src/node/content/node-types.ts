import type { Node } from 'gatsby';
import type { DocFrontmatter } from '../../content-model/doc';
import type { SidebarItemInput } from '../../content-model/sidebar';
import type { SiteConfig } from '../../content-model/site';

/*
 * The shapes of the content nodes src/node/on-create-node.ts makes, for the modules that read
 * them. They live apart from on-create-node.ts because that module also calls the checks that
 * read them (content/between-files.ts), and types kept there closed an import circle.
 */

/** Fields of a Doc node that GraphQL does not show, kept for the checks over nodes (src/node/content/between-files.ts). */
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
