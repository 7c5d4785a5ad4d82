import { z } from 'zod';

/** Frontmatter of a doc (content/docs/**.mdx). Unknown keys are errors: a typo must not pass silently. */
export const DocFrontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1).optional(),
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().optional(),
    tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'tags are lowercase words joined by dashes')).default([]),
    draft: z.boolean().default(false),
    toc_min_heading_level: z.number().int().min(2).max(6).default(2),
    toc_max_heading_level: z.number().int().min(2).max(6).default(3),
    hide_table_of_contents: z.boolean().default(false),
    keywords: z.array(z.string()).default([]),
    image: z.string().optional(),
    slug: z.string().regex(/^[a-z0-9][a-z0-9/_-]*$/, 'a slug is a path such as "guides/setup"').optional(),
  })
  .strict()
  .refine((fm) => fm.toc_min_heading_level <= fm.toc_max_heading_level, {
    message: 'toc_min_heading_level must not be greater than toc_max_heading_level',
    path: ['toc_min_heading_level'],
  });

export type DocFrontmatter = z.infer<typeof DocFrontmatterSchema>;

/** What the build knows about a doc before rendering it. */
export type DocMeta = {
  id: string;
  version: string;
  route: string;
  /** Path relative to the repository root, for errors and "Edit this page". */
  sourcePath: string;
  absolutePath: string;
  frontmatter: DocFrontmatter;
};

/**
 * GraphQL: a Doc is a child of its Mdx node, created in src/node/on-create-node.ts from the
 * validated frontmatter. Fields below "resolved" depend on other nodes (sidebars, other
 * versions, the site config) and are computed when queried (src/node/resolvers.ts).
 */
export const docTypeDefs = `
  type Doc implements Node @dontInfer {
    "The path below the version's docs folder without extension: runbooks/sysmonvm-e2e."
    docId: String!
    version: String!
    route: String!
    title: String!
    description: String
    sidebarLabel: String
    sidebarPosition: Float
    tags: [String!]!
    keywords: [String!]!
    image: String
    slug: String
    draft: Boolean!
    tocMinLevel: Int!
    tocMaxLevel: Int!
    hideTableOfContents: Boolean!
    "Relative to the repository root."
    sourcePath: String!
    "Last commit date of the file (its modification time when uncommitted)."
    lastUpdated: Date! @dateformat
    mdx: Mdx! @link
    # resolved
    versionLabel: String!
    editUrl: String!
    sidebar: Sidebar
    breadcrumbs: [DocLink!]!
    previous: DocLink
    next: DocLink
    versionRoutes: [VersionRoute!]!
  }
  type DocLink { label: String! href: String }
`;
