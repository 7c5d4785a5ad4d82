/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack from 'webpack';
import { isInstalledFile, READS, readInstalledThroughCache } from '../cached-package-reads';

type Fs = Record<string, (...args: unknown[]) => unknown>;

/** A file system that records the paths each read is asked for, then does it. */
function recording(target: Fs, log: string[]): Fs {
  const proxy: Fs = Object.create(target);
  for (const name of READS) {
    if (typeof target[name] === 'function') proxy[name] = (file: unknown, ...rest: unknown[]) => (log.push(`${name} ${String(file)}`), target[name](file, ...rest));
  }
  return proxy;
}

/** A compile of one module with webpack's filesystem cache, closed so that the cache is stored. */
function compile(dir: string, inputReads: string[], directReads: string[]) {
  const compiler = webpack({
    context: dir,
    entry: './index.js',
    mode: 'development',
    devtool: false,
    output: { path: path.join(dir, 'out') },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
    plugins: [
      {
        // Before the plugin under test, as webpack's own file systems are set before any plugin.
        apply(c: webpack.Compiler) {
          c.inputFileSystem = recording(c.inputFileSystem as unknown as Fs, inputReads) as never;
          c.intermediateFileSystem = recording(c.intermediateFileSystem as unknown as Fs, directReads) as never;
        },
      },
      { apply: readInstalledThroughCache },
    ],
  });
  return new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || !stats) return reject(err);
      compiler.close((closeErr) => (closeErr ? reject(closeErr) : resolve(stats)));
    }),
  );
}

describe('the cache walk reads installed packages through the cached file system', () => {
  it('knows an installed file from the cache folder and the project', () => {
    expect(isInstalledFile('/site/node_modules/webpack/package.json')).toBe(true);
    expect(isInstalledFile('/site/node_modules/@babel/core/lib/index.js')).toBe(true);
    expect(isInstalledFile('/site/node_modules/.cache/mermaid/a.svg')).toBe(false);
    expect(isInstalledFile('/site/.cache/webpack/stage-build-html/index.pack')).toBe(false);
    expect(isInstalledFile('/site/src/pages/index.tsx')).toBe(false);
    expect(isInstalledFile(Buffer.from('/site/node_modules/x'))).toBe(false);
  });

  it("webpack's cache takes the routed file system, stores through it, and restores what it stored", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cached-reads-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.js'), 'module.exports = 42;\n');
      const input: string[] = [];
      const direct: string[] = [];
      const first = await compile(dir, input, direct);
      expect(first.hasErrors()).toBe(false);
      // Storing walked webpack's own dependencies (its package.json files) through the cached reads...
      const installedReads = input.filter((read) => /node_modules[\\/]/.test(read) && /package\.json$/.test(read));
      expect(installedReads.length).toBeGreaterThan(0);
      // ...and none of them went to the uncached file system, which still wrote and read the cache.
      expect(direct.filter((read) => isInstalledFile(read.split(' ')[1]))).toEqual([]);
      expect(fs.readdirSync(path.join(dir, 'cache')).length).toBeGreaterThan(0);
      // A second compiler finds the stored cache valid: the module comes from it, not from a build.
      const again = await compile(dir, [], []);
      const built = again.toJson({ all: false, modules: true }).modules?.filter((m) => m.built) ?? [];
      expect(built).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
