// A static server for the built site that compresses as a typical production host does
// (nginx with `gzip on; gzip_types` for text; zlib level 6, the common setting), so byte
// figures and Lighthouse scores reflect what a visitor downloads, not the raw files.
// Routing matches scripts/serve.mjs: /path -> /path/index.html, 404.html with status 404.
// Used by the bench (page weight, Lighthouse) and by the budget and Lighthouse tests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
// nginx compresses only the listed text types and skips tiny bodies (gzip_min_length).
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_LENGTH = 256;
export const GZIP_LEVEL = 6;

/** The file a URL path maps to, or undefined. Never leaves `root`. */
function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const base = path.join(root, path.normalize(decoded));
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** Gatsby's caching advice: hashed assets are immutable, HTML and page data always revalidate. */
function cacheControl(urlPath) {
  if (urlPath.startsWith('/static/') || /-[0-9a-f]{20}\.(js|css)$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

export function createGzipServer(dir) {
  const root = path.resolve(dir);
  const gzipped = new Map();
  const gzipOf = (file, body) => {
    if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, { level: GZIP_LEVEL }));
    return gzipped.get(file);
  };
  return http.createServer((req, res) => {
    const urlPath = new URL(req.url, 'http://localhost').pathname;
    let file = resolveFile(root, urlPath);
    res.statusCode = 200;
    if (!file) {
      file = path.join(root, '404.html');
      res.statusCode = 404;
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl(urlPath));
    if (COMPRESSIBLE.test(type)) {
      res.setHeader('Vary', 'Accept-Encoding');
      if (body.length >= MIN_LENGTH && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = gzipOf(file, body);
        res.setHeader('Content-Encoding', 'gzip');
      }
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** Starts the server on a free loopback port. */
export async function startGzipSite(dir = 'public') {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/ has no built site: run npm run build first`);
  const server = createGzipServer(dir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const close = () =>
    new Promise((resolve) => {
      server.close(resolve);
      // Browsers keep connections alive; without this close() waits for them to time out.
      server.closeAllConnections();
    });
  return { base: `http://127.0.0.1:${port}`, close };
}
