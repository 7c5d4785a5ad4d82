import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { isApplePlatform, isSlashOpen, isToggleShortcut, shortcutLabel } from '../../lib/search/shortcuts';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { usePageShell } from '../PageContext';
import type { SearchDialogProps } from '../SearchDialog';
import * as styles from './styles.module.css';

/**
 * Search, as the page carries it: the shortcuts and the buttons, and nothing of the engine. The
 * dialog (src/theme/SearchDialog) is its own chunk, loaded when the reader opens search or
 * shows intent (hovers or focuses a Search button); the dialog then loads Pagefind and the
 * index parts a query needs from /pagefind/.
 */

type SearchContextValue = { open: (opener?: HTMLElement | null) => void; preload: () => void; shortcut: string };

const SearchContext = createContext<SearchContextValue | null>(null);

let dialogModule: Promise<ComponentType<SearchDialogProps>> | null = null;
function loadDialog(): Promise<ComponentType<SearchDialogProps>> {
  dialogModule ??= import(/* webpackChunkName: "search-dialog" */ '../SearchDialog').then((m) => m.default);
  // A failed load (offline, a deploy in between) is tried again on the next open.
  dialogModule.catch(() => {
    dialogModule = null;
  });
  return dialogModule;
}

export function SearchProvider({ children }: { children: React.ReactNode }) {
  const { navbar, versions } = useSiteConfig();
  const { docsVersion } = usePageShell();
  const enabled = navbar.items.some((item) => item.type === 'search');
  const [isOpen, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [apple, setApple] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openRef = useRef(isOpen);
  openRef.current = isOpen;

  const preload = useCallback(() => {
    loadDialog().then(
      (component) => setDialog(() => component),
      () => setLoadError(true),
    );
  }, []);

  const open = useCallback(
    (from?: HTMLElement | null) => {
      opener.current = from ?? (document.activeElement as HTMLElement | null);
      setLoadError(false);
      setOpen(true);
      preload();
    },
    [preload],
  );

  const close = useCallback(() => {
    setOpen(false);
    const target = opener.current;
    opener.current = null;
    // Back to the button (or whatever had focus); if it has gone (the mobile menu closed), the page.
    window.requestAnimationFrame(() => {
      if (target?.isConnected && target.offsetParent !== null) target.focus();
    });
  }, []);

  useEffect(() => {
    setApple(isApplePlatform(navigator.platform || navigator.userAgent));
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isToggleShortcut(event)) {
        event.preventDefault();
        if (openRef.current) close();
        else open();
      } else if (!openRef.current && isSlashOpen(event)) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, open, close]);

  const value = useMemo(() => ({ open, preload, shortcut: shortcutLabel(apple) }), [open, preload, apple]);
  const version = docsVersion ?? versions[0].name;

  return (
    <SearchContext.Provider value={value}>
      {children}
      {isOpen && Dialog && <Dialog onClose={close} version={version} />}
      {isOpen && !Dialog && (
        <div role="status" className={styles.loading}>
          {loadError ? 'Search could not be loaded. Check your connection and try again.' : 'Loading search…'}
        </div>
      )}
    </SearchContext.Provider>
  );
}

/** The "Search" button of the navbar (desktop) and of the mobile menu. */
export function SearchButton({ variant, onNavigate }: { variant: 'desktop' | 'mobile'; onNavigate?: () => void }) {
  const search = useContext(SearchContext);
  if (!search) return null;
  return (
    <button
      type="button"
      className={`${styles.button} ${variant === 'mobile' ? styles.mobile : ''}`}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onMouseEnter={search.preload}
      onFocus={search.preload}
      onClick={(event) => {
        const button = event.currentTarget;
        // From the mobile menu: the menu closes first (it is a modal dialog too, so its toggle
        // cannot take focus yet) and focus goes to the toggle when search closes.
        if (onNavigate) {
          onNavigate();
          search.open(document.querySelector<HTMLElement>('nav[aria-label="Main"] button[aria-label="Toggle navigation bar"]'));
        } else search.open(button);
      }}
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8.5 14.5a6 6 0 1 1 0-12 6 6 0 0 1 0 12ZM13 13l5 5" />
      </svg>
      <span>Search</span>
      <kbd className={styles.kbd} aria-hidden="true">
        {search.shortcut}
      </kbd>
    </button>
  );
}
