import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SidebarCategoryNode, SidebarNode } from '../../content-model/sidebar';
import Link from '../Link';
import * as styles from './styles.module.css';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function containsActive(item: SidebarNode, activePath: string): boolean {
  if (item.type === 'link') return item.href === activePath;
  return item.href === activePath || item.items.some((child) => containsActive(child, activePath));
}

/** Height-based duration: short lists open fast, long ones do not feel sluggish. */
export function collapseDuration(height: number): number {
  if (!height) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

function Collapsible({ collapsed, children, id }: { collapsed: boolean; children: React.ReactNode; id: string }) {
  const ref = useRef<HTMLUListElement>(null);
  const first = useRef(true);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const height = el.scrollHeight;
    const duration = reduce ? 0 : collapseDuration(height);
    el.style.overflow = 'hidden';
    el.style.transition = duration ? `height ${duration}ms ease-in-out` : 'none';
    el.dataset.duration = String(duration);
    if (collapsed) {
      el.style.height = `${height}px`;
      requestAnimationFrame(() => {
        el.style.height = '0px';
      });
    } else {
      el.hidden = false;
      el.style.height = '0px';
      requestAnimationFrame(() => {
        el.style.height = `${height}px`;
      });
    }
    const done = () => {
      el.style.height = '';
      el.style.overflow = '';
      el.style.transition = '';
      el.hidden = collapsed;
    };
    const timer = setTimeout(done, duration + 20);
    return () => clearTimeout(timer);
  }, [collapsed]);
  return (
    <ul ref={ref} id={id} className={styles.list} hidden={collapsed}>
      {children}
    </ul>
  );
}

/**
 * The sidebar is rendered anew on every page; categories the reader opened or closed stay
 * that way across client navigation (and so does the sidebar's scroll position below).
 */
const collapsedByCategory = new Map<string, boolean>();

function Category({ item, activePath, level, onNavigate, path }: { item: SidebarCategoryNode; activePath: string; level: number; onNavigate?: () => void; path: string }) {
  const active = containsActive(item, activePath);
  const listId = `sidebar-${path}`;
  const remembered = typeof window === 'undefined' ? undefined : collapsedByCategory.get(listId);
  const [collapsed, setCollapsedState] = useState(item.collapsible ? (active ? false : (remembered ?? item.collapsed)) : false);
  const setCollapsed = (update: (c: boolean) => boolean) =>
    setCollapsedState((c) => {
      const next = update(c);
      collapsedByCategory.set(listId, next);
      return next;
    });
  useEffect(() => {
    if (active) setCollapsedState(false);
  }, [active]);
  return (
    <li>
      <div className={styles.categoryRow}>
        {item.href ? (
          <Link to={item.href} className={styles.link} aria-current={item.href === activePath ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        ) : (
          <button
            type="button"
            className={styles.categoryButton}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => item.collapsible && setCollapsed((c) => !c)}
          >
            {item.label}
            {item.collapsible && <span className={styles.caretIcon} aria-hidden="true" />}
          </button>
        )}
        {item.href && item.collapsible && (
          <button
            type="button"
            className={styles.caret}
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((c) => !c)}
          />
        )}
      </div>
      <Collapsible collapsed={collapsed} id={listId}>
        <Items items={item.items} activePath={activePath} level={level + 1} onNavigate={onNavigate} path={path} />
      </Collapsible>
    </li>
  );
}

function Items({ items, activePath, level, onNavigate, path }: { items: SidebarNode[]; activePath: string; level: number; onNavigate?: () => void; path: string }) {
  return (
    <>
      {items.map((item, index) =>
        item.type === 'link' ? (
          <li key={index}>
            <Link
              to={item.href.startsWith('/') ? item.href : undefined}
              href={item.href.startsWith('/') ? undefined : item.href}
              className={styles.link}
              aria-current={item.href === activePath ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={index} item={item} activePath={activePath} level={level} onNavigate={onNavigate} path={`${path}-${index}`} />
        ),
      )}
    </>
  );
}

let savedScroll = 0;

/** The docs sidebar; its own scroll position is kept across client navigation. */
export default function DocSidebar({ items, activePath, variant = 'desktop', onNavigate }: { items: SidebarNode[]; activePath: string; variant?: 'desktop' | 'mobile'; onNavigate?: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useIsoLayoutEffect(() => {
    if (variant !== 'desktop' || !ref.current) return;
    const el = ref.current;
    el.scrollTop = savedScroll;
    const onScroll = () => {
      savedScroll = el.scrollTop;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [variant]);
  return (
    <nav ref={ref} aria-label="Docs sidebar" className={variant === 'desktop' ? styles.desktop : styles.mobile}>
      <ul className={styles.list}>
        <Items items={items} activePath={activePath} level={1} onNavigate={onNavigate} path={variant} />
      </ul>
    </nav>
  );
}
