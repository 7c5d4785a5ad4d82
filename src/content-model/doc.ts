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

export const docTypeDefs = `
  type Sidebar implements Node @dontInfer {
    sidebarId: String!
    version: String!
    data: JSON!
  }
`;
