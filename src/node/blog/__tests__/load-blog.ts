import fs from 'fs';
import path from 'path';
import type { BlogPostMeta, ResolvedAuthor, ResolvedTag } from '../../../content-model/blog';
import type { BlogConfig } from '../../../content-model/site';
import { ValidationError } from '../../../lib/validation-error';
import { checkReferences, loadAuthors, loadTags } from '../authors-tags';
import { compareNewestFirst, duplicatePermalinks, loadPost } from '../load-posts';
import { TRUNCATE_MARKER } from '../truncate';

/*
 * A whole blog folder read from disk with the build's per-file loaders, for the tests of those
 * loaders. The build itself never reads a folder like this: each file becomes its nodes in
 * onCreateNode, and createPages checks what lies between files (src/node/content/between-files.ts).
 */

/**
 * A post is a Markdown or MDX file anywhere below the blog folder: a file
 * (2025-03-24-my-post.mdx) or a folder with its images (2025-03-24-my-post/index.mdx).
 * Names starting with "_" are not posts (partials, drafts kept aside).
 */
function findPostFiles(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
      const full = path.join(root, entry.name);
      if (entry.isDirectory()) return findPostFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}


/** Every post of the blog folder, validated; problems of all files are collected, not just the first. */
function loadPosts(root: string, routeBase: string): { posts: BlogPostMeta[]; problems: string[] } {
  const problems: string[] = [];
  const posts: BlogPostMeta[] = [];
  for (const file of findPostFiles(root)) {
    const result = loadPost(file, root, routeBase);
    problems.push(...result.problems);
    if (result.post) posts.push(result.post);
  }
  problems.push(...duplicatePermalinks(posts));
  return { posts: posts.sort(compareNewestFirst), problems };
}

/** The validated blog: posts newest first. */
type BlogModel = {
  posts: BlogPostMeta[];
  authors: Map<string, ResolvedAuthor>;
  tags: Map<string, ResolvedTag>;
  /** Not errors, but worth a line in the build output. */
  warnings: string[];
};

/**
 * The blog pipeline: load posts, authors and tags -> validate every reference -> drop
 * drafts (production) -> collect warnings. Every problem of every file is reported at once.
 */
export function loadBlog(config: BlogConfig, opts: { includeDrafts: boolean }): BlogModel {
  const root = path.resolve(config.path);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    throw new ValidationError(config.path, [`blog.path: the blog folder does not exist (set blog.path in the site config)`]);
  }
  const files = { authors: path.join(root, 'authors.yaml'), tags: path.join(root, 'tags.yaml') };
  const loaded = loadPosts(root, config.routeBasePath);
  const authors = loadAuthors(files.authors, config.routeBasePath);
  const tags = loadTags(files.tags, config.routeBasePath);
  const problems = [...loaded.problems, ...authors.problems, ...tags.problems];
  if (!authors.problems.length && !tags.problems.length) problems.push(...checkReferences(loaded.posts, authors.items, tags.items, files));
  if (problems.length) throw new ValidationError(config.path, problems);

  const posts = loaded.posts.filter((post) => opts.includeDrafts || !post.draft);
  const warnings = posts.flatMap((post) =>
    post.truncated ? [] : [`${post.sourcePath}: no truncate marker (${TRUNCATE_MARKER[post.format]}): list pages show the whole post`],
  );
  const rel = (file: string) => path.relative(process.cwd(), file).replace(/\\/g, '/');
  for (const key of tags.items.keys()) {
    if (!posts.some((p) => p.tags.includes(key))) warnings.push(`${rel(files.tags)}: tag "${key}" is used by no post, so it has no page`);
  }
  for (const key of authors.items.keys()) {
    if (!posts.some((p) => p.authors.includes(key))) warnings.push(`${rel(files.authors)}: author "${key}" has no post, so they have no page`);
  }
  return { posts, authors: authors.items, tags: tags.items, warnings };
}
