import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { BlogListPageContext } from '../content-model/blog';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { blogRoutes } from '../lib/blog-routes';
import BlogLayout from '../theme/BlogLayout';
import Paginator from '../theme/Paginator';
import { BlogPostList, asPreviews } from '../theme/BlogPostPreview';
import Link from '../theme/Link';
import Seo from '../theme/Seo';
import * as styles from './blog.module.css';

export const query = graphql`
  query BlogListPage($limit: Int!, $skip: Int!) {
    allBlogPost(sort: [{ date: DESC }, { sourcePath: DESC }], limit: $limit, skip: $skip) {
      nodes {
        ...BlogPostPreviewFields
      }
    }
  }
`;

/** /blog and /blog/page/<n>: every post, newest first, as excerpts. */
export default function BlogListPage({ data, pageContext, location }: PageProps<Queries.BlogListPageQuery, BlogListPageContext>) {
  const { pagination } = pageContext;
  const site = useSiteConfig();
  const { title, description } = site.blog;
  const routes = blogRoutes(site.blog.routeBasePath);
  const pageLabel = pagination.page > 1 ? `, page ${pagination.page} of ${pagination.totalPages}` : '';
  return (
    <BlogLayout activePath={location.pathname}>
      <Seo title={`${title}${pageLabel}`} description={description} pageType="blog-list-page" path={location.pathname} />
      <header className={styles.pageHeader}>
        <h1>
          {title}
          {pageLabel && <span className={styles.pageNumber}>{pageLabel.replace(/^, /, ' · ')}</span>}
        </h1>
        <p>{description}</p>
        <nav aria-label="Blog sections">
          <ul className={styles.sections}>
            <li>
              <Link to={routes.archive}>Archive</Link>
            </li>
            <li>
              <Link to={routes.tags}>Tags</Link>
            </li>
            <li>
              <Link to={routes.authors}>Authors</Link>
            </li>
            <li>
              {/* A file, not a page: a plain link, which the router does not try to prefetch. */}
              <a href={routes.feeds.rss}>RSS feed</a>
            </li>
          </ul>
        </nav>
      </header>
      <BlogPostList posts={asPreviews(data.allBlogPost.nodes)} />
      <Paginator
        label="Blog list page navigation"
        previous={pagination.previous ? { href: pagination.previous, label: 'Newer entries' } : null}
        next={pagination.next ? { href: pagination.next, label: 'Older entries' } : null}
      />
    </BlogLayout>
  );
}
