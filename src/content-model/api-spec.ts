/**
 * The API reference page (/api). Its OpenAPI document is validated at build time by
 * Redocly's linter (src/node/openapi/load-spec.ts) rather than by a zod schema here:
 * the OpenAPI specification is the schema, and the linter knows all of it.
 */

/** A bundled OpenAPI 3.x document, as plain JSON. */
export type ApiSpecDocument = {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  [key: string]: unknown;
};

/** The page context of /api, computed in src/node/openapi/create-api-page.ts. */
export type ApiPageContext = {
  spec: ApiSpecDocument;
  /** Where the source file is published for download (same origin). */
  downloadUrl: string;
  /** Name offered for the downloaded file. */
  downloadFileName: string;
};
