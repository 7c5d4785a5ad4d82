import { z } from 'zod';

/**
 * The blog: posts (content/blog/**.md(x)), authors (authors.yaml) and tags (tags.yaml).
 * These schemas are the truth; the build validates every file against them before any
 * page is created, and the page-context types below are what the templates receive.
 */

/** Keys of authors and tags, as posts write them. */
export const BLOG_KEY = /^[a-z0-9][a-z0-9-]*$/;
const KEY_MESSAGE = 'use lowercase letters, digits and dashes';

/** A link into the site, relative to the blog's tags or authors route. */
const Permalink = z
  .string()
  .regex(/^\/[a-z0-9][a-z0-9/_-]*$/, 'a permalink is a path such as "/my-tag" (lowercase, starting with "/")')
  .refine((p) => !p.endsWith('/'), 'a permalink must not end with "/"');

/** The site makes no request to another origin: images are local files, never URLs. */
const LocalFile = z
  .string()
  .min(1)
  .refine((value) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value), {
    message: 'must be a local file (a path relative to this file), not a URL: the site loads nothing from other origins',
  });

/** "2025-03-24", or a full ISO 8601 date-time. */
const DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DateString = z
  .string()
  .regex(DATE, 'a date is written YYYY-MM-DD (or as an ISO 8601 date-time)')
  .refine((value) => !DATE.test(value) || isRealDate(value), 'not a real calendar date');

export function isRealDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && !Number.isNaN(Date.parse(value));
}

/** One key, or a list of keys (as in Docusaurus: `authors: team` or `authors: [team]`). */
const KeyList = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(z.string().regex(BLOG_KEY, KEY_MESSAGE)),
);

export const BlogPostFrontmatterSchema = z
  .object({
    title: z.string().min(1).describe("The post's title."),
    description: z.string().min(1).describe('One or two sentences: the summary in feeds, search engines and link previews.'),
    slug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9/_-]*$/, 'a slug is lowercase words joined by dashes, such as "my-post"')
      .optional()
      .describe('The route below the blog (/blog/<slug>); default: the file or folder name without its date. May not start with `page`, `tags`, `authors` or `archive`.'),
    date: DateString.optional().describe('YYYY-MM-DD or an ISO 8601 date-time; default: the date at the start of the file or folder name.'),
    authors: KeyList.default([]).describe('Keys of the blog\'s authors.yaml: one key or a list.'),
    tags: KeyList.default([]).describe('Keys of the blog\'s tags.yaml: one key or a list.'),
    image: LocalFile.optional().describe('A social-card image beside the post (a relative path, never a URL): `og:image`.'),
    draft: z.boolean().default(false).describe('A draft is built by `npm run develop` only, never by `npm run build`.'),
    keywords: z.array(z.string().min(1)).default([]).describe('Words for the page\'s `keywords` meta tag.'),
  })
  .strict();

export type BlogPostFrontmatter = z.infer<typeof BlogPostFrontmatterSchema>;

/** Social profiles: a handle (expanded to the platform's URL) or a full https URL. */
export const SOCIAL_PLATFORMS = {
  github: { label: 'GitHub', url: (handle: string) => `https://github.com/${handle}` },
  x: { label: 'X', url: (handle: string) => `https://x.com/${handle}` },
  linkedin: { label: 'LinkedIn', url: (handle: string) => `https://www.linkedin.com/in/${handle}/` },
  bluesky: { label: 'Bluesky', url: (handle: string) => `https://bsky.app/profile/${handle}` },
  stackoverflow: { label: 'Stack Overflow', url: (handle: string) => `https://stackoverflow.com/users/${handle}` },
} as const;
export type SocialPlatform = keyof typeof SOCIAL_PLATFORMS;

const SocialValue = z
  .string()
  .min(1)
  .refine((v) => /^https:\/\/\S+$/.test(v) || /^[A-Za-z0-9_.@-]+$/.test(v), 'a handle (such as "carverauto") or a full https:// URL');

export const AuthorSchema = z
  .object({
    name: z.string().min(1).describe("The author's name, as posts show it."),
    title: z.string().min(1).optional().describe('A role, such as "Maintainer", shown under the name.'),
    url: z.string().url('must be an absolute URL such as https://example.com').optional().describe('A personal page the name links to.'),
    image: LocalFile.optional().describe('An avatar file, relative to authors.yaml (never a URL).'),
    page: z
      .object({ permalink: Permalink.describe('The author page is `/blog/authors<permalink>`.') })
      .strict()
      .describe("The author's page, which lists their posts (an author without posts gets none)."),
    socials: z
      .object(
        Object.fromEntries(
          Object.keys(SOCIAL_PLATFORMS).map((k) => [k, SocialValue.optional().describe(`A handle on ${SOCIAL_PLATFORMS[k as SocialPlatform].label}, or an https:// URL.`)]),
        ) as Record<SocialPlatform, z.ZodOptional<typeof SocialValue>>,
      )
      .strict()
      .default({})
      .describe('Profiles linked beside the author: a handle (made into the platform\'s URL) or a full https:// URL.'),
  })
  .strict();

export const TagSchema = z
  .object({
    label: z.string().min(1).describe('The tag as readers see it.'),
    permalink: Permalink.describe('The tag page is `/blog/tags<permalink>` (a tag without posts gets none).'),
    description: z.string().min(1).describe("One sentence on the tag's page."),
  })
  .strict();

export type Author = z.infer<typeof AuthorSchema>;
export type Tag = z.infer<typeof TagSchema>;

/** What the build knows about a post before rendering it. */
export type BlogPostMeta = {
  slug: string;
  /** /blog/<slug> */
  permalink: string;
  title: string;
  description: string;
  /** ISO 8601 (UTC). */
  date: string;
  authors: string[];
  tags: string[];
  keywords: string[];
  draft: boolean;
  /** Absolute path of the social-card image, when the post has one. */
  imageFile: string | null;
  /** Relative to the repository root, for messages. */
  sourcePath: string;
  absolutePath: string;
  format: 'md' | 'mdx';
  /** The source without its frontmatter. */
  body: string;
  /** The part of the body shown on list pages (the whole body when there is no marker). */
  excerptSource: string;
  truncated: boolean;
  readingTime: number;
};

export type ResolvedAuthor = {
  key: string;
  name: string;
  title: string | null;
  url: string | null;
  /** Absolute path of the avatar file; published under imageUrl. */
  imageFile: string | null;
  imageUrl: string | null;
  /** /blog/authors/<permalink> */
  permalink: string;
  socials: SocialLink[];
};

export type ResolvedTag = { key: string; label: string; permalink: string; description: string };

/* ------------------------------------------------------------------------------------ */
/* What templates render, and the contexts of blog pages (src/node/blog/pages.ts). */

export type SocialLink = { platform: SocialPlatform; label: string; url: string };
export type AuthorRef = {
  key: string;
  name: string;
  title: string | null;
  url: string | null;
  imageUrl: string | null;
  permalink: string;
  socials: SocialLink[];
};
export type TagRef = { key: string; label: string; permalink: string };
export type PostLink = { title: string; permalink: string };

export type BlogPostSummary = PostLink & {
  description: string;
  date: string;
  /** Formatted at build time, so server and browser render the same text. */
  formattedDate: string;
  readingTime: number;
  authors: AuthorRef[];
  tags: TagRef[];
};

export type BlogPostPreview = BlogPostSummary & { excerptHtml: string; truncated: boolean };

export type BlogSidebarData = {
  title: string;
  groups: { year: string; posts: PostLink[] }[];
};

export type BlogPagination = {
  page: number;
  totalPages: number;
  /** Newer posts (a lower page number). */
  previous: string | null;
  /** Older posts. */
  next: string | null;
};

/** A paginated list page's context: what its query needs, and the links to its neighbours. */
export type BlogListPageContext = { limit: number; skip: number; pagination: BlogPagination };
/** A tag's or an author's list page: the key its query filters by. */
export type BlogKeyedListPageContext = BlogListPageContext & { key: string };
export type BlogPostPageContext = { id: string };

/**
 * GraphQL: a BlogPost is a child of its Mdx node; Author and Tag nodes are children of the
 * blog's authors.yaml and tags.yaml File nodes (src/node/on-create-node.ts). A post links its
 * authors and tags by key; the reverse lists and the rendered excerpt are resolved when
 * queried (src/node/resolvers.ts).
 */
export const blogTypeDefs = `
  type BlogPost implements Node @dontInfer {
    slug: String!
    "/blog/<slug>"
    route: String!
    title: String!
    description: String!
    date: Date! @dateformat
    authors: [Author!]! @link(by: "key")
    tags: [Tag!]! @link(by: "key")
    keywords: [String!]!
    draft: Boolean!
    "The social-card image's URL, when the post has one."
    image: String
    "Minutes, rounded up."
    readingTime: Int!
    "False when the post has no truncate marker (list pages show all of it)."
    truncated: Boolean!
    sourcePath: String!
    mdx: Mdx! @link
    # resolved
    "The date as printed on the site (UTC): November 23, 2026."
    formattedDate: String!
    "The part before the truncate marker, rendered to HTML with the site's MDX pipeline."
    excerpt: String!
    newer: BlogPostLink
    older: BlogPostLink
  }
  type BlogPostLink { title: String! route: String! }
  type SocialLink { platform: String! label: String! url: String! }
  type Author implements Node @dontInfer {
    key: String!
    name: String!
    title: String
    url: String
    imageUrl: String
    "/blog/authors/<permalink>"
    route: String!
    socials: [SocialLink!]!
    # resolved: newest first
    posts: [BlogPost!]!
  }
  type Tag implements Node @dontInfer {
    key: String!
    label: String!
    description: String!
    "/blog/tags/<permalink>"
    route: String!
    # resolved
    posts: [BlogPost!]!
    "Docs of the current version with this tag key in their frontmatter tags."
    docs: [Doc!]!
  }
`;
