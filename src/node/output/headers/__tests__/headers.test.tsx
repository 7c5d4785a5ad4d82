/** @jest-environment node */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  buildHeaderRules,
  cacheRules,
  contentTypeRules,
  formatHeadersFile,
  HeadersError,
  IMMUTABLE,
  patternMatches,
  REVALIDATE,
  scriptHash,
  type BuiltSite,
} from '../headers';
import { scanInlineScripts } from '../../scan/scan-page';
import { PAGE_PATH_SCRIPT, pagePathScript, replacePagePathScript } from '../../../../gatsby-internals/page-path-script';

const page = (body: string) => `<!DOCTYPE html><html><head><style>.a{}</style></head><body>${body}<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

function site(pages: Record<string, string>, extra: string[] = []): BuiltSite {
  return { files: [...Object.keys(pages), ...extra], pages: new Map(Object.entries(pages).map(([file, html]) => [file, scanInlineScripts(html)])) };
}

const cspOf = (rules: ReturnType<typeof buildHeaderRules>['rules']) => rules[0].headers.find(([k]) => k === 'Content-Security-Policy')![1];

describe('scriptHash', () => {
  it('is the CSP source expression of the SHA-256 of the UTF-8 text', () => {
    // The SHA-256 of the empty string, a published test vector.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHash('é')).not.toBe(scriptHash('e'));
  });
});

describe('buildHeaderRules', () => {
  const pages = {
    '/index.html': page('<script>prePaint()</script>'),
    '/docs/intro/index.html': page('<script>prePaint()</script><script>window.___chunkMapping={}</script>'),
  };

  it('allows exactly the inline scripts of the built pages, and nothing inline', () => {
    const { rules, scriptHashes } = buildHeaderRules(site(pages));
    expect(scriptHashes).toEqual([scriptHash('prePaint()'), scriptHash('window.___chunkMapping={}')].sort());
    const csp = cspOf(rules);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')};`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows compiling WebAssembly (the search engine) and nothing else beyond 'self' and the hashes", () => {
    const { rules, scriptHashes } = buildHeaderRules(site(pages));
    const scriptSrc = cspOf(rules)
      .split('; ')
      .find((d) => d.startsWith('script-src '))!
      .split(' ')
      .slice(1);
    expect(scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'", ...scriptHashes]);
    // Exactly this keyword: 'unsafe-eval' would also allow eval() and new Function.
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(cspOf(rules)).not.toMatch(/worker-src|blob:/);
  });

  it('follows drift: a changed script replaces its hash, a removed one leaves none behind', () => {
    const before = buildHeaderRules(site(pages)).scriptHashes;
    const after = buildHeaderRules(site({ ...pages, '/docs/intro/index.html': page('<script>prePaint()</script><script>window.___chunkMapping={"a":1}</script>') })).scriptHashes;
    expect(after).toContain(scriptHash('window.___chunkMapping={"a":1}'));
    expect(after).not.toContain(scriptHash('window.___chunkMapping={}'));
    expect(before).toHaveLength(2);
    expect(after).toHaveLength(2);
  });

  it('fails naming the file when a page has what no hash can allow', () => {
    const bad = site({ ...pages, '/docs/intro/index.html': page('<button onclick="go()">Go</button>') });
    expect(() => buildHeaderRules(bad)).toThrow(HeadersError);
    expect(() => buildHeaderRules(bad)).toThrowErrorMatchingInlineSnapshot(`
      "Cannot write public/_headers: 1 problem:
        - public/docs/intro/index.html: <button onclick="…"> is an inline event handler, which the Content-Security-Policy blocks"
    `);
  });

  it('fails when the policy would not fit one line of a Cloudflare _headers file', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`/p${i}/index.html`, page(`<script>window.pagePath="/p${i}"</script>`)]));
    expect(() => buildHeaderRules(site(many))).toThrow(/Content-Security-Policy is \d+ characters long: Cloudflare Pages accepts at most 2000 per line \(40 script hashes\)/);
  });
});

describe('cacheRules', () => {
  const files = [
    '/index.html',
    '/404.html',
    '/favicon.svg',
    '/chunk-map.json',
    '/app-4e6ab3da6a2986e2ea08.js',
    '/app-4e6ab3da6a2986e2ea08.js.map',
    '/app-4e6ab3da6a2986e2ea08.js.LICENSE.txt',
    '/component---src-templates-doc-tsx-content-file-path-intro-mdx-3fb4a7e9dabb28d6caf0.js',
    '/styles.028750ed362d73fb879a.css',
    '/static/logo-abc.png',
    '/page-data/app-data.json',
    '/page-data/docs/intro/page-data.json',
    '/docs/index.html',
    '/docs/intro/index.html',
    '/blog/rss.xml',
  ];
  const cacheOf = (rules: ReturnType<typeof cacheRules>['rules'], url: string) => rules.filter((r) => patternMatches(r.pattern, url)).map((r) => r.headers[0][1]);

  it('gives hashed assets immutable caching and revalidates everything else, one rule per URL', () => {
    const { rules, problems } = cacheRules(files);
    expect(problems).toEqual([]);
    for (const url of ['/app-4e6ab3da6a2986e2ea08.js', '/styles.028750ed362d73fb879a.css', '/static/logo-abc.png', '/component---src-templates-doc-tsx-content-file-path-intro-mdx-3fb4a7e9dabb28d6caf0.js'])
      expect(cacheOf(rules, url)).toEqual([IMMUTABLE]);
    for (const url of ['/', '/index.html', '/docs', '/docs/intro', '/page-data/app-data.json', '/page-data/docs/intro/page-data.json', '/blog/rss.xml', '/favicon.svg', '/chunk-map.json'])
      expect(cacheOf(rules, url)).toEqual([REVALIDATE]);
    expect(formatHeadersFile(rules)).toContain(`/app-*\n  Cache-Control: ${IMMUTABLE}\n`);
  });

  it('refuses a URL under two rules: a file without a content hash never shares an immutable prefix', () => {
    expect(cacheRules([...files, '/app-config.js']).problems).toEqual([
      '/app-config.js (public/app-config.js) matches 2 Cache-Control rules: /app-*, /app-config.js (rename it, or the folder, so one rule applies)',
    ]);
    expect(cacheRules([...files, '/app-notes/index.html']).problems).toEqual([
      '/app-notes/index.html (public/app-notes/index.html) matches 2 Cache-Control rules: /app-*, /app-notes/* (rename it, or the folder, so one rule applies)',
      '/app-notes (public/app-notes/index.html) matches 2 Cache-Control rules: /app-*, /app-notes (rename it, or the folder, so one rule applies)',
    ]);
  });
});

describe('Markdown twins and llms.txt', () => {
  const files = ['/index.html', '/api/index.html', '/api.md', '/docs/intro/index.html', '/docs/intro.md', '/blog/post.md', '/llms.txt', '/llms-full.txt', '/robots.txt'];
  const headersOf = (rules: ReturnType<typeof contentTypeRules>, url: string) => rules.filter((r) => patternMatches(r.pattern, url)).flatMap((r) => r.headers);

  it('are revalidated like pages, each under one cache rule', () => {
    const { rules, problems } = cacheRules(files);
    expect(problems).toEqual([]);
    for (const url of ['/api.md', '/docs/intro.md', '/blog/post.md', '/llms.txt', '/llms-full.txt']) expect(rules.filter((r) => patternMatches(r.pattern, url)).map((r) => r.headers)).toEqual([[['Cache-Control', REVALIDATE]]]);
  });

  it('are served as UTF-8 Markdown and plain text', () => {
    const rules = contentTypeRules(files);
    for (const url of ['/api.md', '/docs/intro.md', '/blog/post.md']) expect(headersOf(rules, url)).toEqual([['Content-Type', 'text/markdown; charset=utf-8']]);
    for (const url of ['/llms.txt', '/llms-full.txt']) expect(headersOf(rules, url)).toEqual([['Content-Type', 'text/plain; charset=utf-8']]);
    for (const url of ['/docs/intro', '/robots.txt', '/']) expect(headersOf(rules, url)).toEqual([]);
  });
});

describe('pagePathScript', () => {
  it("moves Gatsby's per-page path into an attribute, leaving a script that is the same on every page", () => {
    const gatsby = <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/docs/a \\"b\\"";/*]]>*/' }} />;
    const html = renderToStaticMarkup(pagePathScript(gatsby));
    expect(html).toBe(`<script id="gatsby-script-loader" data-page-path="/docs/a &quot;b&quot;">${PAGE_PATH_SCRIPT}</script>`);
  });

  it('stops the build if Gatsby writes something else there', () => {
    const other = <script key="script-loader" dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/' }} />;
    expect(() => pagePathScript(other)).toThrow(/page-path-script.tsx: Gatsby's page metadata script is not the expected/);
  });

  const loader = <script key="script-loader" dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/";/*]]>*/' }} />;
  const other = <script key="chunk-mapping" src="/app.js" />;

  it("replaces the one script among a built page's body components", () => {
    const out = replacePagePathScript([other, loader], { required: true });
    expect(out[0]).toBe(other);
    expect(renderToStaticMarkup(out[1] as React.ReactElement)).toContain('data-page-path="/"');
  });

  it('stops the build when no script matched (Gatsby renamed it), instead of passing silently', () => {
    expect(() => replacePagePathScript([other], { required: true })).toThrow(/found it 0 times/);
    expect(() => replacePagePathScript([loader, loader], { required: true })).toThrow(/found it 2 times/);
  });

  it('leaves develop pages, which have no such script, as they are', () => {
    expect(replacePagePathScript([other], { required: false })).toEqual([other]);
  });
});
