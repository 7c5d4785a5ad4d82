/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { serveWholeDataFiles } from '../whole-data-files';

/** What the middleware did with one request: sent a body, or passed it on to develop's static files. */
function ask(handler: ReturnType<typeof serveWholeDataFiles>, urlPath: string, method = 'GET') {
  const sent: { body?: string; headers: Record<string, string>; type?: string; passed: boolean } = { headers: {}, passed: false };
  const res = {
    set(name: string, value: string) {
      sent.headers[name] = value;
      return res;
    },
    type(mime: string) {
      sent.type = mime;
      return res;
    },
    send(body: string) {
      sent.body = body;
    },
  };
  return handler({ method, path: urlPath }, res, () => (sent.passed = true)).then(() => sent);
}

describe('develop serves a data file once it is whole', () => {
  let dir: string;
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whole-data-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sends a slice, a static query result and the app data as they are when they parse', async () => {
    const handler = serveWholeDataFiles({ publicDir: dir });
    for (const rel of ['slice-data/docs-sidebar--current--tutorialSidebar.json', 'page-data/sq/d/1234567890.json', 'page-data/app-data.json']) {
      write(rel, '{"result":{"a":1}}');
      const sent = await ask(handler, `/${rel}`);
      expect(sent).toEqual({ body: '{"result":{"a":1}}', headers: { 'Cache-Control': 'public, max-age=0' }, type: 'json', passed: false });
    }
  });

  it('waits for a file that is empty, then cut off, as Gatsby writes it, and sends it whole', async () => {
    const handler = serveWholeDataFiles({ publicDir: dir, everyMs: 5 });
    const rel = 'slice-data/navbar.json';
    write(rel, '');
    const answer = ask(handler, `/${rel}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
    write(rel, '{"result":{"items":[1,');
    await new Promise((resolve) => setTimeout(resolve, 40));
    write(rel, '{"result":{"items":[1,2]}}');
    expect((await answer).body).toBe('{"result":{"items":[1,2]}}');
  });

  it('passes on a file still not JSON after the wait, a missing file, another path and another method', async () => {
    const handler = serveWholeDataFiles({ publicDir: dir, waitMs: 30, everyMs: 5 });
    write('slice-data/broken.json', '{');
    write('page-data/docs/intro/page-data.json', '{}');
    write('static/data.json', '{}');
    for (const [urlPath, method] of [
      ['/slice-data/broken.json', 'GET'],
      ['/slice-data/missing.json', 'GET'],
      ['/page-data/docs/intro/page-data.json', 'GET'],
      ['/static/data.json', 'GET'],
      ['/slice-data/%E0%A4%A.json', 'GET'],
      ['/slice-data/broken.json', 'POST'],
    ]) {
      const sent = await ask(handler, urlPath, method);
      expect({ urlPath, method, passed: sent.passed, body: sent.body }).toEqual({ urlPath, method, passed: true, body: undefined });
    }
  });
});
