import path from 'path';
import type { BlogPostMeta } from '../../content-model/blog';
import type { SiteConfig } from '../../content-model/site';
import { checkReferences } from '../blog/authors-tags';
import { duplicatePermalinks } from '../blog/load-posts';
import type { BlogPostNode } from './node-types';
import { siteFromNodes, type SiteFromNodes } from './site-content';

type NodesByType = (type: string) => unknown[];

/** Problems between blog files (unknown author or tag keys, two posts on one permalink), over the nodes. */
function blogProblems(config: SiteConfig, getNodesByType: NodesByType): string[] {
  const posts = getNodesByType('BlogPost') as BlogPostNode[];
  const byKey = (type: string) => new Map((getNodesByType(type) as { key: string }[]).map((n) => [n.key, n]));
  const root = path.resolve(config.blog.path);
  return [
    ...checkReferences(posts as unknown as BlogPostMeta[], byKey('Author'), byKey('Tag'), { authors: path.join(root, 'authors.yaml'), tags: path.join(root, 'tags.yaml') }),
    ...duplicatePermalinks(posts.map((p) => ({ permalink: p.route, sourcePath: p.sourcePath }))),
  ];
}

/**
 * The site over the current nodes, and the problems between files: sidebar entries naming
 * unknown docs, blog keys, permalinks. Each file's own problems are recorded when its node is
 * made (./problems.ts); these need every node.
 */
export async function betweenFileProblems(getNodesByType: NodesByType): Promise<{ site: SiteFromNodes | null; problems: string[] }> {
  const site = await siteFromNodes((type) => getNodesByType(type) as never);
  return { site, problems: [...(site?.errors ?? []).flatMap((e) => e.lines()), ...(site ? blogProblems(site.model.config, getNodesByType) : [])] };
}
