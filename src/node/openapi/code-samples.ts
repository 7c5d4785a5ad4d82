import { z } from 'zod';
import { ApiOperationSamplesSchema, type ApiCodeSample, type ApiOperationSamples, type ApiSpecDocument } from '../../content-model/api-spec';
import { SAMPLE_LANGUAGES, type SampleLanguage } from '../../lib/api-samples';
import { ValidationError, zodProblems } from '../../lib/validation-error';
import { exampleOf, resolveRefs, serverBaseUrl } from './spec-values';

/**
 * Request samples of every operation (curl, Go with net/http, Python with requests), written
 * at build time from the bundled spec, as a pipeline of pure stages:
 *   collect (every operation with its pointer) -> validate (the fields the samples read, zod)
 *   -> describe (method, URL, credentials, body) -> render (one source per language).
 *
 * Why not Redoc's own x-codeSamples: Redoc (2.5, RequestSamples in redoc.browser.lib.js) shows
 * them in uncontrolled tabs, one state per operation, always starting on the first language, so
 * a choice made in one operation cannot carry to the others or to the next visit; its copy button
 * copies the spec's text, never a base URL the reader set; and without JavaScript its tabs render
 * only the first language. The samples are therefore page context, shown by the site's own panel
 * (src/theme/ApiCodeSamples), and Redoc's request-sample tabs are switched off.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;

/** The parts of an operation the samples read. Anything else in the spec is Redoc's and the linter's business. */
const ParameterSchema = z
  .object({
    name: z.string().min(1),
    in: z.enum(['path', 'query', 'header', 'cookie']),
    required: z.boolean().optional(),
    example: z.unknown().optional(),
    examples: z.record(z.object({ value: z.unknown().optional() }).passthrough()).optional(),
    schema: z.record(z.unknown()).optional(),
  })
  .passthrough();

const MediaTypeSchema = z
  .object({
    schema: z.record(z.unknown()).optional(),
    example: z.unknown().optional(),
    examples: z.record(z.object({ value: z.unknown().optional() }).passthrough()).optional(),
  })
  .passthrough();

const OperationSchema = z
  .object({
    operationId: z.string({ required_error: 'every operation needs an operationId: the samples are keyed by it' }).min(1),
    parameters: z.array(ParameterSchema).optional(),
    requestBody: z.object({ required: z.boolean().optional(), content: z.record(MediaTypeSchema).optional() }).passthrough().optional(),
    security: z.array(z.record(z.array(z.string()))).optional(),
  })
  .passthrough();

export type SampleParameter = z.infer<typeof ParameterSchema>;
type Operation = z.infer<typeof OperationSchema>;

type CollectedOperation = { pointer: string; method: string; path: string; operation: unknown; pathParameters: unknown };

/** Stage 1: every operation of the spec, in document order, with the JSON pointer of its object. */
export function collectOperations(spec: ApiSpecDocument): CollectedOperation[] {
  const paths = (spec.paths ?? {}) as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({
      pointer: `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`,
      method,
      path,
      operation: item[method],
      pathParameters: item.parameters,
    })),
  );
}

export type ValidOperation = { pointer: string; method: string; path: string; operation: Operation; parameters: SampleParameter[] };

/**
 * Stage 2: $refs resolved, then the fields the samples read checked against the schemas above.
 * Every problem of every operation is reported at once, each with its JSON pointer.
 */
export function validateOperations(spec: ApiSpecDocument, operations: CollectedOperation[], file: string): ValidOperation[] {
  const problems: string[] = [];
  const valid: ValidOperation[] = [];
  for (const { pointer, method, path, operation, pathParameters } of operations) {
    const resolved = resolveRefs({ ...(operation as Json), pathParameters: pathParameters ?? [] }, spec as unknown as Json);
    const result = OperationSchema.extend({ pathParameters: z.array(ParameterSchema) }).safeParse(resolved);
    if (!result.success) {
      problems.push(...zodProblems(result.error).map((p) => `${pointer}: ${p}`));
      continue;
    }
    const { pathParameters: shared, ...op } = result.data;
    // Parameters of the operation override those of its path item with the same name and location.
    const own = op.parameters ?? [];
    const parameters = [...own, ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in))];
    valid.push({ pointer, method, path, operation: op, parameters });
  }
  if (problems.length) throw new ValidationError(file, problems.map((p) => `request samples: ${p}`));
  return valid;
}

type SampleRequest = {
  operationId: string;
  method: string;
  path: string;
  /** Absolute, with the base URL, path parameters filled in and required query parameters. */
  url: string;
  /** Whether the operation needs the API key (an Authorization header). */
  authorization: boolean;
  /** The JSON request body, when the operation takes one. */
  body?: unknown;
};

/** The value a parameter is shown with: its example, or one made from its schema; `<name>` when there is none. */
function parameterValue(parameter: SampleParameter): string {
  const fromExamples = parameter.examples && Object.values(parameter.examples)[0]?.value;
  const value = parameter.example ?? fromExamples ?? exampleOf(parameter.schema as Json | undefined);
  return value === null || value === undefined ? `<${parameter.name}>` : String(value);
}

/** The example body of a JSON media type: its example, its first named example, or one made from its schema. */
function mediaExample(media: z.infer<typeof MediaTypeSchema>): unknown {
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values(media.examples)[0];
  if (first?.value !== undefined) return first.value;
  return exampleOf(media.schema as Json | undefined);
}

/** Stage 3: what the samples say, language aside. */
export function describeRequest(spec: ApiSpecDocument, { method, path, operation, parameters }: ValidOperation, baseUrl: string): SampleRequest {
  const urlPath = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(parameter ? parameterValue(parameter) : `<${name}>`);
  });
  const query = parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(parameterValue(p))}`);
  const security = operation.security ?? (spec.security as Operation['security']) ?? [];
  // An empty requirement ({}) makes credentials optional; "security: []" removes them.
  const authorization = security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
  const json = operation.requestBody?.content?.['application/json'];
  return {
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    url: `${baseUrl}${urlPath}${query.length ? `?${query.join('&')}` : ''}`,
    authorization,
    ...(json ? { body: mediaExample(json) } : {}),
  };
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** curl, one option per line: the command people paste into a terminal. */
export function curlSource(request: SampleRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  if (request.authorization) lines.push(`-H "Authorization: Bearer $TOKEN"`);
  if (request.body !== undefined) lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(request.body))}`);
  return lines.join(' \\\n  ');
}

/** A Go string literal: a raw string when it can be one (JSON reads better without escapes). */
const goString = (s: string) => (s.includes('`') || s.includes('\r') ? JSON.stringify(s) : `\`${s}\``);

/** net/http's constant for a method: GET -> MethodGet (it has one for each of METHODS). */
const goMethod = (method: string) => `Method${method[0]}${method.slice(1).toLowerCase()}`;

/** A complete Go program with net/http only: builds the request, sends it, prints status and body. */
function goSource(request: SampleRequest): string {
  const imports = ['"fmt"', '"io"', '"net/http"', ...(request.authorization ? ['"os"'] : []), ...(request.body !== undefined ? ['"strings"'] : [])];
  const lines = ['package main', '', 'import (', ...imports.sort().map((i) => `\t${i}`), ')', '', 'func main() {'];
  let body = 'nil';
  if (request.body !== undefined) {
    lines.push(`\tbody := strings.NewReader(${goString(JSON.stringify(request.body))})`);
    body = 'body';
  }
  lines.push(`\treq, err := http.NewRequest(http.${goMethod(request.method)}, ${JSON.stringify(request.url)}, ${body})`, '\tif err != nil {', '\t\tpanic(err)', '\t}');
  if (request.authorization) lines.push('\treq.Header.Set("Authorization", "Bearer "+os.Getenv("TOKEN"))');
  if (request.body !== undefined) lines.push('\treq.Header.Set("Content-Type", "application/json")');
  lines.push(
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tout, err := io.ReadAll(res.Body)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tfmt.Println(res.Status)',
    '\tfmt.Println(string(out))',
    '}',
  );
  return lines.join('\n');
}

/** A JSON value as a Python literal (True, False, None; strings in double quotes, JSON's escapes are Python's). */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Json);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

/** Python with requests: the call, a timeout, and the answer printed. */
function pythonSource(request: SampleRequest): string {
  const lines = [...(request.authorization ? ['import os', ''] : []), 'import requests', ''];
  lines.push(`response = requests.request(`, `    ${JSON.stringify(request.method)},`, `    ${JSON.stringify(request.url)},`);
  if (request.authorization) lines.push(`    headers={"Authorization": "Bearer " + os.environ["TOKEN"]},`);
  if (request.body !== undefined) lines.push(`    json=${pythonLiteral(request.body, '    ')},`);
  lines.push('    timeout=30,', ')', 'print(response.status_code)', 'print(response.text)');
  return lines.join('\n');
}

const RENDERERS: Record<SampleLanguage, (request: SampleRequest) => string> = { curl: curlSource, go: goSource, python: pythonSource };

/** Stage 4: one source per language, in the languages' order. */
function renderSamples(request: SampleRequest): ApiCodeSample[] {
  return SAMPLE_LANGUAGES.map(({ id }) => ({ lang: id, source: RENDERERS[id](request) }));
}

type CodeSamples = { specBaseUrl: string; byOperation: Record<string, ApiOperationSamples> };

/** The whole pipeline: the samples of every operation of a bundled spec, keyed by operation id. */
export function codeSamples(spec: ApiSpecDocument, file: string): CodeSamples {
  const specBaseUrl = serverBaseUrl(spec as unknown as Json);
  const byOperation: Record<string, ApiOperationSamples> = {};
  for (const operation of validateOperations(spec, collectOperations(spec), file)) {
    const request = describeRequest(spec, operation, specBaseUrl);
    byOperation[request.operationId] = ApiOperationSamplesSchema.parse({
      operationId: request.operationId,
      method: request.method,
      path: request.path,
      samples: renderSamples(request),
    });
  }
  return { specBaseUrl, byOperation };
}
