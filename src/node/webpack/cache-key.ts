import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler } from 'webpack';

type FileCache = { type: 'filesystem'; version?: string; buildDependencies?: Record<string, string[]>; [key: string]: unknown };
type WebpackConfig = { cache?: FileCache | boolean | { type: string }; plugins?: unknown[] };

/** An installed package's file: its bytes are pinned by the lockfile (an edit by hand inside node_modules is not seen: `npm run clean` then). */
const isInstalled = (file: string) => /[\\/]node_modules[\\/]/.test(file);

/**
 * What invalidates webpack's filesystem cache: the lockfile (every installed package's version,
 * Gatsby's webpack config and every plugin's gatsby-node among them) and the bytes of each build
 * dependency that is not installed (this site's compiled gatsby-node, which sets loaders and
 * their options). Null without a lockfile: then webpack keeps walking the dependencies itself.
 */
export function cacheVersion(dependencies: string[], root = process.cwd()): string | null {
  const lockfile = path.join(root, 'package-lock.json');
  if (!fs.existsSync(lockfile)) return null;
  const hash = crypto.createHash('sha256').update(fs.readFileSync(lockfile));
  for (const file of [...dependencies].sort()) {
    hash.update(`\0${path.relative(root, file)}\0`);
    if (!isInstalled(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** Drops the installed files (the loaders, by webpack's own rule) from what the cache walks. */
export function keepOwnBuildDependencies(compiler: Pick<Compiler, 'hooks'>): void {
  compiler.hooks.afterCompile.tap('own build dependencies', (compilation) => {
    for (const dependency of [...compilation.buildDependencies]) if (isInstalled(dependency)) compilation.buildDependencies.delete(dependency);
  });
}

/**
 * webpack's filesystem cache snapshots its build dependencies (Gatsby's webpack config, each
 * plugin's gatsby-node, webpack itself, every loader) and all they require, down each installed
 * package's dependencies (Gatsby's babel-loader requires most of Gatsby): thousands of modules,
 * walked on the main thread of a cold build beside both compilations, holding up the HTML renderer.
 * Here `cache.version` (cacheVersion) does that job from two reads, and installed files are dropped
 * from the build dependencies; a loader of the site's own, outside node_modules, is still walked.
 */
export function webpackCacheKey({ getConfig, actions }: CreateWebpackConfigArgs): void {
  const config = getConfig() as WebpackConfig;
  const cache = config.cache;
  if (typeof cache !== 'object' || cache.type !== 'filesystem') return;
  const fileCache = cache as FileCache;
  const version = cacheVersion(Object.values(fileCache.buildDependencies ?? {}).flat());
  if (!version) return;
  actions.replaceWebpackConfig({
    ...config,
    cache: { ...fileCache, version: [fileCache.version, version].filter(Boolean).join('-'), buildDependencies: {} },
    plugins: [...(config.plugins ?? []), { apply: keepOwnBuildDependencies }],
  });
}
