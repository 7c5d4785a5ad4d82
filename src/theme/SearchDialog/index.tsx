import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { navigate, withPrefix } from 'gatsby';
import { keepTabInside } from '../../hooks/focus-trap';
import { createStorageSlot, type StorageSlot } from '../../hooks/storage';
import { addRecent, parseRecent, RECENT_SEARCHES_KEY, type RecentSearch } from '../../lib/search/recent';
import { isSearchEntry } from '../../lib/search/history';
import { matchesQuery } from '../../lib/search/relevance';
import { excerptParts, groupResults, MAX_PAGES, MIN_QUERY, NO_RESULTS_HINT, rankByTitle, resultsMessage, type PagefindData, type SearchGroup } from '../../lib/search/results';
import * as styles from './styles.module.css';

/**
 * How the dialog closed: `navigate` when a result is opened in this tab (the dialog's history
 * entry is replaced by the result's page), otherwise by the reader (Escape, Close, a click outside).
 */
export type CloseReason = 'navigate' | 'dismiss';

export type SearchDialogProps = {
  onClose: (reason?: CloseReason) => void;
  /** The docs version being read: its docs are searched, with the blog and the API. */
  version: string;
};

type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    term: string,
    options: { filters: Record<string, unknown> },
    debounceMs: number,
  ) => Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>;
};

let engine: Promise<Pagefind> | null = null;

/**
 * Pagefind's search script, written by the build into /pagefind/ with the index: loaded from
 * there at run time, not bundled (webpackIgnore), so it always matches the index beside it.
 * It runs on the main thread (noWorker): one script instead of the same engine loaded twice.
 */
function loadEngine(): Promise<Pagefind> {
  engine ??= (import(/* webpackIgnore: true */ withPrefix('/pagefind/pagefind.js')) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ noWorker: true, excerptLength: 24, baseUrl: withPrefix('/') });
    await pagefind.init();
    return pagefind;
  });
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/** `gatsby develop` writes no index: there the dialog says so instead of failing. */
const IN_DEVELOP = process.env.NODE_ENV !== 'production';

type Option = { id: string; url: string; title: string; query?: string };

function Excerpt({ html }: { html: string }) {
  return (
    <span className={styles.excerpt}>
      {excerptParts(html).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
    </span>
  );
}

/**
 * The search dialog: a modal <dialog> (the page behind is inert), labelled, focus in the input,
 * Tab kept inside, Escape or a click outside closes it. The input is a combobox over a listbox
 * of results grouped by page; arrow keys move the active option, Enter opens it; a live region
 * says how many results there are.
 */
export default function SearchDialog({ onClose, version }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const storage = useRef<StorageSlot | null>(null);
  const titleId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<SearchGroup[] | null>(null);
  const [searched, setSearched] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    input.current?.focus();
    storage.current = createStorageSlot(RECENT_SEARCHES_KEY);
    setRecent(parseRecent(storage.current.get()));
    if (!IN_DEVELOP) loadEngine().catch((e: Error) => setError(`Search could not be loaded (${e.message}).`));
    return () => {
      if (el?.open) el.close();
    };
  }, []);

  useEffect(() => {
    const viewport = window.visualViewport;
    const el = dialog.current;
    if (!viewport || !el) return undefined;
    // A phone's on-screen keyboard covers the bottom of the layout viewport (100dvh) but shrinks the
    // visual one: the full-screen dialog ends above the keyboard, so every result can be scrolled to.
    // Not while pinch-zoomed, where the visual viewport is a small part of the page.
    const fit = () => {
      if (Math.abs(viewport.scale - 1) < 0.01) el.style.setProperty('--search-viewport-height', `${viewport.height}px`);
      else el.style.removeProperty('--search-viewport-height');
    };
    fit();
    viewport.addEventListener('resize', fit);
    return () => viewport.removeEventListener('resize', fit);
  }, []);

  const trimmed = query.trim();
  useEffect(() => {
    setActive(-1);
    if (IN_DEVELOP || trimmed.length < MIN_QUERY) {
      setGroups(null);
      setSearched('');
      return;
    }
    let current = true;
    (async () => {
      const pagefind = await loadEngine();
      const search = await pagefind.debouncedSearch(trimmed, { filters: { version: { any: [version, 'all'] } } }, 100);
      if (!search || !current) return;
      // Each page's data is a fetch (its fragment, 1-10 KB): only the pages shown are loaded, and
      // rankByTitle reorders those.
      const data = await Promise.all(search.results.slice(0, MAX_PAGES).map((r) => r.data()));
      if (!current) return;
      // Pagefind answers a word it cannot find with a much shorter word it starts with, or drops it:
      // only pages where every word of the query really matched are shown (src/lib/search/relevance.ts).
      const relevant = data.filter((page) => matchesQuery(trimmed, page));
      setGroups(groupResults(rankByTitle(relevant, trimmed)));
      setSearched(trimmed);
    })().catch((e: Error) => current && setError(`Search failed (${e.message}).`));
    return () => {
      current = false;
    };
  }, [trimmed, version]);

  const showRecent = trimmed.length === 0 && recent.length > 0;
  const options: Option[] = showRecent
    ? recent.map((r, i) => ({ id: `search-recent-${i}`, url: r.url, title: r.title, query: r.query }))
    : (groups ?? []).flatMap((g) => g.hits.map((h) => ({ id: h.id, url: h.url, title: h.title })));

  /** Keeps a search that led to a result among the recent ones (also when it opened in another tab). */
  const remember = useCallback(
    (option: Option, pageTitle?: string) => {
      const next = addRecent(recent, { query: option.query ?? trimmed, title: pageTitle ?? option.title, url: option.url });
      storage.current?.set(JSON.stringify(next));
      if (option.query === undefined) setRecent(next);
    },
    [recent, trimmed],
  );

  const go = useCallback(
    (option: Option, pageTitle?: string) => {
      remember(option, pageTitle);
      // The dialog's own history entry (pushed when it opened) becomes the result's page, so Back
      // from there returns to the page the search started on, not to a closed dialog.
      const replace = isSearchEntry(window.history.state);
      onClose('navigate');
      const [pathname, hash] = option.url.split('#');
      // On the same page, a hash change: the browser scrolls, and Redoc (on /api) follows hashchange.
      if (hash && withPrefix(pathname) === window.location.pathname) {
        if (replace) window.location.replace(`#${hash}`);
        else window.location.hash = hash;
      } else navigate(option.url, { replace });
    },
    [remember, onClose],
  );

  const openInNewTab = (option: Option, pageTitle?: string) => {
    remember(option, pageTitle);
    window.open(withPrefix(option.url), '_blank', 'noopener');
  };

  const clearRecent = () => {
    storage.current?.del();
    setRecent([]);
    input.current?.focus();
  };

  const pageTitleOf = (id: string) => groups?.find((g) => g.hits.some((h) => h.id === id))?.title;

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!options.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + options.length + (active === -1 && step === -1 ? 1 : 0)) % options.length;
      setActive(next);
      document.getElementById(options[next].id)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      // Ctrl+Enter / ⌘Enter: in a new tab, as Ctrl/⌘-click on the link does.
      if (event.ctrlKey || event.metaKey) openInNewTab(options[active], pageTitleOf(options[active].id));
      else go(options[active], pageTitleOf(options[active].id));
    }
  };

  let status = '';
  if (IN_DEVELOP) status = 'Search works on a production build: run npm start (npm run build, then npm run serve).';
  else if (error) status = error;
  else if (showRecent) status = `${recent.length} recent search${recent.length === 1 ? '' : 'es'}`;
  else if (groups && searched) status = resultsMessage(searched, groups);
  else if (trimmed.length === 1) status = 'Type at least 2 characters';
  const noResults = Boolean(!IN_DEVELOP && !error && !showRecent && groups && searched && groups.length === 0);

  /**
   * Each option is the link itself (`<a href role="option">`, a role ARIA allows on a link): it can be
   * opened in a new tab, copied, and shows where it leads on hover, while the listbox stays a valid
   * combobox popup (a link inside an option would be nested-interactive). Options are not Tab stops:
   * focus stays in the input and the arrow keys move through them.
   */
  const optionProps = (option: Option, pageTitle?: string) => ({
    id: option.id,
    href: withPrefix(option.url),
    role: 'option' as const,
    tabIndex: -1,
    'aria-selected': options[active]?.id === option.id,
    className: `${styles.option} ${options[active]?.id === option.id ? styles.active : ''}`,
    onMouseMove: () => setActive(options.findIndex((o) => o.id === option.id)),
    // Keeps focus in the input, so the dialog stays usable after a click that opened another tab.
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: (event: React.MouseEvent) => {
      // Ctrl/⌘/Shift-click: the browser opens the link elsewhere and the dialog stays open.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
        remember(option, pageTitle);
        return;
      }
      event.preventDefault();
      go(option, pageTitle);
    },
    onAuxClick: (event: React.MouseEvent) => {
      if (event.button === 1) remember(option, pageTitle);
    },
  });

  return (
    // A modal dialog is interactive: Tab wrapping and backdrop clicks belong to it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose('dismiss');
      }}
      onKeyDown={(event) => {
        // Not left to the dialog's cancel event: in a search field Chrome spends Escape on clearing it.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose('dismiss');
          return;
        }
        keepTabInside(event, dialog.current, 'input, button:not([disabled]), [tabindex="0"]');
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose('dismiss');
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className="sr-only">
            Search the documentation
          </h2>
          <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8.5 14.5a6 6 0 1 1 0-12 6 6 0 0 1 0 12ZM13 13l5 5" />
          </svg>
          <input
            ref={input}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search docs, blog and API"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={options[active]?.id}
            placeholder="Search docs, blog and API"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => onClose('dismiss')}>
            Close
          </button>
        </div>
        {/* Focusable so that the results can be scrolled from the keyboard (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.body} role="region" aria-label="Search results" tabIndex={0}>
          <p role="status" className={status ? styles.status : 'sr-only'}>
            {status}
            {noResults && <span className={styles.hint}>. {NO_RESULTS_HINT}</span>}
          </p>
          {showRecent && (
            <div className={styles.recentHeader}>
              <span id={`${listId}-recent`}>Recent searches</span>
              <button type="button" className={styles.clear} onClick={clearRecent}>
                Clear recent searches
              </button>
            </div>
          )}
          {options.length > 0 && (
            <ul id={listId} role="listbox" aria-label={showRecent ? 'Recent searches' : 'Search results'} className={styles.list}>
              {showRecent &&
                options.map((option) => (
                  <li key={option.id} role="presentation">
                    <a {...optionProps(option)}>
                      <span className={styles.hitTitle}>{option.query}</span>
                      <span className={styles.excerpt}>{option.title}</span>
                    </a>
                  </li>
                ))}
              {!showRecent &&
                groups?.map((group) => (
                  <li key={group.id} role="presentation" className={styles.group}>
                    <div className={styles.groupTitle} aria-hidden="true">
                      {group.section && <span className={styles.section}>{group.section}</span>}
                      <span id={group.id}>{group.title}</span>
                    </div>
                    <ul role="group" aria-labelledby={group.id} className={styles.list}>
                      {group.hits.map((hit) => (
                        <li key={hit.id} role="presentation">
                          <a {...optionProps(hit, group.title)}>
                            <span className={styles.hitTitle}>{hit.title}</span>
                            <Excerpt html={hit.excerpt} />
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
            </ul>
          )}
        </div>
        <div className={styles.footer} aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to move
          </span>
          <span>
            <kbd>↵</kbd> to open
          </span>
          <span>
            <kbd>esc</kbd> to close
          </span>
        </div>
      </div>
    </dialog>
  );
}
