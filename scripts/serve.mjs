#!/usr/bin/env node
// Serves the built site (public/) as a plain static host would: files as they are,
// /path -> /path/index.html, 404.html with status 404 for anything else, and the response
// headers of public/_headers (Content-Security-Policy, caching) applied as Netlify or
// Cloudflare Pages apply them, so local runs and browser tests see the real policy.
// Usage: node scripts/serve.mjs [--port 9000] [--dir public]
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import sirv from 'sirv';
import { headersFor, readHeadersFile } from './headers-file.mjs';

export function createStaticServer(dir) {
  const root = path.resolve(dir);
  const assets = sirv(root, { dev: false, etag: true, extensions: ['html'], gzip: false, brotli: false });
  const notFound = fs.readFileSync(path.join(root, '404.html'));
  const headersFile = path.join(root, '_headers');
  if (!fs.existsSync(headersFile)) throw new Error(`${dir}/_headers is missing: the build writes it (src/node/security); rebuild the site`);
  const rules = readHeadersFile(headersFile);
  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
    const fallback = () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFound);
    };
    // Hosts read _headers; they do not publish it.
    if (pathname === '/_headers') return fallback();
    assets(req, res, fallback);
  });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > -1 ? process.argv[i + 1] : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? 9000));
  const dir = arg('dir', 'public');
  createStaticServer(dir).listen(port, '127.0.0.1', () => {
    console.log(`Serving ${dir}/ at http://localhost:${port}`);
  });
}
