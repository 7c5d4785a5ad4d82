import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * DOMPurify needs a DOM and has none on the server, where Redoc's `sanitize` option
 * would otherwise fail. Given jsdom's, the server-rendered HTML of the API reference is
 * sanitized by the same library and rules as in the browser.
 * Substituted for dompurify inside Redoc during server rendering (src/node/webpack/redoc.ts).
 */
const purify = createDOMPurify(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as Parameters<typeof createDOMPurify>[0]);

export default purify;
