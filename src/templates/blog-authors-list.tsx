import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { AuthorRef } from '../content-model/blog';
import BlogLayout from '../theme/BlogLayout';
// Imported after the list components, as every blog template does: CSS is bundled in import order.
import { AuthorAvatar } from '../theme/BlogAuthors';
import Link from '../theme/Link';
import Seo from '../theme/Seo';
import * as styles from './blog.module.css';

export const query = graphql`
  query BlogAuthorsListPage {
    allAuthor {
      nodes {
        ...AuthorRefFields
        posts {
          id
        }
      }
    }
  }
`;

/** /blog/authors: everyone who wrote for the blog. */
export default function BlogAuthorsListPage({ data, location }: PageProps<Queries.BlogAuthorsListPageQuery>) {
  // In the order of authors.yaml; AuthorRefFields asks for exactly AuthorRef's fields.
  const authors = data.allAuthor.nodes
    .filter((author) => author.posts.length > 0)
    .map(({ posts, ...author }) => ({ ...(author as unknown as AuthorRef), count: posts.length }));
  return (
    <BlogLayout activePath={location.pathname}>
      <Seo title="Authors" description="The people behind the posts of the blog." pageType="blog-authors-list-page" path={location.pathname} />
      <header className={styles.pageHeader}>
        <h1>Authors</h1>
      </header>
      <ul className={styles.authorCards}>
        {authors.map((author) => (
          <li key={author.key} className={styles.authorCard}>
            <AuthorAvatar author={author} size={64} />
            <div>
              <h2 className={styles.authorName}>
                <Link to={author.permalink}>{author.name}</Link>
              </h2>
              {author.title && <p className={styles.authorTitle}>{author.title}</p>}
              <p className={styles.authorCount}>
                {author.count} {author.count === 1 ? 'post' : 'posts'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
