import React from 'react';
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
