import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { navigate, withPrefix } from 'gatsby';
import { keepTabInside } from '../../hooks/focus-trap';
import { createStorageSlot, type StorageSlot } from '../../hooks/storage';
import { addRecent, parseRecent, RECENT_SEARCHES_KEY, type RecentSearch } from '../../lib/search/recent';
import { excerptParts, groupResults, MAX_PAGES, MIN_QUERY, rankByTitle, resultsMessage, type PagefindData, type SearchGroup } from '../../lib/search/results';
import * as styles from './styles.module.css';

export type SearchDialogProps = {
  onClose: () => void;
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
      setGroups(groupResults(rankByTitle(data, trimmed)));
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

  const go = useCallback(
    (option: Option, pageTitle?: string) => {
      const entry = { query: option.query ?? trimmed, title: pageTitle ?? option.title, url: option.url };
      const next = addRecent(recent, entry);
      storage.current?.set(JSON.stringify(next));
      onClose();
      const [pathname, hash] = option.url.split('#');
      // On the same page, a hash change: the browser scrolls, and Redoc (on /api) follows hashchange.
      if (hash && withPrefix(pathname) === window.location.pathname) window.location.hash = hash;
      else navigate(option.url);
    },
    [recent, trimmed, onClose],
  );

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
      go(options[active], pageTitleOf(options[active].id));
    }
  };

  let status = '';
  if (IN_DEVELOP) status = 'Search works on a production build: run npm start (npm run build, then npm run serve).';
  else if (error) status = error;
  else if (showRecent) status = `${recent.length} recent search${recent.length === 1 ? '' : 'es'}`;
  else if (groups && searched) status = resultsMessage(searched, groups);
  else if (trimmed.length === 1) status = 'Type at least 2 characters';

  const optionProps = (option: Option, pageTitle?: string) => ({
    id: option.id,
    role: 'option' as const,
    'aria-selected': options[active]?.id === option.id,
    // Options hold no link (a focusable element inside an option is nested-interactive); the URL is
    // kept on the element for tests and for anyone reading the DOM.
    'data-url': option.url,
    className: `${styles.option} ${options[active]?.id === option.id ? styles.active : ''}`,
    onMouseMove: () => setActive(options.findIndex((o) => o.id === option.id)),
    onClick: () => go(option, pageTitle),
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
        onClose();
      }}
      onKeyDown={(event) => {
        // Not left to the dialog's cancel event: in a search field Chrome spends Escape on clearing it.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
          return;
        }
        keepTabInside(event, dialog.current, 'input, button:not([disabled]), [tabindex="0"]');
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
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
          <button type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
        {/* Focusable so that the results can be scrolled from the keyboard (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.body} role="region" aria-label="Search results" tabIndex={0}>
          <p role="status" className={status ? styles.status : 'sr-only'}>
            {status}
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
                  <li key={option.id} {...optionProps(option)}>
                    <span className={styles.hitTitle}>{option.query}</span>
                    <span className={styles.excerpt}>{option.title}</span>
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
                        <li key={hit.id} {...optionProps(hit, group.title)}>
                          <span className={styles.hitTitle}>{hit.title}</span>
                          <Excerpt html={hit.excerpt} />
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
