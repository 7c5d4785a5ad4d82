import type { FooterColumnItem, FooterLinkItem, SiteConfig } from './site';

/**
 * What the browser receives: the site config with everything that needs the docs
 * (doc and docSidebar navbar items, version routes) resolved at build time.
 */
export type ResolvedNavbarItem =
  | { type: 'link'; label: string; to?: string; href?: string; position: 'left' | 'right' }
  | { type: 'dropdown'; label: string; items: ResolvedNavbarItem[]; position: 'left' | 'right' }
  | { type: 'docsVersionDropdown'; label?: string; position: 'left' | 'right' }
  | { type: 'localeDropdown'; label?: string; position: 'left' | 'right' }
  | { type: 'search'; position: 'left' | 'right' }
  | { type: 'html'; value: string; position: 'left' | 'right' }
  /** Any other shape: rendered through the navbar item error boundary. */
  | { type: string; position: 'left' | 'right'; [key: string]: unknown };

export type ResolvedVersion = {
  name: string;
  label: string;
  /** /docs for the current version, /docs/<name> otherwise. */
  path: string;
  mainDocPath: string;
  /** The notice above its docs (src/theme/VersionBanner). */
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** The latest released version (docs.lastVersion), which the banners link to. */
  latest: boolean;
};

export type ResolvedSiteConfig = Omit<SiteConfig, 'navbar' | 'footer'> & {
  navbar: Omit<SiteConfig['navbar'], 'items'> & { items: ResolvedNavbarItem[] };
  /** Links as columns or as a single row (one of the two is empty); the copyright's {year} filled in. */
  footer: Omit<SiteConfig['footer'], 'copyright' | 'links'> & { columns: FooterColumnItem[]; links: FooterLinkItem[]; copyright?: string };
  versions: ResolvedVersion[];
};
