/** gatsby-plugin-mdx's tableOfContents shape. */
export type MdxTocItem = { url?: string; title?: string; items?: MdxTocItem[] };
export type TocEntry = { id: string; text: string; depth: number; children: TocEntry[] };

/**
 * Keeps headings between min and max level (the TOC shows 2 to 3 by default). The MDX
 * TOC starts at the highest heading present, so depth is counted from h2 (docs have no h1 in the body).
 */
export function filterToc(items: MdxTocItem[] | undefined, min: number, max: number, depth = 2): TocEntry[] {
  if (!items) return [];
  return items.flatMap((item) => {
    const children = filterToc(item.items, min, max, depth + 1);
    if (!item.url || depth < min) return children;
    if (depth > max) return [];
    return [{ id: decodeURIComponent(item.url.replace(/^#/, '')), text: item.title ?? '', depth, children }];
  });
}

export function flattenToc(entries: TocEntry[]): TocEntry[] {
  return entries.flatMap((e) => [e, ...flattenToc(e.children)]);
}
