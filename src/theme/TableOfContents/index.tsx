import React, { useEffect, useState } from 'react';
import { flattenToc, type TocEntry } from '../../lib/toc';
import { visibleTarget } from '../Tabs/behaviour';
import * as styles from './styles.module.css';

/** The heading currently in view: the last one whose top has passed below the navbar. */
function useActiveHeading(entries: TocEntry[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const ids = flattenToc(entries).map((e) => e.id);
    if (ids.length === 0) return;
    const update = () => {
      const offset = (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) * 5;
      let current: string | null = null;
      for (const id of ids) {
        // A heading listed once for every panel of a tab set is where the chosen panel has it.
        const el = visibleTarget(id);
        if (el && el.getBoundingClientRect().top <= offset) current = id;
      }
      // At the very bottom the last heading may never reach the top: treat it as active.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1];
      setActive(current ?? ids[0]);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [entries]);
  return active;
}

function TocList({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={`${styles.link} ${entry.id === active ? styles.active : ''}`} aria-current={entry.id === active ? 'location' : undefined}>
            {entry.text}
          </a>
          {entry.children.length > 0 && <TocList entries={entry.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

export function TocDesktop({ entries }: { entries: TocEntry[] }) {
  const active = useActiveHeading(entries);
  if (entries.length === 0) return null;
  return (
    <nav aria-label="On this page" className={styles.desktop}>
      <p className={styles.heading}>On this page</p>
      <TocList entries={entries} active={active} />
    </nav>
  );
}

export function TocMobile({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className={styles.mobile} data-pagefind-ignore="all">
      <summary>On this page</summary>
      <nav aria-label="On this page (mobile)">
        <TocList entries={entries} active={null} />
      </nav>
    </details>
  );
}
