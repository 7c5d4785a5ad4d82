import { useCallback, useEffect, useState } from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '../lib/constants';
import { createStorageSlot } from './storage';

/**
 * Dismissal is remembered together with the bar's id: publishing a bar with a new
 * id shows it again to everyone who dismissed the previous one.
 */
export function readAnnouncementDismissed(id: string): boolean {
  const idSlot = createStorageSlot(ANNOUNCEMENT_ID_KEY);
  const dismissSlot = createStorageSlot(ANNOUNCEMENT_DISMISS_KEY);
  if (idSlot.get() !== id) {
    idSlot.set(id);
    dismissSlot.del();
    return false;
  }
  return dismissSlot.get() === 'true';
}

export function useAnnouncementBar(id: string | undefined, closeable: boolean) {
  // Server and first render: visible; the pre-paint script hides a bar already dismissed.
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!id) return;
    setDismissed(closeable && readAnnouncementDismissed(id));
  }, [id, closeable]);

  const close = useCallback(() => {
    createStorageSlot(ANNOUNCEMENT_DISMISS_KEY).set('true');
    document.documentElement.removeAttribute('data-announcement-dismissed');
    setDismissed(true);
  }, []);

  return { dismissed, close };
}
