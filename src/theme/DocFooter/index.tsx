import React from 'react';
import Link from '../Link';
import * as styles from './styles.module.css';

/**
 * `lastUpdatedText` comes formatted from the page query: formatting in the browser loads Intl's
 * locale data during hydration, the longest single call on a doc page's load (about 70 ms on a
 * 4× slowed CPU).
 */
export default function DocFooter({ editUrl, lastUpdated, lastUpdatedText }: { editUrl: string; lastUpdated: string; lastUpdatedText: string }) {
  return (
    <div className={styles.footer}>
      <Link href={editUrl} className={styles.edit}>
        Edit this page
      </Link>
      <span className={styles.updated}>
        Last updated on{' '}
        <time dateTime={lastUpdated}>{lastUpdatedText}</time>
      </span>
    </div>
  );
}
