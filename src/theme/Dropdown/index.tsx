import React, { useEffect, useId, useRef, useState } from 'react';
import Link from '../Link';
import * as styles from './styles.module.css';

export type DropdownEntry = {
  key: string;
  label: string;
  to?: string;
  href?: string;
  active?: boolean;
  lang?: string;
  onSelect?: () => void;
};

type Props = {
  label: React.ReactNode;
  items: DropdownEntry[];
  /** Accessible name prefix, e.g. "Languages". */
  srPrefix?: string;
  align?: 'left' | 'right';
};

/**
 * Opens on Enter/Space/click or hover; closes on a click or touch outside, when focus
 * leaves it, or on Escape (focus returns to the button).
 */
export default function Dropdown({ label, items, srPrefix, align = 'left' }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // A pointer that opened the menu by hovering must not close it again with its click.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  return (
    // The button is the control; the wrapper only observes hover and focus leaving the whole dropdown.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className={`${styles.dropdown} ${open ? styles.open : ''}`}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {srPrefix && <span className="sr-only">{srPrefix}: </span>}
        {label}
        <svg className={styles.caret} viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
          <path d="M0 0l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <ul id={menuId} className={`${styles.menu} ${align === 'right' ? styles.alignRight : ''}`}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              href={item.href}
              lang={item.lang}
              className={`${styles.item} ${item.active ? styles.active : ''}`}
              aria-current={item.active ? 'true' : undefined}
              onClick={() => {
                item.onSelect?.();
                setOpen(false);
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
