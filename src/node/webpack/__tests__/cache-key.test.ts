/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack from 'webpack';
import { cacheVersion, keepOwnBuildDependencies } from '../cache-key';

type Fs = Record<string, (...args: unknown[]) => unknown>;
const READS = ['stat', 'lstat', 'readlink', 'readFile', 'readdir', 'realpath'];

/** A file system that records the paths each read is asked for, then does it. */
function recording(target: Fs, log: string[]): Fs {
  const proxy: Fs = Object.create(target);
  for (const name of READS) {
    if (typeof target[name] === 'function') proxy[name] = (file: unknown, ...rest: unknown[]) => (log.push(String(file)), target[name](file, ...rest));
  }
  return proxy;
}

/**
 * A compile of one module through an installed loader (swc-loader), with webpack's filesystem
 * cache, closed so that the cache is stored; `cacheReads` gets what the cache read to do so.
 */
function compile(dir: string, { own = true, version = 'a', cacheReads = [] as string[] } = {}) {
  const compiler = webpack({
    context: dir,
    entry: './index.js',
    mode: 'development',
    devtool: false,
    output: { path: path.join(dir, 'out') },
    module: { rules: [{ test: /\.js$/, use: require.resolve('swc-loader') }] },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache'), version },
    plugins: [
      {
        apply(c: webpack.Compiler) {
          c.intermediateFileSystem = recording(c.intermediateFileSystem as unknown as Fs, cacheReads) as never;
        },
      },
      ...(own ? [{ apply: keepOwnBuildDependencies }] : []),
    ],
  });
  return new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || !stats) return reject(err);
      compiler.close((closeErr) => (closeErr ? reject(closeErr) : resolve(stats)));
    }),
  );
}

const built = (stats: webpack.Stats) => stats.toJson({ all: false, modules: true }).modules?.filter((m) => m.built).map((m) => m.name) ?? [];
const installedPackageJsons = (reads: string[]) => reads.filter((file) => /node_modules[\\/].*package\.json$/.test(file));

describe("webpack's cache key", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('changes with the lockfile and with the bytes of a build dependency of the site, not with an installed file', () => {
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    };
    write('package-lock.json', '{"lockfileVersion":3}');
    write('.cache/compiled/gatsby-node.js', 'exports.a = 1;');
    write('node_modules/gatsby/dist/utils/webpack.config.js', 'module.exports = 1;');
    const deps = [path.join(dir, 'node_modules/gatsby/dist/utils/webpack.config.js'), path.join(dir, '.cache/compiled/gatsby-node.js')];
    const first = cacheVersion(deps, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheVersion([...deps].reverse(), dir)).toBe(first);
    // An installed file is pinned by the lockfile: its bytes are not read.
    write('node_modules/gatsby/dist/utils/webpack.config.js', 'module.exports = 2;');
    expect(cacheVersion(deps, dir)).toBe(first);
    write('.cache/compiled/gatsby-node.js', 'exports.a = 2;');
    const second = cacheVersion(deps, dir);
    expect(second).not.toBe(first);
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(cacheVersion(deps, dir)).not.toBe(second);
    // Without a lockfile there is no key: webpack keeps its own walk.
    fs.rmSync(path.join(dir, 'package-lock.json'));
    expect(cacheVersion(deps, dir)).toBeNull();
  });

  it('stores the cache without walking the installed loaders, restores it, and a new version builds again', async () => {
    fs.writeFileSync(path.join(dir, 'index.js'), 'module.exports = 42;\n');
    // webpack's own behaviour, for the comparison: the loader is a build dependency, walked package by package.
    const walked: string[] = [];
    expect(built(await compile(dir, { own: false, cacheReads: walked }))).toEqual(['./index.js']);
    expect(installedPackageJsons(walked).some((file) => /swc-loader[\\/]package\.json$/.test(file))).toBe(true);
    fs.rmSync(path.join(dir, 'cache'), { recursive: true, force: true });

    const reads: string[] = [];
    const first = await compile(dir, { cacheReads: reads });
    expect(first.hasErrors()).toBe(false);
    expect(built(first)).toEqual(['./index.js']);
    expect(installedPackageJsons(reads)).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'cache')).length).toBeGreaterThan(0);
    // The next compiler finds the stored cache valid: the module comes from it.
    expect(built(await compile(dir))).toEqual([]);
    // Another version (a new lockfile, a changed gatsby-node) is a cache miss.
    expect(built(await compile(dir, { version: 'b' }))).toEqual(['./index.js']);
  }, 60_000);
});
