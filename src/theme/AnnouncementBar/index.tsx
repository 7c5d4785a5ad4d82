import React from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { useAnnouncementBar } from '../../hooks/useAnnouncementBar';
import * as styles from './styles.module.css';

export default function AnnouncementBar() {
  const { announcementBar } = useSiteConfig();
  const { dismissed, close } = useAnnouncementBar(announcementBar?.id, announcementBar?.isCloseable ?? false);
  if (!announcementBar || dismissed) return null;
  const { content, backgroundColor, textColor, isCloseable } = announcementBar;
  return (
    <div className={styles.bar} style={{ backgroundColor, color: textColor }} role="region" aria-label="Announcement" data-announcement-bar="">
      {/* Content is site configuration written by us, not user input. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: content }} />
      {isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label="Close" title="Close">
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true" focusable="false">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  );
}
