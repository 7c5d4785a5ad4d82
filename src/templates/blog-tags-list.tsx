import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import BlogLayout from '../theme/BlogLayout';
import Link from '../theme/Link';
import Seo from '../theme/Seo';
import * as styles from './blog.module.css';

export const query = graphql`
  query BlogTagsListPage {
    # Sorted, so page-data is the same whatever order a warm build keeps the nodes in (the page orders them itself).
    allTag(sort: { key: ASC }) {
      nodes {
        key
        label
        route
        posts {
          id
        }
      }
    }
  }
`;

/** /blog/tags: every tag in use, with its number of posts. */
export default function BlogTagsListPage({ data, location }: PageProps<Queries.BlogTagsListPageQuery>) {
  const tags = data.allTag.nodes
    .filter((tag) => tag.posts.length > 0)
    .map((tag) => ({ key: tag.key, label: tag.label, permalink: tag.route, count: tag.posts.length }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
  return (
    <BlogLayout activePath={location.pathname}>
      <Seo title="Tags" description="Every topic of the blog, with its number of posts." pageType="blog-tags-list-page" path={location.pathname} />
      <header className={styles.pageHeader}>
        <h1>Tags</h1>
      </header>
      <ul className={styles.tagCloud}>
        {tags.map((tag) => (
          <li key={tag.key}>
            <Link to={tag.permalink} className={styles.tagLink}>
              {tag.label}
              <span className={styles.count}>
                {tag.count}
                <span className="sr-only"> {tag.count === 1 ? 'post' : 'posts'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
