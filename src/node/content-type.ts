import type { CreatePagesArgs, CreateNodeArgs, CreateResolversArgs, Node, Reporter } from 'gatsby';
import type { SiteConfig } from '../content-model/site';
import type { DefaultTreeAdapterMap } from 'parse5';

/**
 * What a content type gives the build, each part optional. The Gatsby API modules
 * (src/node/on-create-node.ts, create-pages.ts, …) call every registered type's part
 * (src/node/content-types.ts), so a type's code stays in its own folder.
 */

/** A File node of gatsby-source-filesystem, with the fields the content types read. */
export type FileNode = Node & { sourceInstanceName: string; absolutePath: string; relativePath: string; extension: string };

/** Makes a typed child node of `parent` (on-create-node's helper, with its id and digest). */
export type MakeNode = (parent: Node, key: string, type: string, fields: Record<string, unknown>, id?: string) => void;

export type NodesByType = (type: string) => unknown[];

/** What a type's outputs read once the pages are built (src/node/on-post-build.ts). */
export type OutputContext = {
  reporter: Reporter;
  getNodesByType: NodesByType;
  publicDir: string;
  /** Parsed built pages, by URL path of public/ (`/releases/1.0.53/index.html`): those the type asked for in `builtPages`. */
  documents: Map<string, DefaultTreeAdapterMap['document']>;
};

/** A page the Markdown twins and llms.txt describe (src/node/output/twins/twins.ts). */
export type TwinSource = { route: string; title: string; description: string | null; lastUpdated: string | null; absolutePath: string; mdxId: string };

export type ContentType = {
  /** What the build's messages call it ("blog" in "post-build: blog outputs"). */
  name: string;
  /** The node types it makes: develop's bookkeeping of content nodes counts them. */
  nodeTypes: string[];
  /**
   * Filesystem sources (gatsby-config.ts), from the validated site config. `missing`: the problem
   * when the path does not exist, naming the site config field (a source without it is optional).
   */
  sources?: (config: SiteConfig) => { name: string; path: string; missing?: string }[];
  /** GraphQL SDL of its node types. */
  typeDefs?: string;
  /** Fields computed when queried, in createResolvers' shape. */
  resolvers?: (args: CreateResolversArgs) => Record<string, Record<string, unknown>>;
  /** Validates its files and makes its nodes; problems go to src/node/content/problems.ts. */
  onCreateNode?: (args: CreateNodeArgs, make: MakeNode) => void;
  /** Problems between its nodes and others' (a link to an unknown doc), as lines that name the file. */
  betweenFiles?: (getNodesByType: NodesByType, options: { earlierProblems: boolean }) => string[];
  createPages?: (args: CreatePagesArgs) => Promise<void>;
  /** Built pages its outputs read, as URL paths of public/ files. */
  builtPages?: (getNodesByType: NodesByType) => string[];
  /** Each page's source file, by route, for the messages of the link check. */
  pageSources?: (getNodesByType: NodesByType) => [route: string, file: string][];
  /** Files written after the pages are built (feeds). */
  writeOutputs?: (context: OutputContext) => void;
  /** Its pages in the Markdown twins, and the llms.txt section that lists them. */
  twins?: (getNodesByType: NodesByType, config: SiteConfig) => { section: string; sources: TwinSource[] } | null;
};
