import fs from 'fs';
import path from 'path';
import { diagramPublisher, fillDiagrams } from '../../diagrams';
import { withoutNulBytes } from '../../html-nul-bytes';
import { markCurrentPage, routeOfPageFile } from '../../../lib/sidebar-current';
import { parseWithOffsets, searchPageHtml, writeSearchPage } from '../search/search-page';
import { own, scanDocument, type HtmlDocument, type PageScan } from './scan-page';

/**
 * One built page after the pass: its scan, what the pass changed in it, the diagrams it shows, the
 * slices stitched into it, and whether the search index reads content from it (../search/search-page.ts).
 */
export type FileScan = { file: string; scan: PageScan; nulFixed: boolean; filled: boolean; diagrams: string[]; slices: string[]; searchContent: boolean };

/** The mark Gatsby leaves where it stitched a slice into a page (it stitches again from these marks). */
const SLICE_MARK = /<!-- slice-start id="([^"]+)" -->/g;

/**
 * One page of the post-build pass: one read, one write when it changed, one parse. NUL bytes
 * left by React's streaming renderer are removed (before anything reads the page), the mermaid
 * SVGs go into their placeholders, the docs sidebar (one render for all its pages) marks this
 * page as current, then the final HTML is parsed (parse5) and scanned, and what the search index
 * reads of it is written to `searchDir` (../search/search-page.ts).
 */
export function scanFile(publicDir: string, file: string, publish: (key: string, svg: string) => void, searchDir: string): FileScan & { document: HtmlDocument } {
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
  const document = parseWithOffsets(html);
  const copy = searchPageHtml(html, document);
  writeSearchPage(searchDir, file, copy?.html ?? html);
  const slices = [...new Set(Array.from(html.matchAll(SLICE_MARK), (m) => own(m[1])))];
  const searchContent = copy ? copy.content : html.includes('data-pagefind-body');
  return { file, scan: scanDocument(document), nulFixed: clean !== null, filled: filled > 0, diagrams: [...diagrams], slices, searchContent, document };
}

/** A share of the pages, as a worker thread does it (./scan-worker.cjs): the scans, and the diagrams it published. */
export function scanFiles(publicDir: string, files: string[], searchDir: string): { scans: FileScan[]; diagramKeys: string[] } {
  const publisher = diagramPublisher(publicDir);
  // Without the parsed document: a thread cannot send it back, and the pass does not need it.
  const scans = files.map((file): FileScan => {
    const { scan, nulFixed, filled, diagrams, slices, searchContent } = scanFile(publicDir, file, publisher.publish, searchDir);
    return { file, scan, nulFixed, filled, diagrams, slices, searchContent };
  });
  return { scans, diagramKeys: publisher.keys() };
}
