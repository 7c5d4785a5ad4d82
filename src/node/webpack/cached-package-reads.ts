import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler } from 'webpack';

type FileSystem = Record<string, unknown>;

/** What the walk reads. Everything else (writes, streams) stays with webpack's own file system. */
export const READS = ['stat', 'lstat', 'readlink', 'readFile', 'readdir', 'realpath'];

/** An installed package's file: under node_modules, but not node_modules/.cache, which builds write. */
export const isInstalledFile = (file: unknown): boolean => typeof file === 'string' && /[\\/]node_modules[\\/](?!\.cache[\\/])/.test(file);

/**
 * Why: the first time webpack stores its filesystem cache, it records the build's dependencies:
 * it walks Node's require cache from Gatsby's webpack config, each plugin's gatsby-node and each
 * loader, and resolves every `require` again (about 5,200 modules in Gatsby's process). It does so
 * through `compiler.intermediateFileSystem`, which caches nothing, so every resolution stats and
 * reads the same package files afresh. In a cold build of this site on a 2-core machine the walks
 * took 21.6 s and 16.8 s (the two compilations), most of the HTML renderer's 24 s, which Gatsby
 * waits for. Giving the walk the compilation's cached file system (`compiler.inputFileSystem`,
 * which webpack purges when files change in develop) for installed packages brought them to 15.2
 * and 11.1 s, the renderer to 18.3 s and the build from about 81 to 76 s. The cache's own files,
 * and every write, still go straight to disk. A plugin's `apply` runs before webpack creates its
 * cache from the options, so the cache takes the file system set here.
 */
export function readInstalledThroughCache(compiler: Pick<Compiler, 'inputFileSystem' | 'intermediateFileSystem'>): void {
  const direct = compiler.intermediateFileSystem as unknown as FileSystem;
  const cached = compiler.inputFileSystem as unknown as FileSystem;
  if (!direct || !cached) return;
  const routed: FileSystem = Object.create(direct);
  for (const name of READS) {
    if (typeof direct[name] !== 'function') continue;
    routed[name] = (file: unknown, ...rest: unknown[]) => {
      const fs = isInstalledFile(file) && typeof cached[name] === 'function' ? cached : direct;
      return (fs[name] as (...args: unknown[]) => unknown)(file, ...rest);
    };
  }
  compiler.intermediateFileSystem = routed as unknown as Compiler['intermediateFileSystem'];
}

/** Every compilation of develop and build, the ones with webpack's filesystem cache. */
export function cachedPackageReads({ actions }: CreateWebpackConfigArgs): void {
  actions.setWebpackConfig({ plugins: [{ apply: readInstalledThroughCache }] });
}
