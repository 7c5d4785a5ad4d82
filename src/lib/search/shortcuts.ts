/**
 * The search dialog's keyboard shortcuts. Ctrl+K and ⌘K both toggle it on every platform
 * (Starlight checks only metaKey, so its Ctrl+K does nothing on Linux and Windows); `/` opens it
 * unless the reader is typing in a field.
 */

type Key = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean };

export function isToggleShortcut(event: Key): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** The parts of an element the check reads (src/lib has no DOM types: it runs anywhere). */
type Target = { tagName?: unknown; isContentEditable?: boolean; type?: string };

/** Where `/` is a character to type, not a shortcut. */
export function isTextField(target: unknown): boolean {
  const el = target as Target | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = (el.type || 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

export function isSlashOpen(event: Key & { target: unknown }): boolean {
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target);
}

/** ⌘ on Apple platforms, Ctrl elsewhere: only what the button shows, both work everywhere. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export const shortcutLabel = (apple: boolean) => (apple ? '⌘K' : 'Ctrl K');
