import type { Plugin } from 'unified';

/** One heading of a doc's table of contents, with the headings under it. */
export type TocItem = { url?: string; title?: string; items?: TocItem[] };
/** The table of contents: `{}` for a doc without headings. */
export type Toc = { items?: TocItem[] };

type MdastNode = { type: string; url?: string; value?: string; children?: MdastNode[] };
export type TocOptions = {
  /** mdast-util-toc's `toc`, and unist-util-visit's `visit`: the copies the project resolves (ES modules, loaded by the caller). */
  toc: (tree: MdastNode, options: { maxDepth: number }) => { map: MdastNode | null };
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
    const { map } = toc(tree, { maxDepth });
    const meta = ((file.data as { meta?: Record<string, unknown> }).meta ??= {});
    meta.toc = map ? { items: listItems(map) } : ({} as Toc);
  };
};
