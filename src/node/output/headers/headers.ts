import { createHash } from 'crypto';
import { isPageFile } from '../scan/scan-site';
import type { InlineScan } from '../scan/scan-page';

/**
 * The response headers of the built site, written to public/_headers (the format read by
 * Netlify and Cloudflare Pages; scripts/serve.mjs applies it too, so every browser test runs
 * under this policy). docs/hosting.md shows the same headers as an nginx block.
 *
 * One policy for the whole site rather than one per route: Cloudflare Pages accepts at most
 * 100 rules, and joins the values of a header set by several matching rules with a comma,
 * which for CSP would mean several policies all enforced at once. A single policy works
 * because every inline script is the same on every page of a build: the pre-paint script
 * (constant per site), gatsby-remark-autolink-headers' scroll script (constant), Gatsby's
 * chunk map and compilation hash (constant per build), and window.pagePath, which Gatsby
 * writes per page but src/gatsby-internals/page-path-script.tsx moves into a data attribute.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Cloudflare Pages' limits on a _headers file. */
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

export type HeaderRule = { pattern: string; headers: [string, string][] };

/** Problems found in the built files; the message lists every one with its file. */
export class HeadersError extends Error {
  constructor(readonly problems: string[]) {
    super(`Cannot write public/_headers: ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'HeadersError';
  }
}

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Lets the page compile WebAssembly: the search engine (Pagefind, src/node/output/search) is a
 * WebAssembly module, and a CSP without 'unsafe-eval' blocks WebAssembly.instantiate unless
 * script-src has this keyword (https://github.com/WebAssembly/content-security-policy). It
 * allows compiling wasm only: eval() and new Function stay blocked.
 */
export const WASM_UNSAFE_EVAL = "'wasm-unsafe-eval'";

/**
 * script-src has no 'unsafe-inline' and no 'unsafe-eval': nothing on the site evaluates strings
 * (the only `new Function` in the bundles is webpack's fallback for browsers without globalThis).
 * It has 'wasm-unsafe-eval' for the search engine (above). style-src needs 'unsafe-inline': Gatsby
 * inlines the global CSS in a <style> per page, each rendered mermaid SVG carries its own <style>,
 * Redoc's styled-components inserts rules at run time, and server-rendered markup has style=""
 * attributes. Inline CSS cannot run script, and every other directive stays strict.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${WASM_UNSAFE_EVAL} ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(scriptHashes: string[]): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scriptHashes)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors for browsers that predate it.
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

/** `app-4e6a….js`, `styles.0287….css`, `slice---…-f092….js` and their .map / .LICENSE.txt: webpack's content hash in the name. The prefix keeps its dashes, so `/slice---*` does not also match `/slice-data/`. */
const HASHED_ROOT_FILE = /^([^/.-]+(?:-+|\.))(?:.*[.-])?[0-9a-f]{20}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/;

/** Host semantics: `*` matches any characters, `/` included; everything else literally. */
export function patternMatches(pattern: string, url: string): boolean {
  return patternRegExp(pattern).test(url);
}

function patternRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
}

/**
 * Cache rules by kind of file. Each URL must match exactly one rule that sets Cache-Control
 * (hosts join the values of several), so there is no catch-all: content-hashed files get
 * `immutable` (Gatsby's /static/ folder, and the bundles at the root by name prefix), and
 * everything else (HTML, page-data and app-data, feeds, files copied from static/) is
 * revalidated, rule by top-level folder or root file.
 */
export function cacheRules(files: string[]): { rules: HeaderRule[]; problems: string[] } {
  const immutable = new Set<string>();
  const revalidate = new Set<string>();
  for (const file of files) {
    const [, top, rest] = file.match(/^\/([^/]+)(\/.*)?$/) ?? [];
    if (!top) continue;
    if (top === 'static' && rest) immutable.add('/static/*');
    else if (rest) {
      revalidate.add(`/${top}/*`);
      if (rest === '/index.html') revalidate.add(`/${top}`);
    } else if (HASHED_ROOT_FILE.test(top)) immutable.add(`/${top.match(HASHED_ROOT_FILE)![1]}*`);
    else {
      revalidate.add(`/${top}`);
      if (top === 'index.html') revalidate.add('/');
    }
  }
  const rules: HeaderRule[] = [
    ...[...immutable].sort().map((pattern): HeaderRule => ({ pattern, headers: [['Cache-Control', IMMUTABLE]] })),
    ...[...revalidate].sort().map((pattern): HeaderRule => ({ pattern, headers: [['Cache-Control', REVALIDATE]] })),
  ];
  const problems: string[] = [];
  // Each rule's pattern compiled once: every file of the site is matched against every rule.
  const compiled = rules.map((rule) => ({ rule, re: patternRegExp(rule.pattern) }));
  for (const file of files) {
    const requests = [file];
    if (file.endsWith('/index.html')) requests.push(file.slice(0, -'/index.html'.length) || '/');
    for (const url of requests) {
      const matching = compiled.filter(({ re }) => re.test(url)).map(({ rule }) => rule);
      if (matching.length === 1) continue;
      const why = matching.length ? `: ${matching.map((r) => r.pattern).join(', ')} (rename it, or the folder, so one rule applies)` : '';
      problems.push(`${url} (public${file}) matches ${matching.length} Cache-Control rules${why}`);
    }
  }
  return { rules, problems };
}

/**
 * Media types the hosts would not give on their own: the Markdown twins (/docs/intro.md) as
 * text/markdown and llms.txt as plain text, both UTF-8 (without a charset, a browser reads
 * text/plain as windows-1252 and mangles every "→" and "é"). No Cache-Control here: each file
 * already has its one cache rule.
 */
export function contentTypeRules(files: string[]): HeaderRule[] {
  const rules: HeaderRule[] = [];
  if (files.some((f) => f.endsWith('.md'))) rules.push({ pattern: '/*.md', headers: [['Content-Type', 'text/markdown; charset=utf-8']] });
  for (const file of files.filter((f) => /^\/llms(?:-[a-z]+)?\.txt$/.test(f)).sort()) rules.push({ pattern: file, headers: [['Content-Type', 'text/plain; charset=utf-8']] });
  return rules;
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const header = '# Written by the build (src/node/output/headers): response headers for Netlify / Cloudflare Pages. Do not edit.\n';
  return header + rules.map((r) => `${r.pattern}\n${r.headers.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`).join('');
}

export type BuiltSite = {
  /** Every file of public/, as a URL path (`/docs/intro/index.html`). */
  files: string[];
  /** The scan of each HTML file among them. */
  pages: Map<string, InlineScan>;
};

/** The rules of public/_headers for one built site, or every reason it cannot have them. */
export function buildHeaderRules(site: BuiltSite): { rules: HeaderRule[]; scriptHashes: string[] } {
  const problems: string[] = [];
  const hashes = new Set<string>();
  for (const file of site.files.filter(isPageFile)) {
    const scan = site.pages.get(file);
    if (!scan) throw new Error(`public${file} was not scanned`);
    for (const script of scan.scripts) hashes.add(scriptHash(script));
    problems.push(...scan.problems.map((p) => `public${file}: ${p}, which the Content-Security-Policy blocks`));
  }
  const scriptHashes = [...hashes].sort();
  const cache = cacheRules(site.files.filter((f) => f !== '/_headers'));
  problems.push(...cache.problems);
  const rules: HeaderRule[] = [{ pattern: '/*', headers: securityHeaders(scriptHashes) }, ...cache.rules, ...contentTypeRules(site.files)];
  if (rules.length > MAX_RULES) problems.push(`${rules.length} rules: Cloudflare Pages accepts at most ${MAX_RULES}`);
  for (const rule of rules)
    for (const [name, value] of rule.headers)
      if (`  ${name}: ${value}`.length > MAX_LINE)
        problems.push(`${rule.pattern} ${name} is ${`  ${name}: ${value}`.length} characters long: Cloudflare Pages accepts at most ${MAX_LINE} per line (${scriptHashes.length} script hashes)`);
  if (problems.length) throw new HeadersError(problems);
  return { rules, scriptHashes };
}
