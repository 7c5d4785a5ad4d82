import type { Plugin } from 'unified';

/** One heading of a doc's table of contents, with the headings under it. */
export type TocItem = { url?: string; title?: string; items?: TocItem[] };
/** The table of contents: `{}` for a doc without headings. */
export type Toc = { items?: TocItem[] };

type MdastNode = { type: string; url?: string; value?: string; depth?: number; name?: string | null; children?: MdastNode[] };
export type TocOptions = {
  /** mdast-util-toc's `toc`, and unist-util-visit's `visit`: the copies the project resolves (ES modules, loaded by the caller). */
  toc: (tree: MdastNode, options: { maxDepth: number; parents?: (node: MdastNode) => boolean }) => { map: MdastNode | null };
  visit: (tree: MdastNode, visitor: (node: MdastNode) => void) => void;
  maxDepth?: number;
};

/**
 * A doc's table of contents as `{ items: [{ url, title, items }] }` on `file.data.meta.toc`,
 * where gatsby-plugin-mdx's compile (its metadata step) picks it up. The shape is the one the
 * plugin's `tableOfContents` field gives, which the doc template reads: mdast-util-toc builds a
 * nested list of links to the headings, and each list item becomes an entry, the link's target
 * as `url`, its text (inline code included) as `title`, its sub-list as `items`.
 */
const isTabItem = (node: MdastNode) => node.type === 'mdxJsxFlowElement' && node.name === 'TabItem';
const textOf = (node: MdastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** The headings of a tab's panel that an earlier panel of the same set has too (same level, same text). */
function repeatedPanelHeadings(tree: MdastNode): MdastNode[] {
  const repeats: MdastNode[] = [];
  const walk = (node: MdastNode) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') {
      const seen = new Set<string>();
      for (const panel of (node.children ?? []).filter(isTabItem)) {
        const here = new Set<string>();
        for (const heading of (panel.children ?? []).filter((c) => c.type === 'heading')) {
          const key = `${heading.depth} ${textOf(heading).trim()}`;
          if (seen.has(key)) repeats.push(heading);
          here.add(key);
        }
        here.forEach((key) => seen.add(key));
      }
    }
    (node.children ?? []).forEach(walk);
  };
  walk(tree);
  return repeats;
}

export const remarkTocMeta: Plugin<[TocOptions], MdastNode> = ({ toc, visit, maxDepth = 6 }) => {
  /** A list's items, each from its first child (the link) and its second (the sub-list). */
  const listItems = (list: MdastNode): TocItem[] =>
    (list.children ?? []).map((item) => {
      const [link, subList] = item.type === 'listItem' ? (item.children ?? []) : [];
      if (!link) return {};
      const entry = link.type === 'paragraph' ? fromParagraph(link) : link.type === 'list' ? { items: listItems(link) } : {};
      if (subList?.type === 'list') entry.items = listItems(subList);
      else if (subList?.type === 'paragraph') Object.assign(entry, fromParagraph(subList, entry));
      return entry;
    });

  /** The url and the text of the links in a paragraph, in document order. */
  const fromParagraph = (paragraph: MdastNode, entry: TocItem = {}): TocItem => {
    visit(paragraph, (node) => {
      if (node.type === 'link') entry.url = node.url;
      if (node.type === 'text' || node.type === 'inlineCode') entry.title = entry.title ? entry.title + node.value : node.value;
    });
    return entry;
  };

  return (tree, file) => {
    // Headings in a tab's panel are listed as well as those at the top level, and a heading that an
    // earlier panel of the same set has too (the same steps for another system) only once: the
    // browser takes a link to it to the chosen panel's (src/theme/Tabs/behaviour.ts). mdast-util-toc
    // slugs every heading it meets, listed or not, so the later panels' copies are hidden from it
    // by a level past maxDepth for the call, not removed, and every other heading keeps its id.
    const repeats = repeatedPanelHeadings(tree);
    const depths = repeats.map((heading) => heading.depth);
    for (const heading of repeats) heading.depth = maxDepth + 1;
    const { map } = toc(tree, { maxDepth, parents: (node) => node === tree || isTabItem(node) });
    repeats.forEach((heading, i) => (heading.depth = depths[i]));
    const meta = ((file.data as { meta?: Record<string, unknown> }).meta ??= {});
    meta.toc = map ? { items: listItems(map) } : ({} as Toc);
  };
};
