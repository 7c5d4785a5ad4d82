#!/usr/bin/env node
// Serves the built site (public/) as a plain static host would: files as they are,
// /path -> /path/index.html, 404.html with status 404 for anything else, and the response
// headers of public/_headers (Content-Security-Policy, caching) applied as Netlify or
// Cloudflare Pages apply them, so local runs and browser tests see the real policy. Text is
// gzip-compressed as a typical production host does (nginx `gzip on`, zlib level 6), so the
// bench's byte figures, the budgets test and Lighthouse measure what a visitor downloads, with
// the same routing and headers a reader of `npm run serve` gets.
// Usage: node scripts/serve.mjs [--port 9000] [--dir public]
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import compression from 'compression';
import sirv from 'sirv';
import { headersFor, readHeadersFile } from './headers-file.mjs';

/** zlib's level for text responses: nginx's and Netlify's common setting. */
export const GZIP_LEVEL = 6;

/** Types sirv's table (mrmime) lacks, as nginx's mime.types gives them. */
const MORE_TYPES = { '.ico': 'image/x-icon' };

export function createStaticServer(dir) {
  const root = path.resolve(dir);
  const assets = sirv(root, { dev: false, etag: true, extensions: ['html'], gzip: false, brotli: false });
  const notFound = fs.readFileSync(path.join(root, '404.html'));
  const headersFile = path.join(root, '_headers');
  if (!fs.existsSync(headersFile)) throw new Error(`${dir}/_headers is missing: the build writes it (src/node/output/headers); rebuild the site`);
  const rules = readHeadersFile(headersFile);
  // compression only encodes compressible types (by mime-db), for clients that accept gzip,
  // and skips bodies under its threshold, as nginx's gzip_types and gzip_min_length do.
  const compress = compression({ level: GZIP_LEVEL, threshold: 256 });
  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const type = MORE_TYPES[path.extname(pathname)];
    if (type) res.setHeader('Content-Type', type);
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
    const fallback = () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFound);
    };
    // Budgets and bench figures are gzip (nginx's default, and the encoding of the Docusaurus
    // figures we compare with); compression would choose brotli when offered, so it is offered gzip.
    req.headers['accept-encoding'] = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? 'gzip' : 'identity';
    // Hosts read _headers; they do not publish it.
    compress(req, res, () => (pathname === '/_headers' ? fallback() : assets(req, res, fallback)));
  });
}

/** Serves `dir` on a free loopback port (tests and the bench). */
export async function startStaticSite(dir = 'public') {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/ has no built site: run npm run build first`);
  const server = createStaticServer(dir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const close = () =>
    new Promise((resolve) => {
      server.close(resolve);
      // Browsers keep connections alive; without this close() waits for them to time out.
      server.closeAllConnections();
    });
  return { base: `http://127.0.0.1:${port}`, close, server };
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
