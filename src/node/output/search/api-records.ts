import type { ApiSpecDocument } from '../../../content-model/api-spec';
import { collectOperations } from '../../openapi/code-samples';
import { operationParameters } from '../../openapi/spec-values';

/**
 * Each operation of the OpenAPI document as a small HTML page for the search index: the method
 * and path as its heading (Pagefind weighs headings above body text), the summary, the
 * description and the parameter names as its text, linked to the operation's anchor on /api.
 * Indexed as pages of their own rather than from the built /api HTML, whose text is Redoc's
 * whole rendering (schemas, samples, menus) in one page without the operations' own headings.
 */

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
};

export type ApiSearchPage = {
  /** Where a result links: /api#tag/<tag>/operation/<operationId>, Redoc's own id for the section. */
  url: string;
  /** The method and path, the page's h1 (which Pagefind takes as its title). */
  title: string;
  html: string;
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markdown of OpenAPI descriptions as plain words: links keep their text, code marks and emphasis go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Redoc's id for an operation's section: `tag/<first tag>/operation/<operationId>`, or
 * `operation/<operationId>` when it has no tag. An operation without an operationId has an id
 * Redoc derives from its summary; it gets none here and is left out (with its name in `skipped`).
 */
export function operationAnchor(op: Operation): string | null {
  if (!op.operationId) return null;
  const tag = op.tags?.[0];
  return tag ? `tag/${tag}/operation/${op.operationId}` : `operation/${op.operationId}`;
}

export function apiSearchPages(spec: ApiSpecDocument, apiRoute: string): { pages: ApiSearchPage[]; skipped: string[] } {
  const pages: ApiSearchPage[] = [];
  const skipped: string[] = [];
  for (const { method, path: pathName, operation, pathParameters } of collectOperations(spec)) {
    const op = operation as Operation;
    const heading = `${method.toUpperCase()} ${pathName}`;
    const anchor = operationAnchor(op);
    if (!anchor) {
      skipped.push(heading);
      continue;
    }
    // Resolved, so a parameter defined once in components (a $ref) is found by its name too.
    const params = operationParameters<{ name: string; in: string; description?: string }>(spec as never, pathParameters, (operation as { parameters?: unknown }).parameters).map(
      (p) => `${p.name}${p.description ? `: ${plainText(p.description)}` : ''}`,
    );
    const body = [
      `<h1>${escapeHtml(heading)}</h1>`,
      op.summary ? `<h2>${escapeHtml(op.summary)}</h2>` : '',
      op.description ? `<p>${escapeHtml(plainText(op.description))}</p>` : '',
      params.length ? `<p>Parameters: ${escapeHtml(params.join('; '))}</p>` : '',
      op.tags?.length ? `<p>${escapeHtml(op.tags.join(', '))}</p>` : '',
    ].join('');
    const html =
      `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(heading)}</title></head><body>` +
      `<main data-pagefind-body data-pagefind-meta="section:API" data-pagefind-filter="version:all">` +
      `${body}</main></body></html>`;
    pages.push({ url: `${apiRoute}#${anchor}`, title: heading, html });
  }
  return { pages, skipped };
}
