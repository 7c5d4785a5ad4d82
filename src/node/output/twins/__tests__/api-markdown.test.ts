/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import YAML from 'yaml';
import type { ApiSpecDocument } from '../../../../content-model/api-spec';
import { exampleOf, resolveRefs, serverBaseUrl as baseUrl } from '../../../openapi/spec-values';
import { apiMarkdown, curlSample } from '../api-markdown';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Demo API', version: '2.0.0', summary: 'A demo.', description: 'Intro.\n\n## Auth\n\nSee [the guide](/docs/auth) and <b>this</b>.' },
  servers: [{ url: 'https://{host}/v2', variables: { host: { default: 'demo.example.com' } } }],
  security: [{ Bearer: [] }],
  tags: [{ name: 'Things', description: 'All the things.' }],
  paths: {
    '/things/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        operationId: 'getThing',
        tags: ['Things'],
        summary: 'Get a thing',
        parameters: [{ name: 'verbose', in: 'query', required: true, schema: { type: 'boolean' }, description: 'More | detail' }],
        responses: { '200': { description: 'The thing.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } }, '404': { description: 'No such thing.' } },
      },
    },
    '/login': {
      post: {
        tags: ['Things'],
        summary: 'Sign in',
        security: [],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { user: { type: 'string', example: "o'brien" } } } } } },
        responses: { '204': { description: 'Signed in.' } },
      },
    },
  },
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'a/1' } },
    schemas: { Thing: { type: 'object', properties: { id: { type: 'string' }, parts: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } } } },
  },
} as unknown as ApiSpecDocument;

describe('API reference as Markdown', () => {
  const md = apiMarkdown(spec, { pageUrl: 'https://d.io/api', siteUrl: 'https://d.io' });

  it('resolves $refs, leaving a reference met inside itself as it is', () => {
    expect(resolveRefs({ $ref: '#/components/schemas/Thing' }, spec as never)).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, parts: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } },
    });
  });

  it('gives each operation its method and path, parameters, request body schema, responses and a curl command', () => {
    expect(md).toContain('### GET /things/{id}\n\n**Get a thing**\n\nOperation ID: `getThing`\n\nAuthentication: `Bearer`');
    expect(md).toContain('| `id` | path | string | yes |  |\n| `verbose` | query | boolean | yes | More \\| detail |');
    expect(md).toContain('| 200 | The thing. | `application/json` |\n| 404 | No such thing. |  |');
    expect(md).toContain('Schema of the 200 response:\n\n```yaml\ntype: object\nproperties:\n  id:\n    type: string');
    expect(md).toContain(`\`\`\`bash\ncurl -X GET 'https://demo.example.com/v2/things/a%2F1?verbose=false' \\\n  -H "Authorization: Bearer $TOKEN"\n\`\`\``);
    expect(md).toContain('### POST /login\n\n**Sign in**\n\nAuthentication: none\n\n#### Parameters\n\nNone.\n\n#### Request body\n\nRequired.\n\nContent type `application/json`, schema:');
    expect(md).toContain(`curl -X POST 'https://demo.example.com/v2/login' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"user":"o'\\''brien"}'`);
  });

  it('keeps the descriptions as Markdown with absolute links and no HTML, headings nested under their place', () => {
    expect(md.startsWith('# Demo API (2.0.0)\n\nA demo.\n\nIntro.\n\n## Auth\n\nSee [the guide](https://d.io/docs/auth) and this.')).toBe(true);
    expect(md).toContain('## Things\n\nAll the things.');
  });

  it('fills server variables and makes examples from schemas', () => {
    expect(baseUrl(spec as never)).toBe('https://demo.example.com/v2');
    expect(exampleOf({ type: 'object', properties: { n: { type: 'integer' }, tags: { type: 'array', items: { enum: ['a', 'b'] } }, at: { type: 'string', format: 'date-time' } } })).toEqual({ n: 0, tags: ['a'], at: '2025-01-01T00:00:00Z' });
    expect(curlSample(spec as never, 'delete', '/x/{gone}', {}, [])).toBe(`\`\`\`bash\ncurl -X DELETE 'https://demo.example.com/v2/x/%3Cgone%3E' \\\n  -H "Authorization: Bearer $TOKEN"\n\`\`\``);
  });

  it('covers every operation of the project spec', () => {
    const real = YAML.parse(fs.readFileSync(path.resolve('openapi/serviceradar.yaml'), 'utf8')) as ApiSpecDocument;
    const operations = Object.values(real.paths as Record<string, Record<string, unknown>>).flatMap((item) => Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch'].includes(k)));
    const out = apiMarkdown(real, { pageUrl: 'https://d.io/api', siteUrl: 'https://d.io' });
    expect(out.match(/^### (GET|PUT|POST|DELETE|PATCH) \//gm)).toHaveLength(operations.length);
    expect(out.match(/^curl -X /gm)).toHaveLength(operations.length);
  });
  it("lets an operation's parameter override its path item's of the same name and location, as OpenAPI says and /api shows", () => {
    const overriding = {
      ...spec,
      paths: {
        '/things/{id}': {
          parameters: [{ $ref: '#/components/parameters/Id' }, { name: 'trace', in: 'header', schema: { type: 'string' }, description: 'From the path' }],
          get: { operationId: 'getThing', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 7, description: 'From the operation' }], responses: { '204': { description: 'Done.' } } },
        },
      },
    } as unknown as ApiSpecDocument;
    const out = apiMarkdown(overriding, { pageUrl: 'https://d.io/api', siteUrl: 'https://d.io' });
    expect(out).toContain('| `trace` | header | string | no | From the path |\n| `id` | path | integer | yes | From the operation |');
    expect(out).toContain("curl -X GET 'https://demo.example.com/v2/things/7'");
  });
});
