import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { AuthorRef, BlogKeyedListPageContext } from '../content-model/blog';
import BlogLayout from '../theme/BlogLayout';
import Paginator from '../theme/Paginator';
import { BlogPostList, asPreviews } from '../theme/BlogPostPreview';
// Imported after the list components, as every blog template does: CSS is bundled in import order.
import { AuthorAvatar } from '../theme/BlogAuthors';
import Link from '../theme/Link';
import Seo from '../theme/Seo';
import * as styles from './blog.module.css';

export const query = graphql`
  query BlogAuthorPage($key: String!, $limit: Int!, $skip: Int!) {
    author(key: { eq: $key }) {
      ...AuthorRefFields
    }
    allBlogPost(filter: { authors: { elemMatch: { key: { eq: $key } } } }, sort: [{ date: DESC }, { sourcePath: DESC }], limit: $limit, skip: $skip) {
      totalCount
      nodes {
        ...BlogPostPreviewFields
      }
    }
  }
`;

/** An author's page: who they are and their posts. */
export default function BlogAuthorPage({ data, pageContext, location }: PageProps<Queries.BlogAuthorPageQuery, BlogKeyedListPageContext>) {
  const { pagination } = pageContext;
  // AuthorRefFields asks for exactly AuthorRef's fields.
  const author = { ...(data.author as unknown as AuthorRef), count: data.allBlogPost.totalCount };
  const posts = asPreviews(data.allBlogPost.nodes);
  const pageLabel = pagination.page > 1 ? `, page ${pagination.page} of ${pagination.totalPages}` : '';
  return (
    <BlogLayout activePath={location.pathname}>
      <Seo title={`${author.name} - Posts${pageLabel}`} description={`Posts by ${author.name}.`} pageType="blog-authors-posts-page" path={location.pathname} />
      <header className={`${styles.pageHeader} ${styles.authorHeader}`}>
        <AuthorAvatar author={author} size={96} />
        <div>
          <h1>{author.name}</h1>
          {author.title && <p className={styles.authorTitle}>{author.title}</p>}
          {(author.url || author.socials.length > 0) && (
            <ul className={styles.socials} aria-label={`${author.name} elsewhere`}>
              {author.url && (
                <li>
                  <Link href={author.url}>Website</Link>
                </li>
              )}
              {author.socials.map((social) => (
                <li key={social.platform}>
                  <Link href={social.url}>{social.label}</Link>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.authorCount}>
            {author.count} {author.count === 1 ? 'post' : 'posts'}
          </p>
        </div>
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
