import type { KeyboardEvent } from 'react';

/**
 * Keeps Tab cycling inside a modal dialog: `showModal()` still lets Tab leave for the browser's
 * own UI. Call from the dialog's keydown handler; `selector` names what can take focus in it.
 */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement | null, selector: string): void {
  if (event.key !== 'Tab' || !container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(selector)].filter((el) => el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
