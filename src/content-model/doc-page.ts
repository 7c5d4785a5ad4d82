import type { ResolvedSidebar } from './sidebar';

/** A doc's place among the others (src/node/docs/doc-context.ts): what the Doc node's resolved fields are read from. */
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

