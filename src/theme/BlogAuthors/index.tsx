import React from 'react';
import { graphql } from 'gatsby';
import type { AuthorRef } from '../../content-model/blog';
import Link from '../Link';
import * as styles from './styles.module.css';

/** An author's avatar (our own local image) or, without one, their initials. */
export function AuthorAvatar({ author, size }: { author: Pick<AuthorRef, 'name' | 'imageUrl'>; size: number }) {
  if (author.imageUrl) return <img className={styles.avatar} src={author.imageUrl} alt="" width={size} height={size} loading="lazy" />;
  const initials = author.name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  return (
    <span className={`${styles.avatar} ${styles.initials}`} style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}

/** The authors of a post, each with their avatar, linking to their page. */
export default function BlogAuthors({ authors }: { authors: AuthorRef[] }) {
  if (authors.length === 0) return null;
  return (
    <ul className={styles.authors} aria-label="Authors">
      {authors.map((author) => (
        <li key={author.key} className={styles.author}>
          <Link to={author.permalink} className={styles.link}>
            <AuthorAvatar author={author} size={40} />
            <span className={styles.name}>{author.name}</span>
          </Link>
          {author.title && <span className={styles.title}>{author.title}</span>}
        </li>
      ))}
    </ul>
  );
}

/** What an author byline, avatar or card shows (matches AuthorRef). */
export const authorRefFields = graphql`
  fragment AuthorRefFields on Author {
    key
    name
    title
    url
    imageUrl
    permalink: route
    socials {
      platform
      label
      url
    }
  }
`;
