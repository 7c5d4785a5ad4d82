import type { Node } from 'gatsby';
import type { BlogPostMeta, ResolvedAuthor, ResolvedTag } from '../../content-model/blog';

/** The shapes of the blog's nodes (made in src/node/on-create-node.ts), for the modules that read them. */
export type BlogPostNode = Node &
  Pick<BlogPostMeta, 'slug' | 'title' | 'description' | 'date' | 'authors' | 'tags' | 'keywords' | 'draft' | 'readingTime' | 'truncated' | 'sourcePath' | 'absolutePath' | 'excerptSource' | 'imageFile' | 'format'> & { route: string; mdx: string };
export type AuthorNode = Node & Omit<ResolvedAuthor, 'permalink'> & { route: string };
export type TagNode = Node & Omit<ResolvedTag, 'permalink'> & { route: string };
