import React from 'react';
import { graphql, type SliceComponentProps } from 'gatsby';
import type { SidebarNode } from '../content-model/sidebar';
import DocSidebar from '../theme/DocSidebar';

/**
 * A docs sidebar as a Gatsby Slice: its data is loaded, and its HTML rendered, once and shared by
 * every doc page that shows it, so a doc's page-data does not grow with the number of docs. Categories
 * nest at most MAX_SIDEBAR_DEPTH (6) deep, which the sidebar validation enforces; the
 * fragment asks for one level more, for the links of the deepest category.
 */
export const query = graphql`
  fragment SidebarItemFields on SidebarItem {
    type
    label
    href
    docId
    collapsed
    collapsible
  }
  query DocsSidebarSlice($id: String!) {
    sidebar(id: { eq: $id }) {
      items {
        ...SidebarItemFields
        items {
          ...SidebarItemFields
          items {
            ...SidebarItemFields
            items {
              ...SidebarItemFields
              items {
                ...SidebarItemFields
                items {
                  ...SidebarItemFields
                  items {
                    ...SidebarItemFields
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

type Item = { type: string; label: string; href?: string | null; docId?: string | null; collapsed?: boolean | null; collapsible?: boolean | null; items?: readonly Item[] | null };

function toNodes(items: readonly Item[]): SidebarNode[] {
  return items.map((item) =>
    item.type === 'category'
      ? {
          type: 'category',
          label: item.label,
          href: item.href ?? undefined,
          docId: item.docId ?? undefined,
          collapsed: item.collapsed ?? false,
          collapsible: item.collapsible ?? true,
          items: toNodes(item.items ?? []),
        }
      : { type: 'link', label: item.label, href: item.href ?? '', docId: item.docId ?? undefined },
  );
}

/** activePath is given in the browser only: see the doc template. */
type Props = SliceComponentProps<Queries.DocsSidebarSliceQuery, object, { activePath?: string; variant?: 'desktop' | 'mobile' }>;

export default function DocsSidebarSlice({ data, activePath = '', variant }: Props) {
  return <DocSidebar items={toNodes((data.sidebar?.items ?? []) as readonly Item[])} activePath={activePath} variant={variant} />;
}
