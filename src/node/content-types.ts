import fs from 'fs';
import path from 'path';
import type { SiteConfig } from '../content-model/site';
import { ValidationError } from '../lib/validation-error';
import type { ContentType, NodesByType } from './content-type';
import { api } from './openapi';
import { blog } from './blog';
import { docs } from './docs';
import { pages } from './pages';
import { releases } from './releases';
import { site } from './site';
import { siteConfigPath } from './site/config';

/**
 * What the site is made of (src/node/content-type.ts says what each part is): each Gatsby API
 * module calls their parts in this order. Adding a content type is a folder and a line here.
 */
export const contentTypes: ContentType[] = [site, docs, pages, blog, releases, api];

/** The node types they make, for develop's bookkeeping of content nodes (src/node/develop/). */
export const contentTypeNodeTypes = contentTypes.flatMap((type) => type.nodeTypes);

/**
 * The filesystem sources of every type (gatsby-config.ts gives them to gatsby-source-filesystem),
 * after checking that each path the site config names exists: gatsby-source-filesystem's own
 * error names the path but not the field that gave it.
 */
export function contentSources(config: SiteConfig): { name: string; path: string }[] {
  const sources = contentTypes.flatMap((type) => type.sources?.(config) ?? []);
  const problems = sources.flatMap((s) => (s.missing && !fs.existsSync(path.resolve(s.path)) ? [s.missing] : []));
  if (problems.length) throw new ValidationError(path.relative(process.cwd(), siteConfigPath()), problems);
  return sources.map(({ name, path }) => ({ name, path }));
}

/**
 * Problems between files, over the nodes as they are now: each file's own problems were
 * recorded when its node was made (src/node/content/problems.ts). `earlierProblems`: a build has
 * problems of single files already, which some checks would only repeat.
 */
export function problemsBetweenFiles(getNodesByType: NodesByType, options: { earlierProblems?: boolean } = {}): string[] {
  return contentTypes.flatMap((type) => type.betweenFiles?.(getNodesByType, { earlierProblems: options.earlierProblems ?? false }) ?? []);
}

/** Each page's source file, by route, for messages that name it. */
export function pageSources(getNodesByType: NodesByType): Map<string, string> {
  return new Map([['/', 'src/pages/index.tsx'], ...contentTypes.flatMap((type) => type.pageSources?.(getNodesByType) ?? [])]);
}
