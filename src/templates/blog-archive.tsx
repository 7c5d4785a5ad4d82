import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { groupByYear } from '../lib/group-by-year';
import BlogLayout from '../theme/BlogLayout';
import Link from '../theme/Link';
import Seo from '../theme/Seo';
import * as styles from './blog.module.css';

export const query = graphql`
  query BlogArchivePage {
    allBlogPost(sort: [{ date: DESC }, { sourcePath: DESC }]) {
      nodes {
        title
        route
        date
        formattedDate
      }
    }
  }
`;

/** /blog/archive: every post, grouped by year. */
export default function BlogArchivePage({ data, location }: PageProps<Queries.BlogArchivePageQuery>) {
  return (
    <BlogLayout activePath={location.pathname}>
      <Seo title="Archive" description="Every post of the blog, grouped by year." pageType="blog-archive-page" path={location.pathname} />
      <header className={styles.pageHeader}>
        <h1>Archive</h1>
        <p>Every post of the blog, newest first.</p>
      </header>
      {groupByYear(data.allBlogPost.nodes).map((year) => (
        <section key={year.year} className={styles.archiveYear} aria-labelledby={`archive-${year.year}`}>
          <h2 id={`archive-${year.year}`}>{year.year}</h2>
          <ul className={styles.archiveList}>
            {year.items.map((post) => (
              <li key={post.route}>
                <time dateTime={post.date}>{post.formattedDate}</time>
                <Link to={post.route}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
