import React from 'react';
import { graphql } from 'gatsby';
import type { BlogPostSummary } from '../../content-model/blog';
import BlogAuthors from '../BlogAuthors';
import Link from '../Link';
import * as styles from './styles.module.css';

type Props = {
  post: BlogPostSummary;
  /** On the post's own page the title is the page's h1; in a list it is an h2 linking to the post. */
  as: 'page' | 'preview';
};

export default function BlogPostHeader({ post, as }: Props) {
  return (
    <header className={styles.header}>
      {as === 'page' ? (
        <h1 className={styles.title} itemProp="headline">
          {post.title}
        </h1>
      ) : (
        <h2 className={`${styles.title} ${styles.previewTitle}`} itemProp="headline">
          <Link to={post.permalink} itemProp="url">
            {post.title}
          </Link>
        </h2>
      )}
      <div className={styles.meta}>
        <time dateTime={post.date} itemProp="datePublished">
          {post.formattedDate}
        </time>
        <span aria-hidden="true"> · </span>
        <span>{post.readingTime} min read</span>
      </div>
      <BlogAuthors authors={post.authors} />
    </header>
  );
}

/** What a post's header shows (matches BlogPostSummary). */
export const blogPostSummaryFields = graphql`
  fragment BlogPostSummaryFields on BlogPost {
    title
    permalink: route
    description
    date
    formattedDate
    readingTime
    authors {
      ...AuthorRefFields
    }
    tags {
      ...TagRefFields
    }
  }
`;
