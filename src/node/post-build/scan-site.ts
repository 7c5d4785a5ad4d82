import fs from 'fs';
import path from 'path';
import { diagramPublisher, fillDiagrams } from '../diagrams';
import { withoutNulBytes } from '../html-nul-bytes';
import { parse } from 'parse5';
import { scanDocument, type HtmlDocument, type PageScan } from './scan-page';

export type ScannedSite = {
  publicDir: string;
  /** Each HTML file's scan: ids, links, inline scripts, what the CSP would block. */
  pages: Map<string, PageScan>;
  /** The parsed pages that `keep` asked for (the blog feeds take the posts' article bodies from them). */
  documents: Map<string, HtmlDocument>;
  /** Pages that had NUL bytes removed. */
  nulFixed: string[];
  /** Pages that got diagrams, and how many distinct diagrams were published. */
  diagramPages: number;
  diagrams: number;
};

/** Every file under `dir` as a URL path from `base`. */
export function listFiles(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, base, out);
    else out.push(`/${path.relative(base, full).split(path.sep).join('/')}`);
  }
  return out;
}

/**
 * The post-build pass over public/: one walk, and for each HTML file one read, one write when
 * it changed and one parse, serving every job that reads the built pages. In order, per page:
 * NUL bytes left by React's streaming renderer are removed (before anything reads the page),
 * the mermaid SVGs go into their placeholders, then the final HTML is parsed once (parse5) for
 * the link and anchor check and the Content-Security-Policy's script hashes.
 */
export function scanSite(publicDir: string, keep: (file: string) => boolean = () => false): ScannedSite {
  const files = listFiles(publicDir);
  const pages = new Map<string, PageScan>();
  const documents = new Map<string, HtmlDocument>();
  const nulFixed: string[] = [];
  const publisher = diagramPublisher(publicDir);
  let diagramPages = 0;
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(publicDir, file);
    let bytes: Buffer = fs.readFileSync(full);
    const clean = withoutNulBytes(bytes);
    if (clean) {
      bytes = clean;
      nulFixed.push(file);
    }
    const { html, filled } = fillDiagrams(bytes.toString('utf8'), `public${file}`, publisher.publish);
    if (filled) diagramPages += 1;
    if (clean || filled) fs.writeFileSync(full, html);
    const document = parse(html);
    pages.set(file, scanDocument(document));
    if (keep(file)) documents.set(file, document);
  }
  return { publicDir, pages, documents, nulFixed, diagramPages, diagrams: publisher.count };
}
