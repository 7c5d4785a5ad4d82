import type { NodesByType } from '../content-type';
import type { SiteConfigNode } from './node-types';

type Filter = Record<string, unknown>;
/** The part of Gatsby's node model (its public resolver API) the content types' resolvers use. */
type NodeModel = {
  findAll: <T>(args: { type: string; query?: { filter?: Filter } }) => Promise<{ entries: Iterable<T> }>;
  findOne: <T>(args: { type: string; query: { filter: Filter } }) => Promise<T | null>;
  getNodeById: <T>(args: { id: string; type: string }) => T | null;
};
/** A resolver's context: what it reads nodes through. */
export type ResolverContext = { nodeModel: NodeModel };

/**
 * Nodes of a type, read through Gatsby's node model: the query that asked records that it
 * read them, and `gatsby develop` runs it again when one of them changes.
 */
export const findAll = async <T,>(context: ResolverContext, type: string, filter?: Filter): Promise<T[]> =>
  [...(await context.nodeModel.findAll<T>({ type, query: filter ? { filter } : {} })).entries];

/** The site config as a resolver reads it: from its node, so an edit of the file runs the query again. */
export const siteConfigNode = (context: ResolverContext) => context.nodeModel.findOne<SiteConfigNode>({ type: 'SiteConfig', query: { filter: {} } });

/** The site config as the content types' hooks read it, from its node (undefined before the node is made). */
export const siteConfigOf = (getNodesByType: NodesByType) => (getNodesByType('SiteConfig') as SiteConfigNode[])[0]?.parsed;
