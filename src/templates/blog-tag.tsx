import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { BlogKeyedListPageContext } from '../content-model/blog';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { blogRoutes } from '../lib/blog-routes';
import BlogLayout from '../theme/BlogLayout';
import Paginator from '../theme/Paginator';
import { BlogPostList, asPreviews } from '../theme/BlogPostPreview';
import Link from '../theme/Link';
import Seo from '../theme/Seo';
import * as styles from './blog.module.css';

export const query = graphql`
  query BlogTagPage($key: String!, $limit: Int!, $skip: Int!) {
    tag(key: { eq: $key }) {
      label
      description
    }
    allBlogPost(filter: { tags: { elemMatch: { key: { eq: $key } } } }, sort: [{ date: DESC }, { sourcePath: DESC }], limit: $limit, skip: $skip) {
      totalCount
      nodes {
        ...BlogPostPreviewFields
      }
    }
  }
`;

/** /blog/tags/<tag>: the posts with one tag. */
export default function BlogTagPage({ data, pageContext, location }: PageProps<Queries.BlogTagPageQuery, BlogKeyedListPageContext>) {
  const { pagination } = pageContext;
  const tag = data.tag!;
  const count = data.allBlogPost.totalCount;
  const allTagsPath = blogRoutes(useSiteConfig().blog.routeBasePath).tags;
  const pageLabel = pagination.page > 1 ? `, page ${pagination.page} of ${pagination.totalPages}` : '';
  return (
    <BlogLayout activePath={location.pathname}>
      <Seo title={`Posts tagged "${tag.label}"${pageLabel}`} description={tag.description} pageType="blog-tags-post-list-page" path={location.pathname} />
      <header className={styles.pageHeader}>
        <h1>
          {count} {count === 1 ? 'post' : 'posts'} tagged with &ldquo;{tag.label}&rdquo;
        </h1>
        <p>{tag.description}</p>
        <Link to={allTagsPath}>View all tags</Link>
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
