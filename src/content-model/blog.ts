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
    title: z.string().min(1),
    description: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9][a-z0-9/_-]*$/, 'a slug is lowercase words joined by dashes, such as "my-post"').optional(),
    date: DateString.optional(),
    authors: KeyList.default([]),
    tags: KeyList.default([]),
    image: LocalFile.optional(),
    draft: z.boolean().default(false),
    keywords: z.array(z.string().min(1)).default([]),
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
    name: z.string().min(1),
    title: z.string().min(1).optional(),
    url: z.string().url('must be an absolute URL such as https://example.com').optional(),
    image: LocalFile.optional(),
    page: z.object({ permalink: Permalink }).strict(),
    socials: z
      .object(Object.fromEntries(Object.keys(SOCIAL_PLATFORMS).map((k) => [k, SocialValue.optional()])) as Record<SocialPlatform, z.ZodOptional<typeof SocialValue>>)
      .strict()
      .default({}),
  })
  .strict();

export const TagSchema = z
  .object({
    label: z.string().min(1),
    permalink: Permalink,
    description: z.string().min(1),
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

/** The validated blog: posts newest first. */
export type BlogModel = {
  posts: BlogPostMeta[];
  authors: Map<string, ResolvedAuthor>;
  tags: Map<string, ResolvedTag>;
  /** Not errors, but worth a line in the build output. */
  warnings: string[];
};

/* ------------------------------------------------------------------------------------ */
/* Page contexts: computed at build time (src/node/blog/page-context.ts), read by templates. */

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

type BlogPageBase = { sidebar: BlogSidebarData };

export type BlogListPageContext = BlogPageBase & {
  title: string;
  description: string;
  posts: BlogPostPreview[];
  pagination: BlogPagination;
};

export type BlogPostPageContext = BlogPageBase & {
  /** The Mdx node, for the table of contents. */
  id: string;
  post: BlogPostSummary;
  keywords: string[];
  imageUrl: string | null;
  newer: PostLink | null;
  older: PostLink | null;
};

export type BlogTagsListPageContext = BlogPageBase & { tags: (TagRef & { count: number })[] };

export type BlogTagPageContext = BlogPageBase & {
  tag: TagRef & { description: string; count: number };
  allTagsPath: string;
  posts: BlogPostPreview[];
  pagination: BlogPagination;
};

export type BlogAuthorsListPageContext = BlogPageBase & { authors: (AuthorRef & { count: number })[] };

export type BlogAuthorPageContext = BlogPageBase & {
  author: AuthorRef & { count: number };
  posts: BlogPostPreview[];
  pagination: BlogPagination;
};

export type BlogArchivePageContext = BlogPageBase & {
  years: { year: string; posts: (PostLink & { date: string; formattedDate: string })[] }[];
};
