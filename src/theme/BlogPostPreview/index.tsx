import React from 'react';
import { graphql } from 'gatsby';
import type { BlogPostPreview as Preview } from '../../content-model/blog';
import BlogPostHeader from '../BlogPostHeader';
import BlogTags from '../BlogTags';
import Link from '../Link';
import * as styles from './styles.module.css';

/** A post in a list: header, the excerpt (rendered at build time), tags and a link to the rest. */
export default function BlogPostPreview({ post }: { post: Preview }) {
  return (
    <article className={styles.preview}>
      <BlogPostHeader post={post} as="preview" />
      <div className={`markdown ${styles.excerpt}`} dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      <footer className={styles.footer}>
        <BlogTags tags={post.tags} />
        {post.truncated && (
          <Link to={post.permalink} className={styles.readMore}>
            Read more<span className="sr-only"> about {post.title}</span>
          </Link>
        )}
      </footer>
    </article>
  );
}

/**
 * Query results as the view type: BlogPostPreviewFields asks for exactly its fields (with
 * `permalink: route`); only GraphQL's readonly arrays and plain strings differ.
 */
export function asPreviews(nodes: readonly unknown[]): Preview[] {
  return nodes as Preview[];
}

export function BlogPostList({ posts }: { posts: Preview[] }) {
  if (posts.length === 0) return <p>No posts yet.</p>;
  return (
    <div className={styles.list}>
      {posts.map((post) => (
        <BlogPostPreview key={post.permalink} post={post} />
      ))}
    </div>
  );
}

/** A post in a list (matches BlogPostPreview): its summary and the rendered excerpt. */
export const blogPostPreviewFields = graphql`
  fragment BlogPostPreviewFields on BlogPost {
    ...BlogPostSummaryFields
    excerptHtml: excerpt
    truncated
  }
`;
