import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { isSearchEntry, SEARCH_HISTORY_FLAG } from '../../lib/search/history';
import { isApplePlatform, isSlashOpen, isToggleShortcut, shortcutLabel } from '../../lib/search/shortcuts';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { usePageShell } from '../PageContext';
import type { CloseReason, SearchDialogProps } from '../SearchDialog';
import * as styles from './styles.module.css';

/**
 * Search, as the page carries it: the shortcuts and the buttons, and nothing of the engine. The
 * dialog (src/theme/SearchDialog) is its own chunk, loaded when the reader opens search or
 * shows intent (hovers or focuses a Search button); the dialog then loads Pagefind and the
 * index parts a query needs from /pagefind/.
 */

type SearchContextValue = { enabled: boolean; open: (opener?: HTMLElement | null) => void; preload: () => void; shortcut: string };

/** The address of the page when the dialog pushed its history entry (the entry has the same). */
let entryHref: string | null = null;
/** The page entry's scroll restoration, set to manual while the dialog's entry is above it. */
let pageScrollRestoration: History['scrollRestoration'] | null = null;

/**
 * An entry of its own in the history: the back gesture (a phone's, or Back) closes the dialog and
 * stays on the page. Going back to the page's entry must not move the page: the browser would restore
 * the scroll position it saved for an address with an #anchor (the anchor's), so the page's entry is
 * set to manual restoration until the dialog's entry is left.
 */
function pushHistoryEntry() {
  pageScrollRestoration ??= window.history.scrollRestoration;
  window.history.scrollRestoration = 'manual';
  window.history.pushState({ ...(window.history.state as object | null), [SEARCH_HISTORY_FLAG]: true }, '');
  entryHref = window.location.href;
}

/** Back on the page's entry: its own scroll restoration again. */
function restorePageEntry() {
  if (!pageScrollRestoration || isSearchEntry(window.history.state)) return;
  window.history.scrollRestoration = pageScrollRestoration;
  pageScrollRestoration = null;
}

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
  /** Set while the history.back() of a close is on its way: its popstate is ours, not the reader's. */
  const leavingEntry = useRef(false);

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
      // Reopened before the last close's history.back() landed: the entry is pushed once it has.
      if (!leavingEntry.current) pushHistoryEntry();
    },
    [preload],
  );

  const close = useCallback((reason: CloseReason | 'back' = 'dismiss') => {
    setOpen(false);
    // The result's page replaces the dialog's entry and takes the page's own scroll restoration (the
    // page's entry gets it back when the reader returns to it, in onPopState).
    if (reason === 'navigate' && pageScrollRestoration) window.history.scrollRestoration = pageScrollRestoration;
    // Closed by the reader: the dialog's history entry goes too, so that Back then leaves the page
    // as it would have before. (Opening a result replaces it instead; Back has already left it.)
    if (reason === 'dismiss' && isSearchEntry(window.history.state)) {
      leavingEntry.current = true;
      window.history.back();
    }
    const target = opener.current;
    opener.current = null;
    // Back to the button (or whatever had focus); if it has gone (the mobile menu closed), the page.
    window.requestAnimationFrame(() => {
      if (target?.isConnected && target.offsetParent !== null) target.focus({ preventScroll: true });
    });
  }, []);

  useEffect(() => {
    setApple(isApplePlatform(navigator.platform || navigator.userAgent));
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onPopState = (event: PopStateEvent) => {
      // Between the dialog's entry and the page's own (same address), Gatsby's router would take the
      // popstate for a navigation and scroll to the address's #anchor, away from where the reader
      // is. It does not see those: this listener, on capture, runs before its own.
      const ours = window.location.href === entryHref && (leavingEntry.current || openRef.current || isSearchEntry(event.state));
      if (ours) event.stopImmediatePropagation();
      // After the traversal: Chrome restores the scroll position once the popstate has run.
      if (!isSearchEntry(event.state)) window.setTimeout(restorePageEntry, 0);
      if (leavingEntry.current) {
        leavingEntry.current = false;
        if (openRef.current) pushHistoryEntry();
      } else if (openRef.current) close('back');
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, [enabled, close]);

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

  const value = useMemo(() => ({ enabled, open, preload, shortcut: shortcutLabel(apple) }), [enabled, open, preload, apple]);
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

const SearchIcon = ({ size }: { size: number }) => (
  <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" focusable="false">
    <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8.5 14.5a6 6 0 1 1 0-12 6 6 0 0 1 0 12ZM13 13l5 5" />
  </svg>
);

/**
 * The navbar's search icon below 997 px, where the labelled button is in the mobile menu: phones
 * have no Ctrl+K or `/`, and search should be one tap away. Named "Search" like the desktop button.
 */
export function SearchIconButton({ className }: { className?: string }) {
  const search = useContext(SearchContext);
  if (!search?.enabled) return null;
  return (
    <button
      type="button"
      className={`${styles.iconButton} mobile-only ${className ?? ''}`}
      aria-label="Search"
      aria-haspopup="dialog"
      onMouseEnter={search.preload}
      onFocus={search.preload}
      // A finger on the button (no hover on a phone) starts loading the dialog before the tap ends.
      onPointerDown={search.preload}
      onClick={(event) => search.open(event.currentTarget)}
    >
      <SearchIcon size={20} />
    </button>
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
      <SearchIcon size={16} />
      <span>Search</span>
      <kbd className={styles.kbd} aria-hidden="true">
        {search.shortcut}
      </kbd>
    </button>
  );
}
