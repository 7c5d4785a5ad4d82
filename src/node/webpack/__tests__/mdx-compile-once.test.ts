/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { MDX_COMPILE_ONCE_LOADER, mdxCompileOnce } from '../mdx-compile-once';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../mdx-compile-once-loader.cjs') as {
  (this: { data: Record<string, unknown> }, source: string): string;
  pitch: (this: { resourcePath: string; data: Record<string, unknown> }) => string | undefined;
};

const MDX_LOADER = '/app/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader';
const configWith = (rules: unknown[]) => ({ module: { rules } });
const mdxRule = () => ({ test: /\.mdx?$/, use: () => [{ loader: '/app/babel-loader' }, { loader: MDX_LOADER, options: {} }] });

describe('compiling each MDX file once in gatsby build', () => {
  it("puts the remembering loader just before gatsby-plugin-mdx's, in both build compilations only", () => {
    for (const stage of ['build-javascript', 'build-html'] as const) {
      const rule = mdxRule();
      mdxCompileOnce({ stage, getConfig: () => configWith([{ test: /\.css$/ }, rule]) });
      expect((rule.use as () => { loader: string }[])().map((l) => l.loader)).toEqual(['/app/babel-loader', MDX_COMPILE_ONCE_LOADER, MDX_LOADER]);
    }
    const develop = mdxRule();
    mdxCompileOnce({ stage: 'develop', getConfig: () => configWith([develop]) });
    expect(develop.use().map((l) => l.loader)).toEqual(['/app/babel-loader', MDX_LOADER]);
  });

  it("fails loudly when gatsby-plugin-mdx's rule or loader changes", () => {
    expect(() => mdxCompileOnce({ stage: 'build-html', getConfig: () => configWith([]) })).toThrow(/No gatsby-plugin-mdx rule .* update src\/node\/webpack\/mdx-compile-once.ts/);
    const rule = { test: /\.mdx?$/, use: () => [{ loader: '/app/babel-loader' }, { loader: '/app/other-mdx-loader' }] };
    mdxCompileOnce({ stage: 'build-html', getConfig: () => configWith([rule]) });
    expect(() => (rule.use as () => unknown)()).toThrow(/no longer uses its gatsby-mdx-loader/);
  });

  it("serves the second compilation the first one's output, and compiles again when the file changed", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-once-')), 'doc.mdx');
    fs.writeFileSync(file, '# One');
    const first = { resourcePath: file, data: {} as Record<string, unknown> };
    expect(loader.pitch.call(first)).toBeUndefined();
    expect(loader.call(first, 'compiled one')).toBe('compiled one');
    expect(loader.pitch.call({ resourcePath: file, data: {} })).toBe('compiled one');
    fs.writeFileSync(file, '# Two');
    expect(loader.pitch.call({ resourcePath: file, data: {} })).toBeUndefined();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
