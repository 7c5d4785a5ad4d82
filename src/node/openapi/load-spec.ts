import fs from 'fs';
import path from 'path';
import type { Config, NormalizedProblem } from '@redocly/openapi-core';
import YAML from 'yaml';
import type { ApiSpecDocument } from '../../content-model/api-spec';
import { ValidationError } from '../../lib/validation-error';
import { requireFromProject } from '../project-require';

/** Loaded when a spec is (../project-require.ts). */
const redocly = () => requireFromProject('@redocly/openapi-core') as typeof import('@redocly/openapi-core');

/**
 * Build-time pipeline for the API reference: read -> parse (YAML syntax, version) -> lint
 * (structure, $refs, operation ids) -> bundle (one self-contained document).
 * Each stage stops the build with the file and the place (line/column, JSON pointer)
 * of every problem, so a broken spec never reaches Redoc, which would only show
 * its own error screen in the browser.
 */

const DEFAULT_SPEC_PATH = 'openapi/serviceradar.yaml';

export type LoadedApiSpec = {
  /** Path relative to the project root, for messages. */
  file: string;
  /** The bundled document: external $refs inlined, internal ones kept for Redoc. */
  spec: ApiSpecDocument;
  /** Findings of the lint rules that do not stop the build, one line each. */
  warnings: string[];
};

const relative = (file: string) => path.relative(process.cwd(), file) || file;

/** Stage 1: the file exists and is readable. */
function readSpecFile(absolute: string): string {
  try {
    return fs.readFileSync(absolute, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    throw new ValidationError(relative(absolute), [`cannot read the OpenAPI spec: ${reason}`]);
  }
}

/**
 * Stage 2: YAML (and so JSON) syntax, then the OpenAPI version. The yaml package
 * reports every syntax error with its line and column, which the linter's parser does not.
 */
function parseSpec(text: string, absolute: string): unknown {
  const doc = YAML.parseDocument(text, { prettyErrors: true });
  if (doc.errors.length === 0) {
    if (!YAML.isMap(doc.contents)) throw new ValidationError(relative(absolute), ['(root): an OpenAPI document must be a mapping (openapi, info, paths, ...)']);
    return doc.toJS();
  }
  throw new ValidationError(
    relative(absolute),
    doc.errors.map((e) => {
      const at = e.linePos?.[0];
      // The message repeats the position ("... at line 8, column 13:"); say it once.
      const message = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
      return `YAML syntax error at line ${at?.line ?? '?'}, column ${at?.col ?? '?'}: ${message}`;
    }),
  );
}

/** "#/paths/~1api~1pollers/get (line 12, column 5): message [rule]", naming another file when the problem is in one. */
function formatProblem(problem: NormalizedProblem, mainFile: string): string {
  const location = problem.location[0];
  if (!location) return `${problem.message} [${problem.ruleId}]`;
  const source = location.source.absoluteRef;
  const inOtherFile = path.resolve(source) !== path.resolve(mainFile) ? `${relative(source)} ` : '';
  let lineCol = '';
  try {
    const { start } = redocly().getLineColLocation(location);
    lineCol = ` (line ${start.line}, column ${start.col})`;
  } catch {
    // A location the parser cannot map back to text still has its pointer.
  }
  return `${inOtherFile}${location.pointer ?? '#/'}${lineCol}: ${problem.message} [${problem.ruleId}]`;
}

let lintConfig: Promise<Config> | undefined;

/**
 * Redocly's recommended rules: their errors (invalid structure, unresolved $refs,
 * duplicate operation ids, undefined path parameters, ...) stop the build.
 */
function getLintConfig(): Promise<Config> {
  lintConfig ??= redocly().createConfig({
    extends: ['recommended'],
    // GET /auth/{provider} only ever answers 302; the contract tests check that every
    // operation has a 2XX or that redirect (src/node/openapi/__tests__/spec.test.ts).
    rules: { 'operation-2xx-response': 'off' },
  });
  return lintConfig;
}

/** Stage 3: lint. Errors stop the build, warnings are returned for the reporter. */
async function lintSpec(absolute: string, config: Config): Promise<string[]> {
  const problems = await redocly().lint({ ref: absolute, config });
  const errors = problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p, absolute));
  if (errors.length) throw new ValidationError(relative(absolute), errors);
  return problems.filter((p) => p.severity === 'warn').map((p) => formatProblem(p, absolute));
}

/** Redoc renders OpenAPI 3.0 and 3.1; it would convert Swagger 2.0 in the browser, which this site does not ship. */
function assertOpenApi3(spec: unknown, absolute: string): asserts spec is ApiSpecDocument {
  const { openapi, swagger } = spec as { openapi?: unknown; swagger?: unknown };
  if (typeof openapi === 'string' && /^3\.[01]\.\d+$/.test(openapi)) return;
  const found = openapi !== undefined ? `openapi: ${JSON.stringify(openapi)}` : swagger !== undefined ? `swagger: ${JSON.stringify(swagger)}` : 'no "openapi" field';
  throw new ValidationError(relative(absolute), [
    `openapi: expected an OpenAPI 3.0 or 3.1 document (for example "openapi: 3.1.0"), found ${found}.${swagger !== undefined ? ' Convert Swagger 2.0 with swagger2openapi first.' : ''}`,
  ]);
}

/**
 * Stage 4: bundle into one document and make it plain JSON, which is what the page
 * context holds: server and browser then build Redoc's store from the same data.
 */
async function bundleSpec(absolute: string, config: Config): Promise<ApiSpecDocument> {
  const result = await redocly().bundle({ ref: absolute, config, dereference: false });
  const errors = result.problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p, absolute));
  if (errors.length) throw new ValidationError(relative(absolute), errors);
  return JSON.parse(JSON.stringify(result.bundle.parsed)) as ApiSpecDocument;
}

export function loadApiSpec(file: string = DEFAULT_SPEC_PATH): Promise<LoadedApiSpec> {
  const absolute = path.resolve(file);
  // The API page, its Markdown twin and the search index each ask for the spec in one build:
  // it is read, linted and bundled once per version of the file (its modification time says which).
  const version = `${absolute}:${fs.statSync(absolute, { throwIfNoEntry: false })?.mtimeMs ?? 'missing'}`;
  let loading = loaded.get(absolute);
  if (loading?.version !== version) {
    loading = { version, spec: readAndBundle(absolute) };
    loaded.set(absolute, loading);
    // A spec with problems is read again next time: the author is fixing it.
    loading.spec.catch(() => loaded.delete(absolute));
  }
  return loading.spec;
}

const loaded = new Map<string, { version: string; spec: Promise<LoadedApiSpec> }>();

async function readAndBundle(absolute: string): Promise<LoadedApiSpec> {
  const text = readSpecFile(absolute);
  assertOpenApi3(parseSpec(text, absolute), absolute);
  const config = await getLintConfig();
  const warnings = await lintSpec(absolute, config);
  const spec = await bundleSpec(absolute, config);
  return { file: relative(absolute), spec, warnings };
}
