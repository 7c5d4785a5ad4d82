import React, { useEffect, useRef, useState } from 'react';
import type { ResolvedNavbarItem } from '../../content-model/resolved-site';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { keepTabInside } from '../../hooks/focus-trap';
import ColorModeToggle from '../ColorModeToggle';
import Logo from '../Logo';
import NavbarItem from '../NavbarItem';
import { usePageShell } from '../PageContext';
import * as styles from './styles.module.css';

type Props = { open: boolean; onClose: () => void; items: ResolvedNavbarItem[] };

/**
 * The slide-out menu below 997 px. A modal <dialog> gives what the menu needs from
 * the platform: focus stays inside, Escape closes, the page behind is inert.
 * The primary panel lists the navbar items; the secondary panel, shown first on
 * pages that have one, holds the page's own sidebar.
 */
export default function MobileMenu({ open, onClose, items }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { secondaryMenu } = usePageShell();
  const { colorMode } = useSiteConfig();
  const [panel, setPanel] = useState<'primary' | 'secondary'>(secondaryMenu ? 'secondary' : 'primary');

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setPanel(secondaryMenu ? 'secondary' : 'primary');
      el.showModal();
      document.body.style.overflow = 'hidden';
    } else if (!open && el.open) {
      el.close();
    }
    if (!open) document.body.style.overflow = '';
    return () => {
      document.body.style.overflow = '';
    };
  }, [open, secondaryMenu]);

  const visiblePanel = secondaryMenu ? panel : 'primary';

  return (
    // A modal dialog is interactive: Tab wrapping and backdrop clicks belong to it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.menu}
      aria-label="Navigation bar"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        keepTabInside(event, dialog.current, 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])');
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside the panel) closes it, and so
        // does following a link: the docs sidebar is a Slice, which cannot be handed a callback.
        if (event.target === dialog.current || (event.target as Element).closest?.('a[href]')) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <Logo onNavigate={onClose} />
          {!colorMode.disableSwitch && <ColorModeToggle />}
          <button type="button" className={styles.close} aria-label="Close navigation bar" onClick={onClose}>
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true" focusable="false">
              <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
            </svg>
          </button>
        </div>
        {visiblePanel === 'primary' ? (
          <div className={styles.items}>
            <ul className={styles.list}>
              {items.map((item, index) => (
                <li key={index}>
                  <NavbarItem item={item} variant="mobile" onNavigate={onClose} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className={styles.items}>
            <button type="button" className={styles.back} onClick={() => setPanel('primary')}>
              ← Back to main menu
            </button>
            {secondaryMenu?.(onClose)}
          </div>
        )}
      </div>
    </dialog>
  );
}
