import React from 'react';
import { useLocation } from '@gatsbyjs/reach-router';
import type { ResolvedNavbarItem } from '../../content-model/resolved-site';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { usePreferredVersion } from '../../hooks/usePreferredVersion';
import Dropdown, { type DropdownEntry } from '../Dropdown';
import Link from '../Link';
import { usePageShell } from '../PageContext';
import { SearchButton } from '../Search';
import * as styles from './styles.module.css';

export type NavbarItemVariant = 'desktop' | 'mobile';

type ItemProps = { item: ResolvedNavbarItem; variant: NavbarItemVariant; onNavigate?: () => void };

/** A list of links: a dropdown on desktop, a titled group in the mobile menu. */
function LinkGroup({ label, srPrefix, entries, variant, onNavigate, align }: {
  label: string;
  srPrefix?: string;
  entries: DropdownEntry[];
  variant: NavbarItemVariant;
  onNavigate?: () => void;
  align: 'left' | 'right';
}) {
  if (variant === 'desktop') return <Dropdown label={label} srPrefix={srPrefix} items={entries} align={align} />;
  return (
    <div className={styles.mobileGroup}>
      <span className={styles.mobileGroupLabel}>{srPrefix ?? label}</span>
      <ul className={styles.mobileList}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              href={entry.href}
              lang={entry.lang}
              className={`${styles.mobileLink} ${entry.active ? styles.active : ''}`}
              aria-current={entry.active ? 'true' : undefined}
              onClick={() => {
                entry.onSelect?.();
                onNavigate?.();
              }}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function VersionDropdown({ item, variant, onNavigate }: ItemProps) {
  const { versions } = useSiteConfig();
  const { docsVersion, versionRoutes } = usePageShell();
  const { preferred, save } = usePreferredVersion();
  const activeName = docsVersion ?? preferred ?? versions[0].name;
  const active = versions.find((v) => v.name === activeName) ?? versions[0];
  const entries = versions.map<DropdownEntry>((version) => ({
    key: version.name,
    label: version.label,
    to: versionRoutes?.[version.name] ?? version.mainDocPath,
    active: version.name === active.name,
    onSelect: () => save(version.name),
  }));
  return (
    <LinkGroup
      label={(item as { label?: string }).label ?? active.label}
      srPrefix="Versions"
      entries={entries}
      variant={variant}
      onNavigate={onNavigate}
      align={item.position}
    />
  );
}

function LocaleDropdown({ item, variant, onNavigate }: ItemProps) {
  const { locales } = useSiteConfig();
  const location = useLocation();
  const current = locales.items.find((l) => l.code === locales.default) ?? locales.items[0];
  // Non-default locales live under /<code>/ or on their own deployment (url), as in Docusaurus.
  const suffix = location.pathname === '/' ? '' : location.pathname;
  const entries = locales.items.map<DropdownEntry>((locale) => ({
    key: locale.code,
    label: locale.label,
    ...(locale.code === locales.default
      ? { to: location.pathname }
      : locale.url
        ? { href: `${locale.url.replace(/\/$/, '')}${suffix}` }
        : { to: `/${locale.code}${suffix}` }),
    lang: locale.code,
    active: locale.code === current.code,
  }));
  return (
    <LinkGroup
      label={(item as { label?: string }).label ?? current.label}
      srPrefix="Languages"
      entries={entries}
      variant={variant}
      onNavigate={onNavigate}
      align={item.position}
    />
  );
}

function resolveTarget(item: { to?: string; href?: string; toByVersion?: Record<string, string> }, preferred: string | null) {
  if (item.toByVersion && preferred && item.toByVersion[preferred]) return item.toByVersion[preferred];
  return item.to;
}

function NavLink({ item, variant, onNavigate }: ItemProps) {
  const { preferred } = usePreferredVersion();
  const location = useLocation();
  const link = item as { label: string; to?: string; href?: string; toByVersion?: Record<string, string>; activeBase?: string };
  const to = resolveTarget(link, preferred);
  // A docs sidebar item stays active on every page of the docs, not only on its first link.
  const inSection = Boolean(link.activeBase && (location.pathname === link.activeBase || location.pathname.startsWith(`${link.activeBase}/`)));
  return (
    <Link
      to={to}
      href={link.href}
      className={`${variant === 'desktop' ? styles.link : styles.mobileLink} ${inSection ? styles.active : ''}`}
      activeClassName={styles.active}
      partiallyActive={Boolean(to && to !== '/')}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}

/** A component (not a plain call) so that a throwing item is caught by the boundary around it. */
function ItemContent(props: ItemProps): React.ReactNode {
  const { item, variant, onNavigate } = props;
  switch (item.type) {
    case 'link':
      return <NavLink {...props} />;
    case 'dropdown': {
      const dropdown = item as Extract<ResolvedNavbarItem, { type: 'dropdown' }>;
      const entries = dropdown.items.map<DropdownEntry>((child, index) => {
        const c = child as { label: string; to?: string; href?: string };
        return { key: `${index}`, label: c.label, to: c.to, href: c.href };
      });
      return <LinkGroup label={dropdown.label} entries={entries} variant={variant} onNavigate={onNavigate} align={item.position} />;
    }
    case 'docsVersionDropdown':
      return <VersionDropdown {...props} />;
    case 'localeDropdown':
      return <LocaleDropdown {...props} />;
    case 'search':
      return (
        <div className={styles.searchSlot} data-search-slot="">
          <SearchButton variant={variant} onNavigate={onNavigate} />
        </div>
      );
    case 'html':
      return <div className={styles.html} dangerouslySetInnerHTML={{ __html: String(item.value) }} />;
    default:
      throw new Error(`No navbar item renderer for type "${item.type}"`);
  }
}

class NavbarItemBoundary extends React.Component<{ item: ResolvedNavbarItem; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('A navbar item failed to render', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <span className={styles.failed} role="alert">
        This navbar item failed to render. Please check the navbar configuration (navbar.items in content/site-config.yaml):{' '}
        <code>{JSON.stringify(this.props.item)}</code>
      </span>
    );
  }
}

/** One configured navbar item; a failure shows a configuration hint instead of crashing the page. */
export default function NavbarItem(props: ItemProps) {
  return (
    <NavbarItemBoundary item={props.item}>
      <ItemContent {...props} />
    </NavbarItemBoundary>
  );
}
