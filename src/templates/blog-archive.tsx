import React from 'react';
import type { PageProps } from 'gatsby';
import type { BlogArchivePageContext } from '../content-model/blog';
import BlogLayout from '../theme/BlogLayout';
import Link from '../theme/Link';
import Seo from '../theme/Seo';
import * as styles from './blog.module.css';

/** /blog/archive: every post, grouped by year. */
export default function BlogArchivePage({ pageContext, location }: PageProps<object, BlogArchivePageContext>) {
  return (
    <BlogLayout sidebar={pageContext.sidebar} activePath={location.pathname}>
      <Seo title="Archive" description="Every post of the blog, grouped by year." pageType="blog-archive-page" path={location.pathname} />
      <header className={styles.pageHeader}>
        <h1>Archive</h1>
        <p>Every post of the blog, newest first.</p>
      </header>
      {pageContext.years.map((year) => (
        <section key={year.year} className={styles.archiveYear} aria-labelledby={`archive-${year.year}`}>
          <h2 id={`archive-${year.year}`}>{year.year}</h2>
          <ul className={styles.archiveList}>
            {year.posts.map((post) => (
              <li key={post.permalink}>
                <time dateTime={post.date}>{post.formattedDate}</time>
                <Link to={post.permalink}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
