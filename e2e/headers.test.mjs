// The response headers of the built site (public/_headers, written by the build): the
// Content-Security-Policy allows exactly the inline scripts the HTML contains (recomputed
// here from the built files, so any drift fails), the security headers are all there,
// and caching fits each kind of file. That every route loads under the policy without a violation
// is checked by the sweep (e2e/sweep.test.mjs), whose server applies the same _headers.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'parse5';
import { headersFor, readHeadersFile } from '../scripts/headers-file.mjs';
import { builtRoutes, startSite } from './harness.mjs';

/** Both must be built: a missing one fails its suite with the command that builds it. */
const SITES = { public: 'npm run build', 'e2e/.fixture-public/site': 'npm run build:fixtures' };
const YEAR = 365 * 24 * 3600;

function files(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => `/${path.relative(dir, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/')}`);
}

/** The inline scripts a browser would run, per the HTML standard's parser. */
function inlineScripts(html) {
  const out = [];
  const visit = (node) => {
    for (const child of node.childNodes ?? []) {
      if (child.tagName === 'script') {
        const attrs = Object.fromEntries(child.attrs.map((a) => [a.name, a.value]));
        if (attrs.src === undefined && ['', 'text/javascript', 'module'].includes((attrs.type ?? '').toLowerCase()))
          out.push({ text: child.childNodes.map((c) => c.value ?? '').join(''), attrs });
      }
      visit(child.content ?? child);
    }
  };
  visit(parse(html));
  return out;
}

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const directives = (csp) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

for (const [dir, buildCommand] of Object.entries(SITES)) {
  describe(`response headers of ${dir}/`, () => {
    let site;
    let rules;
    before(async () => {
      assert.ok(fs.existsSync(path.join(dir, 'index.html')), `${dir} is not built: run ${buildCommand}`);
      rules = readHeadersFile(path.join(dir, '_headers'));
      site = await startSite(dir);
    });
    after(async () => {
      await site?.close();
    });

    it('script-src allows exactly the inline scripts of the built HTML: no hash missing, none stale', () => {
      const csp = directives(headersFor(rules, '/').get('Content-Security-Policy'));
      const allowed = new Set(csp.get('script-src').filter((v) => v.startsWith("'sha256-")));
      const used = new Map();
      for (const file of files(dir).filter((f) => f.endsWith('.html'))) {
        for (const { text } of inlineScripts(fs.readFileSync(path.join(dir, file), 'utf8'))) {
          const hash = sha256(text);
          if (!used.has(hash)) used.set(hash, file);
        }
      }
      const missing = [...used].filter(([hash]) => !allowed.has(hash)).map(([hash, file]) => `${hash} (first in ${dir}${file})`);
      const stale = [...allowed].filter((hash) => !used.has(hash));
      assert.deepEqual({ missing, stale }, { missing: [], stale: [] });
      // Gatsby's per-page script reads the path from an attribute, so one hash covers every page.
      assert.ok(allowed.size <= 6, `${allowed.size} script hashes`);
    });

    it('every page carries its own path in the data attribute the shared script reads', () => {
      for (const route of builtRoutes(dir)) {
        const html = fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8');
        const loader = inlineScripts(html).find((s) => s.attrs.id === 'gatsby-script-loader');
        assert.ok(loader, route);
        assert.equal(loader.attrs['data-page-path'], route, route);
      }
    });

    it('sends a strict policy and the security headers, on pages and on the 404 page', async () => {
      for (const url of ['/', '/docs/intro', '/no-such-page']) {
        const res = await fetch(site.base + url);
        const csp = directives(res.headers.get('content-security-policy') ?? '');
        assert.deepEqual(csp.get('default-src'), ["'self'"], url);
        assert.equal(csp.get('script-src')[0], "'self'", url);
        // 'wasm-unsafe-eval' lets the search engine (Pagefind) compile its WebAssembly; never 'unsafe-eval'.
        assert.equal(csp.get('script-src')[1], "'wasm-unsafe-eval'", url);
        assert.ok(csp.get('script-src').slice(2).every((v) => v.startsWith("'sha256-")), `${url}: script-src is 'self', 'wasm-unsafe-eval' and hashes only`);
        assert.deepEqual(csp.get('object-src'), ["'none'"]);
        assert.deepEqual(csp.get('base-uri'), ["'self'"]);
        assert.deepEqual(csp.get('form-action'), ["'self'"]);
        assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
        assert.deepEqual(csp.get('img-src'), ["'self'", 'data:']);
        assert.deepEqual(csp.get('connect-src'), ["'self'"]);
        const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]);
        assert.ok(maxAge >= YEAR, `${url}: HSTS max-age ${maxAge}`);
        assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
        assert.equal(res.headers.get('x-frame-options'), 'DENY');
        assert.ok(res.headers.get('permissions-policy'));
      }
      assert.equal((await fetch(`${site.base}/_headers`)).status, 404, 'the rules file itself is not published');
    });

    it('caches hashed assets for good and revalidates HTML, page data and feeds', async () => {
      const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
      const bundle = /<script src="(\/app-[^"]+\.js)"/.exec(index)[1];
      const all = files(dir);
      const staticFile = all.find((f) => f.startsWith('/static/'));
      const css = all.find((f) => /^\/styles\.[0-9a-f]{20}\.css$/.test(f));
      const immutable = [bundle, staticFile, css].filter(Boolean);
      const revalidated = ['/', '/docs/intro', '/page-data/app-data.json', '/page-data/index/page-data.json', '/favicon.svg', '/blog/rss.xml'];
      for (const url of immutable) {
        const res = await fetch(site.base + url);
        assert.equal(res.status, 200, url);
        assert.match(res.headers.get('cache-control'), /^public, max-age=31536000, immutable$/, url);
      }
      for (const url of revalidated) {
        const res = await fetch(site.base + url);
        assert.equal(res.status, 200, url);
        assert.match(res.headers.get('cache-control'), /^public, max-age=0, must-revalidate$/, url);
      }
      // Every file (and every route) gets exactly one Cache-Control, never a joined pair.
      const urls = all.flatMap((f) => (f.endsWith('/index.html') ? [f, f.slice(0, -'/index.html'.length) || '/'] : [f])).filter((u) => u !== '/_headers');
      const bad = urls.filter((u) => !/^public, max-age=(0, must-revalidate|31536000, immutable)$/.test(headersFor(rules, u).get('Cache-Control') ?? ''));
      assert.deepEqual(bad, []);
      const notHashed = urls.filter((u) => headersFor(rules, u).get('Cache-Control').includes('immutable') && !u.startsWith('/static/') && !/[.-][0-9a-f]{20}\./.test(u));
      assert.deepEqual(notHashed, []);
    });
    // Every route loading under this policy without a violation or console error is the sweep's
    // (e2e/sweep.test.mjs): the same server applies _headers there, on every sitemap route, in both modes.
  });
}
