import React from 'react';
import type { PageProps } from 'gatsby';
import type { BlogTagsListPageContext } from '../content-model/blog';
import BlogLayout from '../theme/BlogLayout';
import Link from '../theme/Link';
import Seo from '../theme/Seo';
import * as styles from './blog.module.css';

/** /blog/tags: every tag in use, with its number of posts. */
export default function BlogTagsListPage({ pageContext, location }: PageProps<object, BlogTagsListPageContext>) {
  return (
    <BlogLayout sidebar={pageContext.sidebar} activePath={location.pathname}>
      <Seo title="Tags" description="Every topic of the blog, with its number of posts." pageType="blog-tags-list-page" path={location.pathname} />
      <header className={styles.pageHeader}>
        <h1>Tags</h1>
      </header>
      <ul className={styles.tagCloud}>
        {pageContext.tags.map((tag) => (
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
