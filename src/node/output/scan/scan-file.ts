import fs from 'fs';
import path from 'path';
import { diagramPublisher, fillDiagrams } from '../../diagrams';
import { withoutNulBytes } from '../../html-nul-bytes';
import { markCurrentPage, routeOfPageFile } from '../../../lib/sidebar-current';
import { parseFragment } from 'parse5';
import { parseWithOffsets, searchPageHtml, writeSearchPage } from '../search/search-page';
import { own, scanDocument, SLICE_START, type HtmlDocument, type PageScan } from './scan-page';

/**
 * One built page after the pass: its scan, what the pass changed in it, the diagrams it shows, the
 * slices stitched into it, and whether the search index reads content from it (../search/search-page.ts).
 */
export type FileScan = { file: string; scan: PageScan; nulFixed: boolean; filled: boolean; diagrams: string[]; slices: string[]; searchContent: boolean };

/** What the search copy keeps outside the content (../search/search-page.ts), and scripts (the CSP hashes them in place). */
const NOT_CUT = /<(?:h1|img|title|meta|script)\b|data-pagefind-/i;
/** Where Gatsby stitched a slice into a page (it stitches again from these marks). */
const START = `<!--${SLICE_START}`;

/**
 * The slices stitched into a page: where each start mark is, and the slice's id. Gatsby writes
 * `<!-- slice-start id="…" -->`, the slice, `<!-- slice-end id="…" -->` (found with indexOf, not a
 * regular expression: a lazy match over a sidebar's 60 kB took longer than parsing it).
 */
function sliceMarks(html: string): { at: number; id: string }[] {
  const marks: { at: number; id: string }[] = [];
  for (let at = html.indexOf(START); at >= 0; at = html.indexOf(START, at + 1)) {
    const idEnd = html.indexOf('"', at + START.length);
    const id = idEnd < 0 ? '' : html.slice(at + START.length, idEnd);
    if (id && html.startsWith('" -->', idEnd)) marks.push({ at, id });
  }
  return marks;
}

/**
 * The page with the content of its stitched slices cut out (their marks stay), and the scan of each
 * slice it cut: a docs sidebar is stitched into every page of its section, half of each page's
 * bytes, and is the same on each but for the current page's marks (lib/sidebar-current.ts), which
 * no scan reads. So it is parsed once per thread, not once per page. Gatsby's own slices (its
 * scripts) and a slice with anything the search copy or the CSP reads stay in the page.
 */
function cutSlices(html: string, marks: { at: number; id: string }[], slices: Map<string, PageScan>): { html: string; cut: Set<string> } {
  const cut = new Set<string>();
  const parts: string[] = [];
  let from = 0;
  for (const { at, id } of marks) {
    const open = `${START}${id}" -->`;
    const close = `<!-- slice-end id="${id}" -->`;
    const end = html.indexOf(close, at);
    if (at < from || end < 0 || id.startsWith('_gatsby-')) continue;
    // Checked on its first page: on the others it differs only by the current page's marks.
    if (!slices.has(id)) {
      const content = html.slice(at + open.length, end);
      if (NOT_CUT.test(content)) continue;
      slices.set(own(id), scanDocument(parseFragment(content)));
    }
    cut.add(id);
    parts.push(html.slice(from, at + open.length));
    from = end;
  }
  if (!cut.size) return { html, cut };
  parts.push(html.slice(from));
  return { html: parts.join(''), cut };
}

/**
 * The page with the text of the <style> elements in its <head> left out: Gatsby inlines the
 * site's CSS there on every page (43 kB of each), which parse5 would read character by character
 * and nothing reads (the scan takes a style's data-href, the search copy keeps only the title and
 * meta tags of the head). A style inside <body> (a mermaid SVG's) stays: the search copy keeps it.
 */
// With its quote, never the text of an attribute's value: React escapes `"` there (not `<`, so a
// description can hold "<style").
const GATSBY_STYLE = '<style data-href="';
function withoutHeadStyles(html: string): string {
  const head = html.indexOf('</head>');
  const parts: string[] = [];
  let from = 0;
  for (let at = html.indexOf(GATSBY_STYLE, from); at >= 0 && at < head; at = html.indexOf(GATSBY_STYLE, from)) {
    // Inside a script's text, `<style` is not a tag: the rest of the page is left as it is.
    const script = html.lastIndexOf('<script', at);
    if (script >= 0 && html.indexOf('</script>', script) > at) break;
    const open = html.indexOf('>', at) + 1;
    const close = html.indexOf('</style>', open);
    if (open === 0 || close < 0 || close > head) break;
    parts.push(html.slice(from, open));
    from = close;
  }
  if (!parts.length) return html;
  parts.push(html.slice(from));
  return parts.join('');
}

/**
 * One page of the post-build pass: one read, one write when it changed, one parse. NUL bytes
 * left by React's streaming renderer are removed (before anything reads the page), the mermaid
 * SVGs go into their placeholders, the docs sidebar (one render for all its pages) marks this
 * page as current, then the final HTML is parsed (parse5) and scanned, and what the search index
 * reads of it is written to `searchDir` (../search/search-page.ts). With `slices`, the page's
 * slices are cut out before the parse and scanned into it (cutSlices); without, the whole page is
 * parsed (a page whose document is kept).
 */
export function scanFile(
  publicDir: string,
  file: string,
  publish: (key: string, svg: string) => void,
  searchDir: string,
  slices?: Map<string, PageScan>,
): FileScan & { document: HtmlDocument } {
  const full = path.join(publicDir, file);
  const read = fs.readFileSync(full);
  const clean = withoutNulBytes(read);
  const diagrams = new Set<string>();
  const withDiagrams = fillDiagrams((clean ?? read).toString('utf8'), `public${file}`, (key, svg) => {
    diagrams.add(own(key));
    publish(key, svg);
  });
  const { filled } = withDiagrams;
  const html = markCurrentPage(withDiagrams.html, routeOfPageFile(file));
  if (clean || filled || html !== withDiagrams.html) fs.writeFileSync(full, html);
  const input = slices ? withoutHeadStyles(html) : html;
  const marks = sliceMarks(input);
  const parsed = slices ? cutSlices(input, marks, slices) : { html, cut: new Set<string>() };
  const document = parseWithOffsets(parsed.html);
  const copy = searchPageHtml(parsed.html, document);
  writeSearchPage(searchDir, file, copy?.html ?? html);
  const stitched = [...new Set(marks.map((mark) => own(mark.id)))];
  const searchContent = copy ? copy.content : html.includes('data-pagefind-body');
  return { file, scan: scanDocument(document, parsed.cut), nulFixed: clean !== null, filled: filled > 0, diagrams: [...diagrams], slices: stitched, searchContent, document };
}

/**
 * A share of the pages, as a worker thread does it (./scan-worker.cjs): the scans, the scans of the
 * slices cut out of them (sent once, not once per page), and the diagrams it published.
 */
export function scanFiles(publicDir: string, files: string[], searchDir: string): { scans: FileScan[]; slices: Map<string, PageScan>; diagramKeys: string[] } {
  const publisher = diagramPublisher(publicDir);
  const slices = new Map<string, PageScan>();
  // Without the parsed document: a thread cannot send it back, and the pass does not need it.
  const scans = files.map((file): FileScan => {
    const { scan, nulFixed, filled, diagrams, slices: stitched, searchContent } = scanFile(publicDir, file, publisher.publish, searchDir, slices);
    return { file, scan, nulFixed, filled, diagrams, slices: stitched, searchContent };
  });
  return { scans, slices, diagramKeys: publisher.keys() };
}
