import fs from 'fs';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler } from 'webpack';

/** The browser bundles' files: `[name]-[contenthash].js`, with their extracted licence comments and maps. */
const BUNDLE = /^[^/]+-[0-9a-f]{20}\.js(?:\.LICENSE\.txt|\.map)?$/;

/**
 * `gatsby build` writes the browser bundles into public/ and never removes earlier builds' (warm
 * builds piled up every app-<hash>.js they made). Once the browser compilation has written its
 * files, the bundle files it did not emit are removed, and nothing else in public/. (webpack's
 * `output.clean`, given the same rule as `keep`, removed nothing in Gatsby's build.) A reader who
 * asks for an old chunk after a deploy gets a 404, on which Gatsby's runtime loads the page afresh.
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
