import React, { useEffect, useId, useState } from 'react';
import { createStorageSlot } from '../../hooks/storage';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import Link from '../Link';
import * as styles from './styles.module.css';

type Answer = 'yes' | 'no';
const slotFor = (route: string) => createStorageSlot(`page-feedback:${route}`);

/** A new issue in the site's repository, filled in with the page and the answer, for the reader to complete. */
export function feedbackIssueUrl(repository: string, page: { title: string; url: string; version: string }, answer: Answer): string {
  const body = [
    `Page: ${page.url}`,
    `Docs version: ${page.version}`,
    `Was this page helpful? ${answer === 'yes' ? 'Yes' : 'No'}`,
    '',
    answer === 'yes' ? 'What helped, and what could still be better:' : 'What was missing or wrong:',
    '',
  ].join('\n');
  return `${repository.replace(/\/+$/, '')}/issues/new?${new URLSearchParams({ title: `Docs feedback: ${page.title}`, body })}`;
}

/**
 * "Was this page helpful?" at the end of a doc. Nothing is sent anywhere: the answer is kept in
 * this browser for this page (through the site's storage helper), and both answers offer a link
 * that opens a new issue in the site's repository, filled in with the page, for the reader to
 * complete and send if they choose. The reply line has its room from the start, so answering (or
 * a remembered answer shown after load) shifts nothing.
 */
export default function PageFeedback({ title, route, version }: { title: string; route: string; version: string }) {
  const { url, repository } = useSiteConfig();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const labelId = useId();
  useEffect(() => {
    const kept = slotFor(route).get();
    setAnswer(kept === 'yes' || kept === 'no' ? kept : null);
  }, [route]);
  const choose = (value: Answer) => {
    setAnswer(value);
    slotFor(route).set(value);
  };
  const issue = answer && repository ? feedbackIssueUrl(repository.url, { title, url: `${url}${route}`, version }, answer) : null;
  return (
    <section className={styles.feedback} aria-labelledby={labelId} data-page-feedback="">
      <div className={styles.question}>
        {/* Not a heading: the page's headings are its content's (the TOC, the edge site's count of them). */}
        <p id={labelId} className={styles.title}>
          Was this page helpful?
        </p>
        <div className={styles.buttons}>
          {(['yes', 'no'] as const).map((value) => (
            <button key={value} type="button" className={styles.button} aria-pressed={answer === value} onClick={() => choose(value)}>
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.reply} aria-live="polite">
        {answer && (
          <>
            {answer === 'yes' ? 'Thanks! Anything to add? ' : 'Thanks. What was missing? '}
            {issue && <Link href={issue}>Tell us in a new issue</Link>}
          </>
        )}
      </p>
    </section>
  );
}
