import React from 'react';
import type { PageProps } from 'gatsby';
import type { BlogTagPageContext } from '../content-model/blog';
import BlogLayout from '../theme/BlogLayout';
import Paginator from '../theme/Paginator';
import { BlogPostList } from '../theme/BlogPostPreview';
import Link from '../theme/Link';
import Seo from '../theme/Seo';
import * as styles from './blog.module.css';

/** /blog/tags/<tag>: the posts with one tag. */
export default function BlogTagPage({ pageContext, location }: PageProps<object, BlogTagPageContext>) {
  const { tag, posts, pagination } = pageContext;
  const pageLabel = pagination.page > 1 ? `, page ${pagination.page} of ${pagination.totalPages}` : '';
  return (
    <BlogLayout sidebar={pageContext.sidebar} activePath={location.pathname}>
      <Seo title={`Posts tagged "${tag.label}"${pageLabel}`} description={tag.description} pageType="blog-tags-post-list-page" path={location.pathname} />
      <header className={styles.pageHeader}>
        <h1>
          {tag.count} {tag.count === 1 ? 'post' : 'posts'} tagged with &ldquo;{tag.label}&rdquo;
        </h1>
        <p>{tag.description}</p>
        <Link to={pageContext.allTagsPath}>View all tags</Link>
      </header>
      <BlogPostList posts={posts} />
      <Paginator
        label="Blog list page navigation"
        previous={pagination.previous ? { href: pagination.previous, label: 'Newer entries' } : null}
        next={pagination.next ? { href: pagination.next, label: 'Older entries' } : null}
      />
    </BlogLayout>
  );
}
