import React, { useEffect, useRef, useState } from 'react';
import { withPrefix } from 'gatsby';
import { copyText } from '../CodeCopyButtons';
import * as styles from './styles.module.css';

/** The Markdown twin of a page (written by the build, src/node/markdown): its route plus `.md`. */
export const twinUrl = (route: string) => withPrefix(`${route.replace(/\/+$/, '') || '/index'}.md`);

/**
 * Fetches the twin and puts it on the clipboard. The text is handed to the clipboard as a
 * pending ClipboardItem, so the write starts inside the click: Safari refuses a write made
 * after an await. Without ClipboardItem, the text is written once it has arrived.
 */
async function copyTwin(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      return;
    } catch (error) {
      // The fetch failed: nothing to copy. Otherwise the browser refused this form; try the plain one.
      await text;
      if (!(error instanceof DOMException)) throw error;
    }
  }
  await copyText(await text);
}

type Status = 'idle' | 'copied' | 'failed';
const MESSAGES: Record<Status, string> = {
  idle: '',
  copied: 'Copied the page to the clipboard as Markdown',
  failed: 'Could not copy the page; use View as Markdown instead',
};

/**
 * "Copy page" (the page's Markdown twin onto the clipboard) and "View as Markdown", beside a
 * doc's or post's title. The result is said in a polite live region that is in the page from
 * the start, so screen readers announce it.
 */
export default function PageActions({ route }: { route: string }) {
  const url = twinUrl(route);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onCopy = async () => {
    let next: Status = 'copied';
    try {
      await copyTwin(url);
    } catch (error) {
      console.info('Copy page:', error);
      next = 'failed';
    }
    setStatus(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus('idle'), 4000);
  };

  return (
    // Not page text: left out of the search index (src/node/output/search).
    <div className={styles.actions} data-pagefind-ignore="all">
      <button type="button" className={styles.button} onClick={onCopy} data-status={status}>
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.button} href={url} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className="sr-only">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
