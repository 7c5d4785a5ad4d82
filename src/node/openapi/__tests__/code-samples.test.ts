/**
 * @jest-environment node
 */
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ApiSpecDocument } from '../../../content-model/api-spec';
import { SAMPLE_LANGUAGES, withBaseUrl } from '../../../lib/api-samples';
import { ValidationError } from '../../../lib/validation-error';
import { codeSamples, collectOperations, pythonLiteral, validateOperations } from '../code-samples';
import { loadApiSpec } from '../load-spec';
import { resolveRefs } from '../spec-values';

// Every generated sample checked against the spec it was made from: the real one, bundled as
// the build bundles it.

type Json = Record<string, unknown>;

const SPEC_FILE = path.join(__dirname, '../../../../openapi/serviceradar.yaml');

/** The inverse of the samples' shell quoting: the text of one single-quoted shell word. */
const shellWord = (quoted: string) => quoted.slice(1, -1).replace(/'\\''/g, "'");

/** What each language's sample says, read back from its text. */
function readBack(lang: string, source: string): { method: string; url: string; authorization: boolean; body?: unknown } {
  if (lang === 'curl') {
    const [, method, url] = /^curl -X (\w+) ('(?:[^']|'\\'')*')/.exec(source) ?? [];
    const data = /-d ('(?:[^']|'\\'')*')$/.exec(source)?.[1];
    return { method, url: shellWord(url), authorization: source.includes('-H "Authorization: Bearer $TOKEN"'), body: data && JSON.parse(shellWord(data)) };
  }
  if (lang === 'go') {
    const [, method, url] = /http\.NewRequest\(http\.Method(\w+), ("[^"]*"),/.exec(source) ?? [];
    const literal = /strings\.NewReader\((`[^`]*`|"(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    const body = literal && JSON.parse(literal.startsWith('`') ? literal.slice(1, -1) : JSON.parse(literal));
    return { method: method.toUpperCase(), url: JSON.parse(url), authorization: source.includes('req.Header.Set("Authorization", "Bearer "+os.Getenv("TOKEN"))'), body };
  }
  const [, method, url] = /requests\.request\(\n {4}("\w+"),\n {4}("[^"]*"),/.exec(source) ?? [];
  const json = /\n {4}json=([\s\S]*?),\n {4}timeout=/.exec(source)?.[1];
  return { method: JSON.parse(method), url: JSON.parse(url), authorization: source.includes('headers={"Authorization": "Bearer " + os.environ["TOKEN"]}'), body: json };
}

describe('request samples of openapi/serviceradar.yaml', () => {
  let spec: ApiSpecDocument;
  let samples: ReturnType<typeof codeSamples>;

  beforeAll(async () => {
    spec = (await loadApiSpec(SPEC_FILE)).spec;
    samples = codeSamples(spec, 'openapi/serviceradar.yaml');
  });

  it('has curl, Go and Python samples for each of the 17 operations, with the spec server as base URL', () => {
    expect(samples.specBaseUrl).toBe('https://serviceradar.example.com');
    expect(Object.keys(samples.byOperation)).toHaveLength(17);
    for (const operation of Object.values(samples.byOperation)) {
      expect(operation.samples.map((s) => s.lang)).toEqual(SAMPLE_LANGUAGES.map((l) => l.id));
    }
  });

  it('says in every sample the method, the URL with every path and required query parameter, the credentials the operation needs and a body valid against its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    let checked = 0;
    for (const { method, path: route, operation } of collectOperations(spec)) {
      const op = resolveRefs(operation as Json, spec as unknown as Json) as Json;
      const params = (op.parameters ?? []) as { name: string; in: string; required?: boolean; example?: unknown; examples?: Record<string, { value: unknown }> }[];
      const exampleOf = (p: (typeof params)[number]) => String(p.example ?? Object.values(p.examples ?? {})[0]?.value);
      const security = (op.security ?? spec.security) as Json[];
      const needsKey = security.length > 0 && security.every((s) => Object.keys(s).length > 0);
      const json = (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content?.['application/json'];
      const validate = json && ajv.compile(resolveRefs(json.schema, spec as unknown as Json));
      const own = samples.byOperation[op.operationId as string];
      expect(own).toMatchObject({ method: method.toUpperCase(), path: route });

      for (const { lang, source } of own.samples) {
        const where = `${op.operationId} (${lang})`;
        const said = readBack(lang, source);
        expect([where, said.method]).toEqual([where, method.toUpperCase()]);
        // The base URL once, at the start of the URL: what the page replaces with the reader's.
        expect([where, source.split(samples.specBaseUrl).length - 1]).toEqual([where, 1]);
        const url = new URL(said.url);
        expect([where, url.origin]).toEqual([where, samples.specBaseUrl]);
        const template = new RegExp(`^${route.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
        const filled = template.exec(url.pathname);
        expect([where, filled !== null]).toEqual([where, true]);
        for (const p of params.filter((x) => x.in === 'path')) {
          expect([where, p.name, decodeURIComponent(filled![route.match(/\{[^}]+\}/g)!.indexOf(`{${p.name}}`) + 1])]).toEqual([where, p.name, exampleOf(p)]);
        }
        for (const p of params.filter((x) => x.in === 'query' && x.required)) {
          expect([where, p.name, url.searchParams.get(p.name)]).toEqual([where, p.name, exampleOf(p)]);
        }
        expect([where, said.authorization]).toEqual([where, needsKey]);
        if (!validate) {
          expect([where, said.body]).toEqual([where, undefined]);
        } else if (lang === 'python') {
          // A Python literal: the same value as the curl body, written the way pythonLiteral writes it.
          const curlBody = readBack('curl', own.samples[0].source).body;
          expect([where, said.body]).toEqual([where, pythonLiteral(curlBody, '    ')]);
        } else {
          expect([where, validate(said.body), validate.errors]).toEqual([where, true, null]);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(17 * SAMPLE_LANGUAGES.length);
  });

  it('writes RFC 3339 start and end into the SNMP samples', () => {
    const curl = samples.byOperation.getPollerSnmpMetrics.samples[0].source;
    expect(curl).toBe("curl -X GET 'https://serviceradar.example.com/api/pollers/edge-poller-01/snmp?start=2025-04-24T13%3A15%3A22Z&end=2025-04-24T14%3A15%3A22Z' \\\n  -H \"Authorization: Bearer $TOKEN\"");
  });

  it('sends no credentials to the sign-in operations', () => {
    for (const id of ['login', 'refreshToken', 'beginOAuth', 'completeOAuth']) {
      for (const { source } of samples.byOperation[id].samples) expect(source).not.toMatch(/Authorization|TOKEN/);
    }
  });

  it('writes a complete Go program and a Python call for a POST with a body', () => {
    const [, go, python] = samples.byOperation.login.samples;
    expect(go.source).toBe(`package main

import (
	"fmt"
	"io"
	"net/http"
	"strings"
)

func main() {
	body := strings.NewReader(\`{"username":"admin","password":"correct-horse-battery-staple"}\`)
	req, err := http.NewRequest(http.MethodPost, "https://serviceradar.example.com/auth/login", body)
	if err != nil {
		panic(err)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Status)
	fmt.Println(string(out))
}`);
    expect(python.source).toBe(`import requests

response = requests.request(
    "POST",
    "https://serviceradar.example.com/auth/login",
    json={
        "username": "admin",
        "password": "correct-horse-battery-staple",
    },
    timeout=30,
)
print(response.status_code)
print(response.text)`);
  });

  it('puts the reader\'s base URL in place of the spec\'s, and only there', () => {
    const curl = samples.byOperation.getPoller.samples[0].source;
    expect(withBaseUrl(curl, samples.specBaseUrl, 'http://10.0.0.5:8090')).toBe("curl -X GET 'http://10.0.0.5:8090/api/pollers/edge-poller-01' \\\n  -H \"Authorization: Bearer $TOKEN\"");
  });
});

describe('request samples: pieces', () => {
  it('writes JSON values as Python literals', () => {
    expect(pythonLiteral({ a: [true, false, null], b: 'x"y', c: {}, d: [] })).toBe('{\n    "a": [\n        True,\n        False,\n        None,\n    ],\n    "b": "x\\"y",\n    "c": {},\n    "d": [],\n}');
  });

  it('names the file, the operation and the field when the spec cannot give samples', () => {
    const bad = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/things/{id}': { get: { parameters: [{ name: 'id', in: 'body' }], responses: {} } } },
    } as unknown as ApiSpecDocument;
    let error: unknown;
    try {
      validateOperations(bad, collectOperations(bad), 'openapi/bad.yaml');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toMatchInlineSnapshot(`
"openapi/bad.yaml: 2 problems:
  - request samples: #/paths/~1things~1{id}/get: operationId: required field is missing (expected string)
  - request samples: #/paths/~1things~1{id}/get: parameters[0].in: invalid value "body" (expected one of path, query, header, cookie)"
`);
  });
});
