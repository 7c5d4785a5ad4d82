import React from 'react';
import * as styles from './styles.module.css';

export const MAIN_CONTENT_ID = '__main';

/** First focusable element of every page: jumps past the navbar to the page content. */
export default function SkipToContent() {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
