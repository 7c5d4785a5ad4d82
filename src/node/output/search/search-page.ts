import fs from 'fs';
import path from 'path';
import { parse } from 'parse5';
import { children, type HtmlDocument, type Node, type ParentNode } from '../scan/scan-page';

/**
 * What Pagefind reads of a built page, as a smaller page: the post-build pass writes one for each
 * page it scans, and Pagefind indexes these instead of public/ (./write-search-index.ts), so it
 * does not parse the chrome (navbar, sidebar, inlined CSS, Gatsby's scripts) it then ignores.
 *
 * Once any page marks its content with `data-pagefind-body`, Pagefind indexes only inside such
 * elements, and reads outside them only the `data-pagefind-*` attributes, the language, the title
 * and meta tags, the first h1 and images. The copy keeps the content elements whole and, outside
 * them, only those elements (and their ancestors), so the index is byte for byte the one the
 * pages themselves give (e2e/search.test.mjs compares the two). A page with no content element
 * (home, lists, /api) is left out of the index, and its copy keeps only those elements too: its
 * inline scripts, which change with every bundle, would make the index be built again. On a site
 * where no page has one, Pagefind indexes each page's whole body, so the pass copies every page
 * whole (../scan/scan-site.ts). A page that cannot be read as React writes it is copied whole.
 */

/** Elements Pagefind reads outside the content: kept whole, with their text. */
const READ_OUTSIDE = new Set(['h1', 'img', 'title', 'meta']);
/** The document's structure is kept for its attributes (the html element's lang). */
const STRUCTURE = new Set(['html', 'head', 'body']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

class Unreadable extends Error {}

/** Parses a page with the source offsets searchPageHtml reads (the post-build pass parses each page once, so). */
export const parseWithOffsets = (html: string): HtmlDocument => parse(html, { sourceCodeLocationInfo: true });

/**
 * The page as Pagefind reads it, and whether it has a content element; null when it is not
 * written as React writes it (copy it whole). The copy is made of slices of the page, byte for
 * byte, at the offsets parse5 records, because Pagefind reads the raw text (it ends a block's
 * text with a full stop unless its last character, `&quot;`'s `;` included, is punctuation).
 * A React page is well formed: an element parse5 closed without its end tag means it is not.
 */
export function searchPageHtml(html: string, document: ParentNode = parseWithOffsets(html)): { html: string; content: boolean } | null {
  let content = false;
  const kept = (node: Node): string => {
    if (!('tagName' in node)) return '';
    const at = node.sourceCodeLocation;
    // An element parse5 implied (a table's tbody): only its children are in the page.
    if (!at) return node.childNodes.map(kept).join('');
    const names = node.attrs.map((a) => a.name);
    const isContent = names.includes('data-pagefind-body');
    content ||= isContent;
    const whole = READ_OUTSIDE.has(node.tagName) || names.some((n) => n.startsWith('data-pagefind-') && n !== 'data-pagefind-ignore');
    const selfClosing = html[at.startTag!.endOffset - 2] === '/';
    if (!at.endTag && !VOID.has(node.tagName) && !selfClosing) throw new Unreadable();
    if (whole) return html.slice(at.startOffset, at.endOffset);
    const inside = children(node).map(kept).join('');
    if (!inside && !STRUCTURE.has(node.tagName)) return '';
    return html.slice(at.startOffset, at.startTag!.endOffset) + inside + (at.endTag ? html.slice(at.endTag.startOffset, at.endOffset) : '');
  };
  let body: string;
  try {
    body = document.childNodes.map(kept).join('');
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
  // A content element inside an element kept whole is not found: the page is then copied whole.
  if (!content && html.includes('data-pagefind-body')) return null;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  return { html: doctype + body, content };
}

/** Where the pass writes the copies (Pagefind reads this folder as it would read public/). */
export const SEARCH_PAGES_DIR = path.join('.cache', 'post-build', 'search-pages');

/**
 * Writes a page's copy when its text changed: a page Gatsby wrote again with the same content
 * (a sidebar edit, webpack's new compilation hash) keeps its copy as it was, so the index of the
 * last build is kept when no copy changed.
 */
export function writeSearchPage(searchDir: string, file: string, html: string): void {
  const target = path.join(searchDir, file);
  let current: string | undefined;
  try {
    current = fs.readFileSync(target, 'utf8');
  } catch {
    fs.mkdirSync(path.dirname(target), { recursive: true });
  }
  if (current !== html) fs.writeFileSync(target, html);
}
