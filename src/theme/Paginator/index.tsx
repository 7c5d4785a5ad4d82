import React from 'react';
import Link from '../Link';
import * as styles from './styles.module.css';

export type PaginatorTarget = { href: string; label: string; sub?: string } | null;

type Props = {
  /** Names the navigation landmark ("Docs pages", "Blog list page navigation", …). */
  label: string;
  /** Left card, rel="prev": the previous doc, or the newer posts of a blog read from the top. */
  previous: PaginatorTarget;
  /** Right card, rel="next": the next doc, or the older posts. */
  next: PaginatorTarget;
};

/** The pair of previous/next cards under docs, blog lists and posts. */
export default function Paginator({ label, previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className={styles.paginator}>
      {previous ? (
        <Link to={previous.href} className={styles.card} rel="prev">
          {previous.sub && <span className={styles.sub}>{previous.sub}</span>}
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          {next.sub && <span className={styles.sub}>{next.sub}</span>}
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
