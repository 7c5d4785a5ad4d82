import { parse, parseFragment, serialize } from 'parse5';
import { MERMAID_DARK_CLASS } from '../../lib/mermaid';
import { isElement, type Element, type ParentNode } from '../output/scan/scan-page';

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const classes = (el: Element) => (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean);

function walk(parent: ParentNode, visit: (el: Element) => 'remove' | void): void {
  for (const child of [...parent.childNodes]) {
    if (!isElement(child)) continue;
    if (visit(child) === 'remove') {
      parent.childNodes.splice(parent.childNodes.indexOf(child), 1);
      continue;
    }
    walk(child.tagName === 'template' ? (child as unknown as { content: ParentNode }).content : child, visit);
  }
}

function findElement(parent: ParentNode, test: (el: Element) => boolean): Element | null {
  for (const child of parent.childNodes) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return null;
}

export type HtmlRewrite = {
  /** Absolute URL of the page the HTML belongs to: relative links resolve against it. */
  pageUrl: string;
  /** Make every link and image URL absolute (feeds); otherwise only in-page (#) links are rewritten. */
  absolute: boolean;
  /** Keep one rendering of each diagram: readers of a feed have no colour mode switch. */
  dropDarkDiagrams: boolean;
};

/** A page's content as a feed reader gets it: every URL absolute, no heading self-links, one rendering of each diagram. */
export const forFeed = (pageUrl: string): HtmlRewrite => ({ pageUrl, absolute: true, dropDarkDiagrams: true });

const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite', 'action']);

function rewriteUrl(value: string, el: Element, name: string, opts: HtmlRewrite): string {
  if (value.startsWith('#')) {
    // A fragment inside an SVG (url(#id), <use href="#id">) points into the SVG itself.
    if (el.tagName !== 'a' || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') return value;
    const page = new URL(opts.pageUrl);
    return opts.absolute ? `${page.href.replace(/#.*$/, '')}${value}` : `${page.pathname}${value}`;
  }
  if (!opts.absolute || /^(data|mailto|tel):/i.test(value)) return value;
  try {
    return new URL(value, opts.pageUrl).href;
  } catch {
    throw new Error(`Cannot make the ${name} "${value}" of a <${el.tagName}> absolute`);
  }
}

function rewrite(root: ParentNode, opts: HtmlRewrite): void {
  walk(root, (el) => {
    if (opts.dropDarkDiagrams && classes(el).includes(MERMAID_DARK_CLASS)) return 'remove';
    // Heading self-links ("Direct link to …") and heading ids belong to the page the HTML came from.
    if (el.tagName === 'a' && classes(el).includes('anchor')) return 'remove';
    if (/^h[1-6]$/.test(el.tagName)) el.attrs = el.attrs.filter((a) => a.name !== 'id');
    for (const a of el.attrs) {
      if (URL_ATTRIBUTES.has(a.name)) a.value = rewriteUrl(a.value, el, a.name, opts);
      else if (a.name === 'srcset' && opts.absolute) {
        a.value = a.value
          .split(',')
          .map((part) => {
            const [url, ...descriptor] = part.trim().split(/\s+/);
            return [rewriteUrl(url, el, a.name, opts), ...descriptor].join(' ');
          })
          .join(', ');
      }
    }
  });
}

/** Rewrites an HTML fragment (a rendered excerpt) for use away from its own page. */
export function rewriteHtmlFragment(html: string, opts: HtmlRewrite): string {
  const fragment = parseFragment(html);
  rewrite(fragment, opts);
  return serialize(fragment);
}

/**
 * The inner HTML of the element marked with itemprop="<itemprop>" in a built page: the
 * article body exactly as readers see it, rewritten for use elsewhere (the page as HTML, or as
 * parsed by the post-build pass, whose tree it changes). Null when the page has none.
 */
export function extractMarkedContent(document: string | ParentNode, itemprop: string, opts: HtmlRewrite): string | null {
  const found = findElement(typeof document === 'string' ? parse(document) : document, (el) => attr(el, 'itemprop') === itemprop);
  if (!found) return null;
  rewrite(found, opts);
  return serialize(found).trim();
}
