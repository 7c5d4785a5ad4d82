import { z } from 'zod';
import { SAMPLE_LANGUAGES } from '../lib/api-samples';

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

const languageIds = SAMPLE_LANGUAGES.map((l) => l.id) as [(typeof SAMPLE_LANGUAGES)[number]['id'], ...(typeof SAMPLE_LANGUAGES)[number]['id'][]];

/** One request sample of one operation, written by src/node/openapi/code-samples.ts. */
export const ApiCodeSampleSchema = z.object({ lang: z.enum(languageIds), source: z.string().min(1) }).strict();
export type ApiCodeSample = z.infer<typeof ApiCodeSampleSchema>;

/** The samples of one operation, in the languages' order; keyed in the page context by operation id. */
export const ApiOperationSamplesSchema = z
  .object({
    operationId: z.string().min(1),
    method: z.string().min(1),
    path: z.string().startsWith('/'),
    samples: z.array(ApiCodeSampleSchema).length(SAMPLE_LANGUAGES.length),
  })
  .strict();
export type ApiOperationSamples = z.infer<typeof ApiOperationSamplesSchema>;

/** A published copy of the spec (same origin). */
export type ApiSpecDownload = { format: 'YAML' | 'JSON'; url: string; fileName: string };

/**
 * One entry of the reference's menu (a section, tag, operation or schema) as Redoc builds it,
 * computed at build time (src/node/openapi/api-menu.ts) so the mobile menu needs no Redoc code.
 */
export type ApiMenuItem = { id: string; label: string; httpVerb?: string; items: ApiMenuItem[] };

/** The page context of /api, computed in src/node/openapi/create-api-page.ts. */
export type ApiPageContext = {
  spec: ApiSpecDocument;
  /** The bundled spec as YAML and as JSON, YAML first. */
  downloads: ApiSpecDownload[];
  /** The base URL the samples are written with: the spec's first server, variables at their defaults. */
  specBaseUrl: string;
  /** Request samples of every operation, by operation id. */
  codeSamples: Record<string, ApiOperationSamples>;
  /** Redoc's menu, for the mobile menu. */
  menu: ApiMenuItem[];
};
