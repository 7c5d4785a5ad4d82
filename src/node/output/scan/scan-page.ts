import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type ParentNode = DefaultTreeAdapterMap['parentNode'];
export type HtmlDocument = DefaultTreeAdapterMap['document'];

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'data']);

export const isElement = (node: Node): node is Element => 'tagName' in node;

/** As the URL parser reads it: leading spaces and control characters, and tabs or newlines anywhere, are dropped first. */
function isJavascriptUrl(value: string): boolean {
  const chars = [...value].filter((c) => c !== '\t' && c !== '\n' && c !== '\r');
  const start = chars.findIndex((c) => c.charCodeAt(0) > 0x20);
  return start > -1 && chars.slice(start, start + 11).join('').toLowerCase() === 'javascript:';
}
/** A node's children, a <template>'s being those of its content. */
export const children = (el: ParentNode): Node[] =>
  'tagName' in el && el.tagName === 'template' ? (el as unknown as { content: ParentNode }).content.childNodes : el.childNodes;

export type InlineScan = { scripts: string[]; problems: string[] };
/** What the post-build checks need from one built page, from one parse (./scan-site.ts). */
export type PageScan = InlineScan & {
  ids: Set<string>;
  links: string[];
  /** The bundles the page loads or inlines: <script src> and Gatsby's <style data-href> (./built-assets.ts). */
  assets: string[];
  /**
   * Slices cut out of the page before it was parsed (./scan-file.ts), each scanned once for all
   * the pages it is stitched into: where each stood, as the lengths of the lists at that point.
   */
  slots?: Slot[];
};
type Listed = 'scripts' | 'problems' | 'links' | 'assets';
const LISTED: Listed[] = ['scripts', 'problems', 'links', 'assets'];
type Slot = { slice: string } & Record<Listed, number>;

/**
 * The mark Gatsby leaves where it stitched a slice into a page, the comment `<!-- slice-start id="…" -->`:
 * its text up to the id (./scan-file.ts finds it in the page's source, scanDocument in the parsed page).
 */
export const SLICE_START = ' slice-start id="';
const SLICE_START_END = '" ';

/** The slice id of a comment's text, when the comment is a slice's start mark. */
function sliceOfComment(data: string): string | undefined {
  if (!data.startsWith(SLICE_START) || !data.endsWith(SLICE_START_END)) return undefined;
  const id = data.slice(SLICE_START.length, -SLICE_START_END.length);
  return id && !id.includes('"') ? id : undefined;
}

/**
 * One parse of a built page, and one walk over it, for every check that reads it:
 *  - the text of every inline script a browser would run, parsed the way a browser parses it
 *    (parse5 follows the HTML standard, so the text is byte for byte what the hash covers), and
 *    every inline event handler or javascript: URL: those no hash can allow;
 *  - every element id (and <a name>) and every <a href>, for the link and anchor check;
 *  - every bundle it loads or inlines, to check they are this build's.
 */
export function scanPage(html: string): PageScan {
  return scanDocument(parse(html));
}

/**
 * A copy of a string that shares no memory with the page it came from. A string taken out of a
 * bigger one (a regular expression's match, some of parse5's) can be a view into it, so a kept
 * slice id or link would keep the whole page alive for as long as the pass keeps its scan.
 */
export const own = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');

/**
 * scanPage over a page already parsed with parse5 (the post-build pass keeps some documents).
 * `cut` names the slices whose content was cut out before the parse: their marks become slots.
 */
export function scanDocument(document: ParentNode, cut: ReadonlySet<string> = new Set()): PageScan {
  const scripts: string[] = [];
  const problems: string[] = [];
  const ids = new Set<string>();
  const links: string[] = [];
  const assets: string[] = [];
  const slots: Slot[] = [];
  const visit = (parent: ParentNode) => {
    for (const node of children(parent)) {
      if (node.nodeName === '#comment' && cut.size) {
        const slice = sliceOfComment((node as { data: string }).data);
        if (slice && cut.has(slice)) slots.push({ slice: own(slice), scripts: scripts.length, problems: problems.length, links: links.length, assets: assets.length });
      }
      if (!isElement(node)) continue;
      const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
      for (const { name, value, prefix } of node.attrs) {
        const full = prefix ? `${prefix}:${name}` : name;
        if (/^on/i.test(name)) problems.push(`<${node.tagName} ${full}="…"> is an inline event handler`);
        else if (URL_ATTRIBUTES.has(full) && isJavascriptUrl(value))
          problems.push(`<${node.tagName} ${full}="${value.slice(0, 40)}"> is a javascript: URL`);
      }
      const id = attr('id');
      if (id) ids.add(own(id));
      if (node.tagName === 'a') {
        const name = attr('name');
        if (name) ids.add(own(name));
        const href = attr('href');
        if (href !== undefined) links.push(own(href));
      }
      const asset = node.tagName === 'script' ? attr('src') : node.tagName === 'style' ? attr('data-href') : undefined;
      if (asset !== undefined) assets.push(own(asset));
      if (node.tagName === 'script' && attr('src') === undefined) {
        const type = (attr('type') ?? '').trim().toLowerCase();
        if (EXECUTABLE_TYPES.has(type)) scripts.push(own(node.childNodes.map((c) => ('value' in c ? c.value : '')).join('')));
      }
      visit(node);
    }
  };
  visit(document);
  return slots.length ? { scripts, problems, ids, links, assets, slots } : { scripts, problems, ids, links, assets };
}

/** A page's whole scan: its own, with each slice's scan put back where the slice stood. */
export function withSlices(scan: PageScan, slices: ReadonlyMap<string, PageScan>): PageScan {
  if (!scan.slots) return scan;
  const whole: PageScan = { scripts: [], problems: [], ids: new Set(scan.ids), links: [], assets: [] };
  const from = { scripts: 0, problems: 0, links: 0, assets: 0 };
  for (const slot of scan.slots) {
    const slice = slices.get(slot.slice);
    if (!slice) throw new Error(`the scan of slice ${slot.slice} is missing (a page was scanned without it)`);
    for (const list of LISTED) {
      whole[list].push(...scan[list].slice(from[list], slot[list]), ...slice[list]);
      from[list] = slot[list];
    }
    for (const id of slice.ids) whole.ids.add(id);
  }
  for (const list of LISTED) whole[list].push(...scan[list].slice(from[list]));
  return whole;
}

/** The inline scripts and the script problems of a page: what the CSP (../headers/headers.ts) needs. */
export function scanInlineScripts(html: string): InlineScan {
  const { scripts, problems } = scanPage(html);
  return { scripts, problems };
}
