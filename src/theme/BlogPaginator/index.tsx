import React from 'react';
import Link from '../Link';
import * as styles from './styles.module.css';

type Target = { href: string; label: string; sub?: string } | null;

type Props = {
  /** Names the navigation landmark ("Blog list page navigation", "Blog post page navigation"). */
  label: string;
  newer: Target;
  older: Target;
};

/** Newer on the left, older on the right: the order of a blog read from the top. */
export default function BlogPaginator({ label, newer, older }: Props) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className={styles.paginator}>
      {newer ? (
        <Link to={newer.href} className={styles.card} rel="prev">
          {newer.sub && <span className={styles.sub}>{newer.sub}</span>}
          <span className={styles.label}>« {newer.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {older && (
        <Link to={older.href} className={`${styles.card} ${styles.older}`} rel="next">
          {older.sub && <span className={styles.sub}>{older.sub}</span>}
          <span className={styles.label}>{older.label} »</span>
        </Link>
      )}
    </nav>
  );
}
