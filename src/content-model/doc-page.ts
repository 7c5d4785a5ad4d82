/** A doc's place among the others, worked out by createPages (src/node/docs/doc-places.ts) and given to its page. */
export type Breadcrumb = { label: string; href?: string };
export type PageLink = { label: string; href: string };

/** A doc page's context: its node, and its place in its version's sidebars (none when no sidebar lists it). */
export type DocPageContext = {
  id: string;
  sidebarId: string | null;
  breadcrumbs: Breadcrumb[];
  previous: PageLink | null;
  next: PageLink | null;
};
