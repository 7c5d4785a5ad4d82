import fs from 'fs';
import path from 'path';

/**
 * What Pagefind reads of a built page, as a smaller page: the post-build pass writes it for each
 * page it scans, and Pagefind indexes these instead of public/ (./write-search-index.ts).
 *
 * Once a page of the site marks its content with `data-pagefind-body`, Pagefind indexes only
 * what is inside such elements, and reads outside them only the `data-pagefind-*` attributes,
 * the page's language, its title and meta tags, its first h1 and images (the default title and
 * image). The rest of a doc page is chrome: the navbar, a sidebar of up to 500 links, the
 * inlined CSS and Gatsby's scripts; at 2,000 generated docs that was 270 MB that Pagefind parsed
 * on every build (5.4 s of its 7.8 s), for 44 MB that it reads. The copy keeps the content
 * elements whole and, outside them, only the elements that hold what Pagefind reads (and their
 * ancestors). The index Pagefind writes from the copies is the same, byte for byte, as from the
 * pages themselves (e2e/search.test.mjs compares the two on the built site).
 *
 * A page with no content element (the home page, lists, /api) is left out of the index once any
 * page has one, so its copy keeps only the same elements (its inline scripts, which change with
 * every bundle, would make the index be built again). On a site where no page has one, Pagefind
 * indexes each page's whole body: the pass then copies every page whole (../scan/scan-site.ts).
 * A page that cannot be read as React writes it is copied whole.
 */

/** Elements Pagefind reads outside the content: kept whole, with their text. */
const READ_OUTSIDE = new Set(['h1', 'img', 'title', 'meta']);
/** The document's structure is kept for its attributes (the html element's lang). */
const STRUCTURE = new Set(['html', 'head', 'body']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose text is not markup: it ends at their end tag, whatever it holds. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/** An element of the page: where its start tag ends, where its end tag starts and ends, whether it is kept whole, and whether it is a content element. */
type Element = { name: string; start: number; open: number; close: number; end: number; whole: boolean; content: boolean; children: Element[] };

class Unreadable extends Error {}

/** What the `<` at `lt` starts: a comment or the like (skipped to its end), an end tag, a start tag, or text. */
type Token = { kind: 'skip'; next: number } | { kind: 'end'; name: string; next: number } | { kind: 'start' } | { kind: 'text' };

const LT_BANG = 33; // !
const LT_QUESTION = 63; // ?
const LT_SLASH = 47; // /

function tokenAt(html: string, lt: number): Token {
  const c = html.charCodeAt(lt + 1);
  if (c === LT_BANG) {
    if (html.startsWith('<!--', lt)) return { kind: 'skip', next: after(html, '-->', lt + 4) };
    if (html.startsWith('<![CDATA[', lt)) return { kind: 'skip', next: after(html, ']]>', lt + 9) };
    return { kind: 'skip', next: after(html, '>', lt + 2) };
  }
  if (c === LT_QUESTION) return { kind: 'skip', next: after(html, '>', lt + 2) };
  if (c === LT_SLASH) {
    const next = after(html, '>', lt + 2);
    return { kind: 'end', name: html.slice(lt + 2, next - 1).trim().toLowerCase(), next };
  }
  // A letter starts a tag; any other `<` is text.
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? { kind: 'start' } : { kind: 'text' };
}

/** Where the element whose start tag ends at `from` ends its content (the `<` of its end tag): its inside is only skipped. */
function closeOf(html: string, from: number, name: string): number {
  if (RAW_TEXT.has(name)) {
    // React writes its end tags in lower case.
    const close = html.indexOf(`</${name}`, from);
    if (close < 0) throw new Unreadable(`<${name}> is not closed`);
    return close;
  }
  let i = from;
  for (;;) {
    const lt = html.indexOf('<', i);
    if (lt < 0) throw new Unreadable(`<${name}> is not closed`);
    const token = tokenAt(html, lt);
    if (token.kind === 'skip') i = token.next;
    else if (token.kind === 'text') i = lt + 1;
    else if (token.kind === 'end') {
      if (token.name !== name) throw new Unreadable(`</${token.name}> closes <${name}>`);
      return lt;
    } else {
      const tag = startTag(html, lt);
      i = tag.selfClosing || VOID.has(tag.name) ? tag.end : after(html, '>', closeOf(html, tag.end, tag.name));
    }
  }
}

/**
 * Reads the elements of `html` from `at` until the end tag of `parent` (or the end), as
 * written: the copy is made of slices of the page, byte for byte, because Pagefind reads the
 * raw text (it ends a block's text with a full stop unless its last character, `&quot;`'s `;`
 * included, is punctuation). Inside an element kept whole, elements are only skipped. A page
 * built by React is well formed: every element that is not void is closed, and nothing else is
 * expected (Unreadable: the page is then copied whole).
 */
function readElements(html: string, at: number, parent: string | null): { children: Element[]; next: number } {
  const children: Element[] = [];
  let i = at;
  for (;;) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      if (parent !== null) throw new Unreadable(`<${parent}> is not closed`);
      return { children, next: html.length };
    }
    const token = tokenAt(html, lt);
    if (token.kind === 'skip') i = token.next;
    else if (token.kind === 'text') i = lt + 1;
    else if (token.kind === 'end') {
      if (token.name !== parent) throw new Unreadable(`</${token.name}> closes <${parent}>`);
      return { children, next: lt };
    } else {
      const tag = startTag(html, lt);
      const whole = READ_OUTSIDE.has(tag.name) || tag.attributes.some((a) => a.startsWith('data-pagefind-') && a !== 'data-pagefind-ignore');
      const content = tag.attributes.includes('data-pagefind-body');
      const element: Element = { name: tag.name, start: lt, open: tag.end, close: tag.end, end: tag.end, whole, content, children: [] };
      if (!tag.selfClosing && !VOID.has(tag.name)) {
        if (whole || RAW_TEXT.has(tag.name)) element.close = closeOf(html, tag.end, tag.name);
        else {
          const inner = readElements(html, tag.end, tag.name);
          element.children = inner.children;
          element.close = inner.next;
        }
        element.end = after(html, '>', element.close);
      }
      children.push(element);
      i = element.end;
    }
  }
}

function after(html: string, text: string, from: number): number {
  const found = html.indexOf(text, from);
  if (found < 0) throw new Unreadable(`no "${text}" after character ${from}`);
  return found + text.length;
}

const TAG_NAME = /[^\s/>]+/y;
const ATTRIBUTE = /\s*([^\s=/>]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?|\s*\/(?!>)/y;
const TAG_END = /\s*(\/?)>/y;

/** A start tag at `lt`: its name, the names of its attributes, where it ends, and whether it ends with `/>`. */
function startTag(html: string, lt: number): { name: string; attributes: string[]; end: number; selfClosing: boolean } {
  TAG_NAME.lastIndex = lt + 1;
  const name = (TAG_NAME.exec(html)?.[0] ?? '').toLowerCase();
  const attributes: string[] = [];
  let i = lt + 1 + name.length;
  for (;;) {
    TAG_END.lastIndex = i;
    const end = TAG_END.exec(html);
    if (end) return { name, attributes, end: TAG_END.lastIndex, selfClosing: end[1] === '/' };
    ATTRIBUTE.lastIndex = i;
    const attribute = ATTRIBUTE.exec(html);
    if (!attribute || ATTRIBUTE.lastIndex === i) throw new Unreadable(`<${name}> is not closed`);
    if (attribute[1]) attributes.push(attribute[1].toLowerCase());
    i = ATTRIBUTE.lastIndex;
  }
}

/** The element as kept: whole, or its tags around what is kept inside it (empty when nothing is). */
function kept(html: string, element: Element): string {
  if (element.whole) return html.slice(element.start, element.end);
  const inside = element.children.map((child) => kept(html, child)).join('');
  if (!inside && !STRUCTURE.has(element.name)) return '';
  return html.slice(element.start, element.open) + inside + html.slice(element.close, element.end);
}

/**
 * The page as Pagefind reads it, and whether it has a content element; null when it cannot be
 * read as React writes it (copy it whole).
 */
export function searchPageHtml(html: string): { html: string; content: boolean } | null {
  let elements: Element[];
  try {
    elements = readElements(html, 0, null).children;
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
  // The content element is kept whole where it is found (inside another element kept whole, it
  // is not: then the page is copied whole).
  const hasContent = (list: Element[]): boolean => list.some((e) => e.content || hasContent(e.children));
  const content = hasContent(elements);
  if (!content && html.includes('data-pagefind-body')) return null;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  return { html: doctype + elements.map((element) => kept(html, element)).join(''), content };
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
