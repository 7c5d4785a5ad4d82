/**
 * @jest-environment node
 */
import path from 'path';
import { loadApiSpec } from '../load-spec';

const fixture = (name: string) => path.relative(process.cwd(), path.join(__dirname, '../__fixtures__', name));

/** The message the build stops with. */
async function failure(name: string): Promise<string> {
  try {
    await loadApiSpec(fixture(name));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name} was accepted`);
}

describe('loadApiSpec', () => {
  it('names the file, line and column of every YAML syntax error', async () => {
    expect(await failure('unparsable.yaml')).toMatchInlineSnapshot(`
"src/node/openapi/__fixtures__/unparsable.yaml: 2 problems:
  - YAML syntax error at line 8, column 16: Nested mappings are not allowed in compact mappings
  - YAML syntax error at line 10, column 5: Map keys must be unique"
`);
  });

  it('names the JSON pointer, line and column of an unresolved $ref', async () => {
    expect(await failure('unresolved-ref.yaml')).toMatchInlineSnapshot(`
"src/node/openapi/__fixtures__/unresolved-ref.yaml: 1 problem:
  - #/paths/~1status/get/responses/200/content/application~1json/schema (line 22, column 17): Can't resolve $ref [no-unresolved-refs]"
`);
  });

  it('reports every wrongly typed field at once', async () => {
    expect(await failure('wrong-types.yaml')).toMatchInlineSnapshot(`
"src/node/openapi/__fixtures__/wrong-types.yaml: 3 problems:
  - #/paths/~1pollers~1{id}/get/parameters/0/required (line 19, column 21): Expected type \`boolean\` but got \`string\`. [struct]
  - #/paths/~1pollers~1{id}/get/responses/200/description (line 24, column 24): Expected type \`string\` but got \`integer\`. [struct]
  - #/paths/~1pollers~1{id}/get/parameters (line 16, column 7): The operation does not define the path parameter \`{id}\` expected by path \`/pollers/{id}\`. [path-parameters-defined]"
`);
  });

  it('rejects a document that is not OpenAPI 3', async () => {
    expect(await failure('swagger2.yaml')).toMatchInlineSnapshot(`
"src/node/openapi/__fixtures__/swagger2.yaml: 1 problem:
  - openapi: expected an OpenAPI 3.0 or 3.1 document (for example "openapi: 3.1.0"), found swagger: "2.0". Convert Swagger 2.0 with swagger2openapi first."
`);
    expect(await failure('not-a-mapping.yaml')).toMatchInlineSnapshot(`
"src/node/openapi/__fixtures__/not-a-mapping.yaml: 1 problem:
  - (root): an OpenAPI document must be a mapping (openapi, info, paths, ...)"
`);
  });

  it('names a missing file', async () => {
    expect(await failure('missing.yaml')).toMatchInlineSnapshot(`
"src/node/openapi/__fixtures__/missing.yaml: 1 problem:
  - cannot read the OpenAPI spec: file not found"
`);
  });

  it('bundles a valid document into plain JSON and returns lint warnings without failing', async () => {
    const loaded = await loadApiSpec(fixture('valid-with-external-ref.yaml'));
    expect(loaded.file).toBe('src/node/openapi/__fixtures__/valid-with-external-ref.yaml');
    // The schema from status-schema.yaml is inlined as a component; Redoc resolves the local $ref.
    expect(loaded.spec.paths).toMatchObject({
      '/status': { get: { responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/status-schema' } } } } } } },
    });
    expect(loaded.spec.components).toMatchObject({ schemas: { 'status-schema': { required: ['healthy'] } } });
    expect(JSON.parse(JSON.stringify(loaded.spec))).toEqual(loaded.spec);
    expect(loaded.warnings).toMatchInlineSnapshot(`
[
  "#/servers/0/url (line 10, column 10): Server \`url\` should not point to example.com or localhost. [no-server-example.com]",
]
`);
  });

  it('accepts the real spec without warnings', async () => {
    const loaded = await loadApiSpec();
    expect(loaded.file).toBe('openapi/serviceradar.yaml');
    expect(loaded.spec.info.title).toBe('ServiceRadar API');
    expect(loaded.warnings).toEqual([]);
  }, 60_000);
});
