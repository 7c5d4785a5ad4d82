import path from 'path';
import type { Blockquote, Definition, Image, Link, Paragraph, Parent, PhrasingContent, Root } from 'mdast';
import type { Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { ADMONITION_TYPES, remarkRestoreUnusedDirectives } from '../../remark/admonitions';
import { remarkDocLinks, type DocsRoot } from '../../remark/doc-links';
import { remarkLocalImages } from '../../remark/local-images';
import { requireFromProject } from '../../project-require';
import { mdxParser } from '../../remark/mdx-parser';

/**
 * MDX source -> clean CommonMark + GFM, for the Markdown twin of a page (llms.txt, "Copy page").
 * A pipeline of named stages over one mdast tree: parse with the site's own parser setup, then
 * admonitions -> blockquotes, leftover directives -> text, links and images -> absolute URLs,
 * MDX syntax (ESM, expressions, JSX) -> its Markdown content, then stringify.
 */

export type ConvertOptions = {
  /** The source file: relative links and images resolve against it. */
  filePath: string;
  /** Absolute URL of the page (no trailing slash): `#anchor` links point into it. */
  pageUrl: string;
  /** The site's origin and path prefix, e.g. https://docs.serviceradar.cloud. */
  siteUrl: string;
  /** Docs folders and their routes, as remarkDocLinks takes them. */
  docRoots: DocsRoot[];
};

// The two stages below replace a node by several (a directive by a blockquote, a JSX element by
// its children) while walking, which unist-util-visit leaves to the caller (splice and return
// the index to resume at); a flatMap over children says the same thing directly.
type AnyNode = { type: string; children?: AnyNode[]; [key: string]: unknown };
type Directive = Parent & { type: 'containerDirective'; name: string };

const TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

/** Stage: `:::tip[Title] … :::` -> `> **Tip: Title**` followed by the body in the same blockquote. */
export function admonitionsToBlockquotes(tree: Root): void {
  const visit = (node: AnyNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      visit(child);
      if (child.type !== 'containerDirective') return [child];
      const d = child as unknown as Directive;
      if (!(ADMONITION_TYPES as readonly string[]).includes(d.name)) return d.children as unknown as AnyNode[];
      const first = d.children[0] as Paragraph & { data?: { directiveLabel?: boolean } };
      const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const type = TITLES[d.name];
      const title: PhrasingContent[] = hasLabel ? [{ type: 'text', value: `${type}: ` }, ...first.children] : [{ type: 'text', value: type }];
      const quote: Blockquote = {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [{ type: 'strong', children: title }] }, ...((hasLabel ? d.children.slice(1) : d.children) as Blockquote['children'])],
      };
      return [quote as unknown as AnyNode];
    });
  };
  visit(tree as unknown as AnyNode);
}

type JsxAttribute = { type: string; name?: string; value?: unknown };

/**
 * Stage: what is MDX and not Markdown. import/export and {expressions} (MDX comments among
 * them) go; a JSX element gives way to its Markdown children (a <TabItem> to its label in bold,
 * then its content), and <img> becomes an image.
 */
export function stripMdx(tree: Root): void {
  const visit = (node: AnyNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child): AnyNode[] => {
      if (child.type === 'mdxjsEsm' || child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') return [];
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        const attrs = (child.attributes as JsxAttribute[]) ?? [];
        const attr = (name: string) => attrs.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
        if (child.name === 'img' && typeof attr('src') === 'string') {
          const image: Image = { type: 'image', url: attr('src') as string, alt: typeof attr('alt') === 'string' ? (attr('alt') as string) : '' };
          return [image as unknown as AnyNode];
        }
        if (child.name === 'br') return child.type === 'mdxJsxTextElement' ? [{ type: 'break' }] : [];
        visit(child);
        // A tab's panel keeps its label above it, as the page shows it without scripts: the twin has every panel.
        if (child.name === 'TabItem' && typeof attr('label') === 'string')
          return [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: attr('label') }] }] }, ...(child.children ?? [])];
        return child.children ?? [];
      }
      visit(child);
      return [child];
    });
  };
  visit(tree as unknown as AnyNode);
}

/** Stage: every link, image and link definition points at an absolute URL. */
export function absoluteUrls(tree: Root, { pageUrl, siteUrl }: Pick<ConvertOptions, 'pageUrl' | 'siteUrl'>): void {
  const origin = siteUrl.replace(/\/+$/, '');
  const absolute = (url: string) => {
    if (url.startsWith('#')) return `${pageUrl}${url}`;
    if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
    return url;
  };
  visit(tree, ['link', 'image', 'definition'], (node) => {
    const n = node as Link | Image | Definition;
    n.url = absolute(n.url);
  });
}

/** How the twins are written: GFM tables and task lists, `-` bullets, fenced code, `_emphasis_`. */
function toMarkdownOptions(): ToMarkdownOptions {
  const { gfmToMarkdown } = requireFromProject('mdast-util-gfm') as typeof import('mdast-util-gfm');
  return { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one' };
}

/** Stage: the tree as Markdown text. */
export function stringify(tree: Root): string {
  const { toMarkdown } = requireFromProject('mdast-util-to-markdown') as typeof import('mdast-util-to-markdown');
  return toMarkdown(tree, toMarkdownOptions());
}

/** The whole pipeline: MDX body (frontmatter already removed) -> Markdown. */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  return convertMdx(source, options).markdown;
}

/** mdxToMarkdown, and the local images the Markdown links to (each source file and the URL it was published at). */
export function convertMdx(source: string, options: ConvertOptions): { markdown: string; images: { source: string; url: string }[] } {
  const images: { source: string; url: string }[] = [];
  const where = path.relative(process.cwd(), options.filePath);
  let tree: Root;
  try {
    tree = mdxParser().parse(source);
  } catch (error) {
    // The page's own build reports the same syntax error with its line; this names the twin's file.
    throw new Error(`${where}: MDX syntax error: ${(error as Error).message}`);
  }
  // The two remark plugins read the path and may fail the file; vfile itself is ESM-only.
  const file = {
    path: options.filePath,
    fail(reason: string) {
      throw new Error(`${where}: ${reason}`);
    },
  } as unknown as VFile;
  admonitionsToBlockquotes(tree);
  remarkRestoreUnusedDirectives()(tree);
  remarkDocLinks({ roots: options.docRoots })(tree, file);
  remarkLocalImages({ published: (image, url) => images.push({ source: image, url }) })(tree, file);
  stripMdx(tree);
  absoluteUrls(tree, options);
  return { markdown: stringify(tree), images };
}
