/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { mdxToMarkdown } from '../mdx-to-markdown';
import { converterCode, twinMemo } from '../twin-memo';

// The twins' memo across builds, in a throwaway project: the converter's sources and the
// packages it loads are linked in, so its cache (node_modules/.cache) is the test's own.
const project = process.cwd();
const { files: SOURCES, packages: PACKAGES } = converterCode(project);
let dir = '';

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-memo-'));
  for (const file of SOURCES) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(project, file), path.join(dir, file));
  }
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const name of PACKAGES) fs.symlinkSync(path.join(project, 'node_modules', name), path.join(dir, 'node_modules', name));
  fs.writeFileSync(path.join(dir, 'package.json'), '{}');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs/flow.png'), 'first image');
  process.chdir(dir);
});
afterEach(() => {
  process.chdir(project);
  fs.rmSync(dir, { recursive: true, force: true });
});

const BODY = 'Text with a [link](./other.mdx#setup).\n\n![The flow](./flow.png)\n\n:::tip\nA tip.\n:::\n';
const options = () => ({ filePath: path.join(dir, 'docs/page.mdx'), pageUrl: 'https://x.example/docs/page', siteUrl: 'https://x.example', docRoots: [{ dir: path.join(dir, 'docs'), routeBase: '/docs' }] });

/** One build's twins: converts the body with a fresh memo, as writeTwins does, and saves it. */
function build(body = BODY) {
  const memo = twinMemo();
  const markdown = memo.convert(body, options());
  memo.save();
  return { markdown, converted: memo.converted };
}

describe("the converter's code, the memo's salt", () => {
  it('is every project file the converter imports, followed through their imports, and the packages they load', () => {
    const { files, packages } = converterCode(project);
    // The parser's own imports were missing from the list kept by hand before.
    expect(files).toEqual(expect.arrayContaining(['src/node/output/twins/mdx-to-markdown.ts', 'src/node/remark/mdx-parser.ts', 'src/node/remark/html-comments.ts', 'src/node/project-require.ts', 'src/node/assets.ts', 'src/lib/routes.ts']));
    expect(files).not.toContain('src/node/output/twins/twin-memo.ts');
    // Imported by name, and loaded by name while converting; no Node built-in, no type-only import.
    expect(packages).toEqual(expect.arrayContaining(['unist-util-visit', 'remark-parse', 'mdast-util-to-markdown']));
    expect(packages).not.toContain('path');
    expect(packages).not.toContain('mdast');
  });

  it('fails naming the file when an import cannot be found', () => {
    expect(converterCode(dir).files).toEqual(SOURCES);
    fs.rmSync(path.join(dir, 'src/node/remark/html-comments.ts'));
    expect(() => converterCode(dir)).toThrow('src/node/remark/mdx-parser.ts: cannot find the module "./html-comments"');
  });
});

describe('the twins memo', () => {
  it('converts a body once, and gives the same Markdown from the memo in the next build', () => {
    const first = build();
    expect(first).toEqual({ markdown: mdxToMarkdown(BODY, options()), converted: 1 });
    expect(first.markdown).toContain('https://x.example/docs/other#setup');
    expect(build()).toEqual({ markdown: first.markdown, converted: 0 });
    // An edited body is converted again.
    expect(build(`${BODY}\nOne more line.\n`).converted).toBe(1);
  });

  it("puts a remembered twin's image back into public/, and converts again when the image changed", () => {
    const first = build();
    const [url] = /\/static\/[0-9a-f]+\/flow\.png/.exec(first.markdown)!;
    fs.rmSync(path.join(dir, 'public'), { recursive: true });
    expect(build().converted).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'public', url), 'utf8')).toBe('first image');

    fs.writeFileSync(path.join(dir, 'docs/flow.png'), 'second image');
    const changed = build();
    expect(changed.converted).toBe(1);
    const [next] = /\/static\/[0-9a-f]+\/flow\.png/.exec(changed.markdown)!;
    expect(next).not.toBe(url);
    expect(fs.readFileSync(path.join(dir, 'public', next), 'utf8')).toBe('second image');
  });

  it("converts everything again when the converter's code changed", () => {
    build();
    fs.appendFileSync(path.join(dir, 'src/node/output/twins/mdx-to-markdown.ts'), '\n// changed\n');
    expect(build().converted).toBe(1);
  });

  describe('ahead, in worker threads', () => {
    const bodies = Array.from({ length: 5 }, (_, i) => `${BODY}\nBody number ${i}.\n`);
    afterEach(() => {
      delete process.env.POST_BUILD_THREADS;
    });

    it('gives what the conversion one by one gives, images published, and nothing converted twice', async () => {
      process.env.POST_BUILD_THREADS = '2';
      const memo = twinMemo();
      await memo.convertAhead(bodies.map((body) => [body, options()]));
      expect(memo.converted).toBe(5);
      const [url] = /\/static\/[0-9a-f]+\/flow\.png/.exec(mdxToMarkdown(BODY, options()))!;
      expect(fs.readFileSync(path.join(dir, 'public', url), 'utf8')).toBe('first image');
      expect(bodies.map((body) => memo.convert(body, options()))).toEqual(bodies.map((body) => mdxToMarkdown(body, options())));
      expect(memo.converted).toBe(5);
      memo.save();
      expect(build(bodies[0]).converted).toBe(0);
    });

    it('leaves a few bodies to the conversion one by one, and the ones the memo holds', async () => {
      const memo = twinMemo();
      await memo.convertAhead(bodies.map((body) => [body, options()]));
      expect(memo.converted).toBe(0);
      build(bodies[0]);
      process.env.POST_BUILD_THREADS = '2';
      const next = twinMemo();
      await next.convertAhead(bodies.map((body) => [body, options()]));
      expect(next.converted).toBe(4);
    });

    it('converts a few bodies in one thread when asked (beside the bundles)', async () => {
      const memo = twinMemo();
      await memo.convertAhead(bodies.map((body) => [body, options()]), { threads: 1, background: true });
      expect(memo.converted).toBe(5);
      expect(bodies.map((body) => memo.convert(body, options()))).toEqual(bodies.map((body) => mdxToMarkdown(body, options())));
      expect(memo.converted).toBe(5);
    });

    it("fails naming the file whose body a thread could not parse", async () => {
      process.env.POST_BUILD_THREADS = '2';
      await expect(twinMemo().convertAhead([...bodies.map((body): [string, ReturnType<typeof options>] => [body, options()]), ['<Broken', options()]])).rejects.toThrow('docs/page.mdx: MDX syntax error');
    });
  });
});
