import fs from 'fs';
import path from 'path';

/*
 * Develop serves a data file only once it is whole.
 *
 * Gatsby writes a slice's data (our sidebars), each static query's result and app-data.json into
 * public/ in place: fs-extra's outputFile empties the file, then writes it. Develop serves public/
 * as it finds it, so a request that lands in between gets an empty or cut-off file, and Gatsby's
 * browser loader parses a slice's data without a catch: "Unexpected end of JSON input", and the
 * page does not render. An author meets it when a page loads just after a save.
 *
 * This middleware runs before develop's static files (gatsby-config's developMiddleware, a public
 * API) and answers those three kinds of file with their text once it parses, reading the file
 * again while it does not. Page data is not among them: develop answers it from its own store.
 */

/** The data files Gatsby writes in place and the browser fetches: slice data, static query results, app data. */
const DATA_FILE = /^\/(?:slice-data\/[^/]+|page-data\/sq\/d\/[^/]+|page-data\/app-data)\.json$/;

// The little of Express's request and response used here (Gatsby's dev server is Express).
type Request = { method: string; path: string };
type Response = { set(name: string, value: string): Response; type(mime: string): Response; send(body: string): void };
type Next = () => void;

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The middleware. A file still not JSON after `waitMs` (Gatsby writes these in milliseconds) goes to
 * develop's static files as it is; a missing one too (develop's 404).
 */
export function serveWholeDataFiles({ publicDir = path.resolve('public'), waitMs = 5000, everyMs = 20 } = {}) {
  return async (req: Request, res: Response, next: Next): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!DATA_FILE.test(urlPath)) return next();
    const file = path.join(publicDir, urlPath);
    const deadline = Date.now() + waitMs;
    for (;;) {
      let text: string;
      try {
        text = await fs.promises.readFile(file, 'utf8');
      } catch {
        return next();
      }
      // The text that was checked is the text sent: the file may be emptied again meanwhile.
      // Express adds the ETag and answers a revalidation with 304, as its static files do.
      if (parses(text)) return res.set('Cache-Control', 'public, max-age=0').type('json').send(text);
      if (Date.now() >= deadline) return next();
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
}
