import fs from 'fs';
import YAML from 'yaml';
import type { ApiSpecDocument } from '../../../../content-model/api-spec';
import { apiSearchPages, operationAnchor, plainText } from '../api-records';

const spec = YAML.parse(fs.readFileSync('openapi/serviceradar.yaml', 'utf8')) as ApiSpecDocument;

describe('apiSearchPages', () => {
  const { pages, skipped } = apiSearchPages(spec, '/api');

  it('makes one page per operation of the spec, each linked to its section on /api', () => {
    const operations = Object.values(spec.paths as Record<string, object>).flatMap((item) => Object.keys(item).filter((k) => ['get', 'post', 'put', 'delete', 'patch'].includes(k)));
    expect(pages).toHaveLength(operations.length);
    expect(skipped).toEqual([]);
    const status = pages.find((p) => p.title === 'GET /api/status')!;
    expect(status.url).toMatch(/^\/api#tag\/[^/]+\/operation\/[A-Za-z]+$/);
    expect(pages.map((p) => p.url)).toContain('/api#tag/Pollers/operation/listPollers');
  });

  it('writes the method and path as the h1, the summary as a heading and the description as text, marked for the index', () => {
    const login = pages.find((p) => p.title === 'POST /auth/login')!;
    expect(login.html).toContain('<main data-pagefind-body data-pagefind-meta="section:API" data-pagefind-filter="version:all">');
    expect(login.html).toContain('<h1>POST /auth/login</h1>');
    const op = (spec.paths as Record<string, Record<string, { summary: string }>>)['/auth/login'].post;
    expect(login.html).toContain(`<h2>${op.summary}</h2>`);
  });

  it('names the parameters an operation takes by reference ($ref), as those it defines itself', () => {
    const poller = pages.find((p) => p.title === 'GET /api/pollers/{id}')!;
    expect(poller.html).toContain('<p>Parameters: id: Identifier of the poller, as configured in its poller.json and listed by GET /api/pollers .</p>');
  });

  it('escapes the spec text it puts into HTML', () => {
    const hostile = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/x': { get: { operationId: 'x', summary: '<script>alert(1)</script>', description: 'a & b "c"' } } },
    } as ApiSpecDocument;
    const [page] = apiSearchPages(hostile, '/api').pages;
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).toContain('a &amp; b &quot;c&quot;');
    expect(page.url).toBe('/api#operation/x');
  });

  it('leaves out, by name, an operation without an operationId (its Redoc anchor is not known)', () => {
    const noId = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/y': { post: { summary: 'Y' } } } } as ApiSpecDocument;
    expect(apiSearchPages(noId, '/api')).toEqual({ pages: [], skipped: ['POST /y'] });
  });
});

describe('operationAnchor', () => {
  it('is Redoc id: by first tag when tagged', () => {
    expect(operationAnchor({ operationId: 'getPoller', tags: ['Pollers', 'Other'] })).toBe('tag/Pollers/operation/getPoller');
    expect(operationAnchor({ operationId: 'getPoller' })).toBe('operation/getPoller');
    expect(operationAnchor({})).toBeNull();
  });
});

describe('plainText', () => {
  it('keeps the words of Markdown', () => {
    expect(plainText('Use **`GET`** on [the status](/api#x).\n\n> note')).toBe('Use GET on the status. note');
  });
});
