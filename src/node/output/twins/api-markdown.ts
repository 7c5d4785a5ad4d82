import YAML from 'yaml';
import type { ApiSpecDocument } from '../../../content-model/api-spec';
import { collectOperations, curlSource, describeRequest, type SampleParameter, type ValidOperation } from '../../openapi/code-samples';
import { operationParameters, resolveRefs, serverBaseUrl as baseUrl } from '../../openapi/spec-values';
import { cleanMarkdown } from './markdown-text';

/**
 * The API reference as Markdown (/api.md): for each operation its method and path, parameters,
 * request body schema, responses and a curl command, from the same bundled OpenAPI document
 * the /api page renders.
 */

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Json; example?: unknown };
type MediaType = { schema?: Json; example?: unknown; examples?: Record<string, { value?: unknown }> };
type RequestBody = { required?: boolean; description?: string; content?: Record<string, MediaType> };
type Response = { description?: string; content?: Record<string, MediaType> };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  security?: Record<string, string[]>[];
};

/** A schema without its examples (the curl sample shows one) and as YAML, the spec's own notation. */
function schemaBlock(schema: Json): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (!v || typeof v !== 'object') return v;
    return Object.fromEntries(Object.entries(v as Json).filter(([k]) => k !== 'example' && k !== 'examples').map(([k, val]) => [k, strip(val)]));
  };
  return `\`\`\`yaml\n${YAML.stringify(strip(schema), { lineWidth: 0 }).trimEnd()}\n\`\`\``;
}

/** A curl command for one operation (the same as on /api): path parameters filled with their examples, required query parameters, credentials and an example body. */
export function curlSample(spec: Json, method: string, pathName: string, op: Operation, params: Parameter[]): string {
  const operation = { pointer: '', method, path: pathName, operation: op as ValidOperation['operation'], parameters: params as SampleParameter[] };
  return `\`\`\`bash\n${curlSource(describeRequest(spec as unknown as ApiSpecDocument, operation, baseUrl(spec)))}\n\`\`\``;
}

const cell = (text: string | undefined) => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
const code = (text: string) => `\`${text}\``;

function operationMarkdown(spec: Json, method: string, pathName: string, pathParameters: unknown, raw: Operation, text: (md: string, shift?: number) => string): string {
  const op = resolveRefs(raw, spec);
  const params = operationParameters<Parameter>(spec, pathParameters, raw.parameters);
  const out: string[] = [`### ${method.toUpperCase()} ${pathName}`];
  if (op.summary) out.push(`**${op.summary.replace(/\*/g, '\\*')}**${op.deprecated ? ' (deprecated)' : ''}`);
  if (op.operationId) out.push(`Operation ID: ${code(op.operationId)}`);
  if (op.description) out.push(text(op.description, 3));
  const security = op.security ?? (spec.security as Operation['security']) ?? [];
  out.push(security.some((s) => Object.keys(s).length) ? `Authentication: ${security.flatMap((s) => Object.keys(s)).map(code).join(' or ')}` : 'Authentication: none');

  out.push('#### Parameters');
  if (params.length) {
    out.push(
      ['| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |', ...params.map((p) => `| ${code(p.name)} | ${p.in} | ${cell(String(p.schema?.type ?? ''))} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`)].join('\n'),
    );
  } else out.push('None.');

  if (op.requestBody) {
    out.push('#### Request body');
    const body = op.requestBody;
    out.push(`${body.required ? 'Required' : 'Optional'}.${body.description ? ` ${cell(body.description)}` : ''}`);
    for (const [type, media] of Object.entries(body.content ?? {})) {
      out.push(`Content type ${code(type)}, schema:`);
      if (media.schema) out.push(schemaBlock(media.schema));
    }
  }

  out.push('#### Responses');
  const responses = Object.entries(op.responses ?? {});
  out.push(['| Status | Description | Content type |', '| --- | --- | --- |', ...responses.map(([status, r]) => `| ${status} | ${cell(r.description)} | ${Object.keys(r.content ?? {}).map(code).join(', ')} |`)].join('\n'));
  for (const [status, r] of responses) {
    const json = r.content?.['application/json'];
    if (json?.schema && /^2/.test(status)) {
      out.push(`Schema of the ${status} response:`);
      out.push(schemaBlock(json.schema));
    }
  }

  out.push('#### Example request');
  out.push(curlSample(spec, method, pathName, op, params));
  return out.join('\n\n');
}

export type ApiMarkdownOptions = { pageUrl: string; siteUrl: string };

/** The body of /api.md (no frontmatter): overview, servers, then the operations grouped by tag. */
export function apiMarkdown(document: ApiSpecDocument, { pageUrl, siteUrl }: ApiMarkdownOptions): string {
  const spec = document as unknown as Json;
  const text = (md: string, shift = 0) => cleanMarkdown(md, { pageUrl, siteUrl, shift });
  const info = document.info as { title: string; version: string; summary?: string; description?: string };
  const out: string[] = [`# ${info.title} (${info.version})`];
  if (info.summary) out.push(text(info.summary));
  if (info.description) out.push(text(info.description));
  out.push('## Servers');
  const servers = (spec.servers as { url: string; description?: string }[] | undefined) ?? [];
  out.push(servers.length ? servers.map((s) => `- ${code(s.url)}${s.description ? `: ${cell(s.description)}` : ''}`).join('\n') : 'None given.');
  out.push(`The examples below use ${code(baseUrl(spec))} and a token in ${code('$TOKEN')}.`);

  const tags = (spec.tags as { name: string; description?: string }[] | undefined) ?? [];
  const operations = collectOperations(document).map(({ path: pathName, method, operation, pathParameters }) => ({ pathName, method, pathParameters, op: operation as Operation }));
  const tagNames = [...tags.map((t) => t.name), ...operations.flatMap((o) => o.op.tags ?? []).filter((t) => !tags.some((x) => x.name === t))];
  const groups = [...new Set(tagNames)].map((name) => ({ name, ops: operations.filter((o) => (o.op.tags?.[0] ?? 'Other') === name) }));
  const untagged = operations.filter((o) => !o.op.tags?.length);
  if (untagged.length) groups.push({ name: 'Other', ops: untagged });
  for (const group of groups.filter((g) => g.ops.length)) {
    out.push(`## ${group.name}`);
    const description = tags.find((t) => t.name === group.name)?.description;
    if (description) out.push(text(description, 2));
    for (const { pathName, method, pathParameters, op } of group.ops) out.push(operationMarkdown(spec, method, pathName, pathParameters, op, text));
  }
  return `${out.join('\n\n')}\n`;
}
