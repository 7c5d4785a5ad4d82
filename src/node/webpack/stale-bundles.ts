import fs from 'fs';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler } from 'webpack';

/** The browser bundles' files: `[name]-[contenthash].js`, with their extracted licence comments and maps. */
const BUNDLE = /^[^/]+-[0-9a-f]{20}\.js(?:\.LICENSE\.txt|\.map)?$/;

/**
 * `gatsby build` writes the browser bundles into public/ and never removes those of earlier
 * builds: after a few warm builds public/ held every app-<hash>.js it had made, which a cold
 * build of the same content does not write. Once the browser compilation has written its files,
 * the bundle files it did not emit are removed; nothing else in public/ (Gatsby's and the
 * post-build pass's files) is touched. (webpack's `output.clean`, given the same rule as `keep`,
 * removed nothing in Gatsby's build.) A reader whose page was loaded before the deploy and asks
 * for an old chunk gets a 404, on which Gatsby's runtime loads the page afresh.
 */
export function removeStaleBundles({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    plugins: [
      {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('RemoveStaleBundles', (compilation) => {
            const dir = compilation.outputOptions.path!;
            const emitted = new Set(Object.keys(compilation.assets));
            for (const name of fs.readdirSync(dir)) if (BUNDLE.test(name) && !emitted.has(name)) fs.rmSync(path.join(dir, name));
          });
        },
      },
    ],
  });
}
