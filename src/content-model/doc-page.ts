import type { ResolvedSidebar } from './sidebar';

/** The page context of a doc page: computed at build time (src/node/docs/doc-context.ts), read by the doc template. */
export type Breadcrumb = { label: string; href?: string };
export type PageLink = { label: string; href: string };

export type DocPageContext = {
  id: string;
  docId: string;
  version: string;
  versionLabel: string;
  isLatestVersion: boolean;
  title: string;
  description: string | null;
  tags: string[];
  sidebarId: string | null;
  sidebar: ResolvedSidebar | null;
  breadcrumbs: Breadcrumb[];
  previous: PageLink | null;
  next: PageLink | null;
  editUrl: string;
  lastUpdated: string;
  tocMinLevel: number;
  tocMaxLevel: number;
  hideTableOfContents: boolean;
  versionRoutes: Record<string, string>;
};


export type DocsTagsPageContext = { tags: { name: string; route: string; count: number }[] };
export type DocsTagPageContext = {
  tag: string;
  allTagsRoute: string;
  docs: { title: string; description: string | null; route: string }[];
};
