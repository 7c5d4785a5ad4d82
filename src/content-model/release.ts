import { z } from 'zod';

/**
 * Release notes: one Markdown file per release of ServiceRadar, content/releases/<version>.md.
 * The version is the file's name; the frontmatter says when and what, the body lists the changes.
 */

const ReleaseDate = z
  .string({ invalid_type_error: 'write the date in quotes or as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is written YYYY-MM-DD')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'not a real calendar date');

export const ReleaseFrontmatterSchema = z
  .object({
    date: ReleaseDate.optional().describe("The day the release was tagged (YYYY-MM-DD); leave it out for a release without a tag. Undated releases are listed but left out of the feeds."),
    summary: z.string().trim().min(1).max(200).describe('One sentence: the release list, link previews, search results and the feeds.'),
    docs: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9/_-]*$/, 'a doc id is its path under the docs folder without the extension, such as "proton" or "runbooks/sysmonvm-e2e"'))
      .default([])
      .describe('Ids of the docs (of the current version) whose subject the release changes; its page links to each.'),
  })
  .strict();

export type ReleaseFrontmatter = z.infer<typeof ReleaseFrontmatterSchema>;

/** The `releases` block of the site config: where the files live and where their pages go. */
export const ReleasesConfigSchema = z
  .object({
    path: z.string().min(1).default('content/releases').describe('The folder of the release files (`<version>.md`), relative to the repository root.'),
    routeBasePath: z
      .string()
      .regex(/^\/[^/]/, 'must be a path such as "/releases"')
      .refine((p) => !p.endsWith('/'), 'must be a path such as "/releases", without a trailing slash')
      .default('/releases')
      .describe('Where the release pages live: the list there, each release at `<routeBasePath>/<version>`, the feeds below it.'),
    title: z.string().min(1).default('Release notes').describe("The list's heading and the feeds' title."),
    description: z.string().min(1).default('What changed in each release.').describe("The list's meta description and the feeds' description."),
  })
  .strict();

export type ReleasesConfig = z.infer<typeof ReleasesConfigSchema>;

/**
 * GraphQL: a Release is a child of its Mdx node, made in src/node/releases from the validated
 * file. `docs` is resolved against the current version's docs when queried.
 */
export const releaseTypeDefs = `
  type SiteReleases { path: String! routeBasePath: String! title: String! description: String! }
  type Release implements Node @dontInfer {
    "The file's name: 1.0.53, 1.0.54-pre5."
    version: String!
    route: String!
    "ServiceRadar 1.0.53"
    title: String!
    "The day it was tagged; null for a release without a tag."
    date: Date @dateformat
    summary: String!
    prerelease: Boolean!
    "The stable release it leads to: 1.0.53 for 1.0.53-pre10 and for 1.0.53."
    line: String!
    "Ids of the docs it changes, as the file lists them."
    docIds: [String!]!
    "Relative to the repository root."
    sourcePath: String!
    mdx: Mdx! @link
    # resolved
    "The docs it changes, in the current version."
    docs: [Doc!]!
  }
`;
