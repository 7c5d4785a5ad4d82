import React from 'react';
import Link from '../Link';
import * as styles from './styles.module.css';

export default function DocFooter({ editUrl, lastUpdated }: { editUrl: string; lastUpdated: string }) {
  const date = new Date(lastUpdated);
  return (
    <div className={styles.footer}>
      <Link href={editUrl} className={styles.edit}>
        Edit this page
      </Link>
      <span className={styles.updated}>
        Last updated on{' '}
        <time dateTime={lastUpdated}>{date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}</time>
      </span>
    </div>
  );
}
