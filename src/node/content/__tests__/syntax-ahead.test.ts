/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import * as syntax from '../../mdx-syntax';
import { checkSyntaxAhead, mdxFilesUnder } from '../syntax-ahead';

// Counts the parses of this thread (the worker threads load their own, real parser).
const mockParses = { count: 0 };
jest.mock('../../remark/mdx-parser', () => {
  const actual = jest.requireActual('../../remark/mdx-parser');
  return { ...actual, mdxParser: () => ((mockParses.count += 1), actual.mdxParser()) };
});

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syntax-ahead-'));
  fs.mkdirSync(path.join(dir, 'docs/guides'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs/intro.mdx'), '---\ntitle: Intro\n---\n\n# Intro\n\nText.\n');
  fs.writeFileSync(path.join(dir, 'docs/guides/esm.mdx'), '---\ntitle: Esm\n---\n\nimport X from "./x";\n\n# Esm\n');
  fs.writeFileSync(path.join(dir, 'docs/guides/broken.mdx'), '---\ntitle: Broken\n---\n\n# Broken <div\n');
  fs.writeFileSync(path.join(dir, 'docs/guides/notes.md'), '# Not MDX\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the MDX syntax check ahead of sourcing', () => {
  it('finds every .mdx file under the content sources that are folders', () => {
    expect(mdxFilesUnder([path.join(dir, 'docs'), path.join(dir, 'missing'), path.join(dir, 'docs/intro.mdx')]).map((f) => path.relative(dir, f)).sort()).toEqual(['docs/guides/broken.mdx', 'docs/guides/esm.mdx', 'docs/intro.mdx']);
  });

  it('leaves a small site to sourcing: a thread would cost more than it saves', async () => {
    expect(await checkSyntaxAhead(mdxFilesUnder([dir]), {})).toEqual({ files: 0, threads: 0 });
  });

  it('checks in threads and remembers what passed, as what: sourcing then parses only the file with a problem, and reports it', async () => {
    const files = mdxFilesUnder([dir]);
    expect(await checkSyntaxAhead(files, { SYNTAX_THREADS: '2' })).toEqual({ files: 3, threads: 2 });
    mockParses.count = 0;
    const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
    const check = (name: string, kind: syntax.MdxKind) => syntax.checkedSyntax(path.join(dir, name), read(name), kind);
    expect(check('docs/intro.mdx', 'doc')).toEqual([]);
    expect(check('docs/guides/esm.mdx', 'page')).toEqual([]);
    expect(mockParses.count).toBe(0);
    // An import is fine in a page, not in a doc: that verdict was not remembered, and comes now.
    expect(check('docs/guides/esm.mdx', 'doc')).toEqual([expect.stringMatching(/esm\.mdx: line 5: a doc cannot import or export/)]);
    expect(check('docs/guides/broken.mdx', 'doc')).toEqual([expect.stringMatching(/broken\.mdx: line 5: MDX syntax error/)]);
    expect(mockParses.count).toBe(2);
  });

  it('leaves out, in the next build, the files whose text passed before', async () => {
    const files = mdxFilesUnder([dir]);
    expect(await checkSyntaxAhead(files, { SYNTAX_THREADS: '2' })).toEqual({ files: 1, threads: 2 });
    fs.appendFileSync(path.join(dir, 'docs/intro.mdx'), '\nEdited.\n');
    expect(await checkSyntaxAhead(files, { SYNTAX_THREADS: '2' })).toEqual({ files: 2, threads: 2 });
  });
});
