import fs from 'fs';
import path from 'path';
import { BlogPostFrontmatterSchema, isRealDate, type BlogPostMeta } from '../../content-model/blog';
import { blogRoutes, RESERVED_BLOG_SEGMENTS } from '../../lib/blog-routes';
import { ValidationError, zodProblems } from '../../lib/validation-error';
import { imageFileProblem } from '../assets';
import { sourcePathOf } from '../content/sources';
import { readFrontmatter, stripFrontmatter } from '../frontmatter';
import { readingTime } from './reading-time';
import { splitAtTruncateMarker } from './truncate';

/** The name that gives a post its date and slug: the folder of an index file, else the file. */
export function postName(relativePath: string): string {
  const parts = relativePath.split(/[\\/]/);
  const file = parts[parts.length - 1].replace(/\.mdx?$/, '');
  return file === 'index' && parts.length > 1 ? parts[parts.length - 2] : file;
}

const DATED_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

export function parsePostName(name: string): { date: string | null; slug: string } {
  const match = DATED_NAME.exec(name);
  return match ? { date: match[1], slug: match[2] } : { date: null, slug: name };
}

const SLUG = /^[a-z0-9][a-z0-9/_-]*$/;

/** A date or date-time without a zone is UTC: the build machine's zone must not move a post. */
export function toIsoDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00.000Z`;
  const dateTime = value.replace(' ', 'T');
  return new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(dateTime) ? dateTime : `${dateTime}Z`).toISOString();
}

/** One post file: its problems, or what the build needs to know about it. */
export function loadPost(absolutePath: string, root: string, routeBase: string, source = fs.readFileSync(absolutePath, 'utf8')): { post?: BlogPostMeta; problems: string[] } {
  const sourcePath = sourcePathOf(absolutePath);
  let raw: Record<string, unknown>;
  try {
    raw = readFrontmatter(source, sourcePath);
  } catch (error) {
    if (error instanceof ValidationError) return { problems: error.problems.map((p) => `${sourcePath}: ${p}`) };
    throw error;
  }
  const parsed = BlogPostFrontmatterSchema.safeParse(raw);
  if (!parsed.success) return { problems: zodProblems(parsed.error).map((p) => `${sourcePath}: frontmatter ${p}`) };
  const fm = parsed.data;
  const problems: string[] = [];
  const fromName = parsePostName(postName(path.relative(root, absolutePath)));

  const date = fm.date ?? fromName.date;
  if (!fm.date && fromName.date && !isRealDate(fromName.date)) {
    problems.push(`${sourcePath}: file name: ${fromName.date} is not a real calendar date: fix the name or set "date: YYYY-MM-DD"`);
  } else if (!date) {
    problems.push(`${sourcePath}: frontmatter date: the post has no date: add "date: YYYY-MM-DD" or start its name with one (2025-03-24-${fromName.slug})`);
  }
  const slug = fm.slug ?? fromName.slug;
  if (!fm.slug && !SLUG.test(slug)) {
    problems.push(`${sourcePath}: frontmatter slug: "${slug}" (from the file name) is not a valid slug: rename the file or set "slug: my-post"`);
  }
  const firstSegment = slug.split('/')[0];
  if ((RESERVED_BLOG_SEGMENTS as readonly string[]).includes(firstSegment)) {
    problems.push(`${sourcePath}: frontmatter slug: "${slug}" would collide with the blog's own ${routeBase}/${firstSegment} pages: choose another slug`);
  }

  const imageFile = fm.image ? path.resolve(path.dirname(absolutePath), fm.image) : null;
  const imageProblem = imageFile && imageFileProblem(imageFile);
  if (imageProblem) problems.push(`${sourcePath}: frontmatter image: ${imageProblem}`);

  const format = absolutePath.endsWith('.mdx') ? 'mdx' : 'md';
  const body = stripFrontmatter(source);
  const truncation = splitAtTruncateMarker(body);
  if (problems.length || !date) return { problems };

  return {
    problems,
    post: {
      slug,
      permalink: blogRoutes(routeBase).post(slug),
      title: fm.title,
      description: fm.description,
      date: toIsoDate(date),
      authors: fm.authors,
      tags: fm.tags,
      keywords: fm.keywords,
      draft: fm.draft,
      imageFile,
      sourcePath,
      absolutePath,
      format,
      body,
      excerptSource: truncation.excerpt,
      truncated: truncation.truncated,
      readingTime: readingTime(body),
    },
  };
}

/** Newest first; posts of the same day in a stable order. */
export function compareNewestFirst(a: Pick<BlogPostMeta, 'date' | 'sourcePath'>, b: Pick<BlogPostMeta, 'date' | 'sourcePath'>): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.sourcePath < b.sourcePath ? 1 : a.sourcePath > b.sourcePath ? -1 : 0;
}

/** Two posts on one permalink: Gatsby would silently keep one page. */
export function duplicatePermalinks(posts: Pick<BlogPostMeta, 'permalink' | 'sourcePath'>[]): string[] {
  const byPermalink = new Map<string, string>();
  return posts.flatMap((post) => {
    const other = byPermalink.get(post.permalink);
    if (other) return [`${post.sourcePath}: frontmatter slug: ${post.permalink} is also the permalink of ${other} (change one slug)`];
    byPermalink.set(post.permalink, post.sourcePath);
    return [];
  });
}

/** A post file below the blog folder: names starting with "_" or "." are not posts. */
export function isPostPath(relativePath: string): boolean {
  return /\.mdx?$/.test(relativePath) && !relativePath.split(/[\\/]/).some((part) => part.startsWith('_') || part.startsWith('.'));
}

