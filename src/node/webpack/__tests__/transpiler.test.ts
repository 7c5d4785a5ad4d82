/** @jest-environment node */
import path from 'path';
import { transformSync } from '@swc/core';
import { needsBabel, siteTranspiler, swcOptions } from '../transpiler';

const root = path.resolve(__dirname, '../../../..');
const at = (rel: string) => path.join(root, rel);
// Gatsby's babel-loader, as its loaders.js() names it.
const babel = { loader: path.join(root, 'node_modules/gatsby/dist/utils/babel-loader.js'), options: { stage: 'develop' } };
const mdxLoader = { loader: path.join(root, 'node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js') };

type Use = (info: { resource: string; resourceQuery?: string }) => Array<{ loader: string }>;

/** The config after siteTranspiler, for a config whose rules are Gatsby's and gatsby-plugin-mdx's shapes. */
function transpiled(stage: string, minimizer?: unknown[]) {
  const replaceWebpackConfig = jest.fn();
  const config = {
    module: {
      rules: [
        { test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [babel] },
        { test: /\.mdx?$/, use: () => [babel, mdxLoader] },
        { oneOf: [{ test: /\.css$/, use: [{ loader: 'css-loader' }] }] },
      ],
    },
    ...(minimizer ? { optimization: { minimizer } } : {}),
  };
  siteTranspiler({ stage, actions: { replaceWebpackConfig }, getConfig: () => config } as never);
  return replaceWebpackConfig.mock.calls;
}

const loaderNames = (loaders: Use, resource: string, resourceQuery = '') => loaders({ resource, resourceQuery }).map((entry) => path.basename(path.dirname(entry.loader)) + '/' + path.basename(entry.loader));

describe('siteTranspiler', () => {
  it.each(['develop', 'build-javascript', 'build-html'])('gives %s swc for modules without a query and for MDX, and keeps Babel for the rest', (stage) => {
    const [[config]] = transpiled(stage);
    const [scripts, mdx, css] = config.module.rules as Array<{ use: Use; oneOf?: unknown }>;
    const swcLoader = require.resolve('swc-loader');
    const swc = `${path.basename(path.dirname(swcLoader))}/${path.basename(swcLoader)}`;
    // A component without a query: swc.
    expect(loaderNames(scripts.use, at('src/theme/MermaidDiagram/index.tsx'))).toEqual([swc]);
    // A template (its page query) and a hook with useStaticQuery: Babel, which turns the queries into their results.
    expect(loaderNames(scripts.use, at('src/templates/doc.tsx'))).toEqual(['utils/babel-loader.js']);
    expect(loaderNames(scripts.use, at('src/hooks/useSiteConfig.ts'))).toEqual(['utils/babel-loader.js']);
    // An MDX file: swc after gatsby-plugin-mdx's loader; the template wrapped around it keeps Babel.
    expect(loaderNames(mdx.use, at('content/docs/intro.mdx'))).toEqual([swc, 'dist/gatsby-mdx-loader.js']);
    expect(loaderNames(scripts.use, at('src/templates/blog-post.tsx'), `?__contentFilePath=${at('content/blog/x/index.mdx')}`)).toEqual(['utils/babel-loader.js']);
    expect(css).toEqual({ oneOf: [{ test: /\.css$/, use: [{ loader: 'css-loader' }] }] });
  });

  it("recognises Gatsby's own script rule (canary: it finds Gatsby's babel-loader by its path)", () => {
    // Gatsby's real rule, as its webpack config for develop builds it (gatsby/dist/utils/webpack-utils,
    // not a public API). If Gatsby renames or wraps its babel-loader, develop silently keeps Babel
    // everywhere: this fails instead, naming the module to update.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded when the test runs, as Gatsby loads it
    const { createWebpackUtils } = require('gatsby/dist/utils/webpack-utils') as { createWebpackUtils: (stage: string, program: object) => { rules: { js: () => object } } };
    const replaceWebpackConfig = jest.fn();
    const config = { module: { rules: [createWebpackUtils('develop', { directory: root }).rules.js()] } };
    siteTranspiler({ stage: 'develop', actions: { replaceWebpackConfig }, getConfig: () => config } as never);
    const [[replaced]] = replaceWebpackConfig.mock.calls;
    const [scripts] = replaced.module.rules as Array<{ use: Use }>;
    const theme = loaderNames(scripts.use, at('src/theme/MermaidDiagram/index.tsx'));
    const swcLoader = require.resolve('swc-loader');
    if (theme.join() !== `${path.basename(path.dirname(swcLoader))}/${path.basename(swcLoader)}`) {
      throw new Error(`src/node/webpack/transpiler.ts: Gatsby's script rule no longer uses a loader isGatsbyBabel recognises (${theme.join(', ')}); update isGatsbyBabel.`);
    }
    expect(loaderNames(scripts.use, at('src/templates/doc.tsx'))).toEqual(['utils/babel-loader.js']);
  });

  it('leaves develop-html (the page shell, compiled once) to Babel', () => {
    expect(transpiled('develop-html')).toEqual([]);
  });

  it("minifies the production bundles with swc's minifier in place of Terser, and keeps the other minimizers", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own minimizers, as its webpack config makes them
    const { createWebpackUtils } = require('gatsby/dist/utils/webpack-utils') as { createWebpackUtils: (stage: string, program: object) => { plugins: { minifyJs: () => object; minifyCss: () => object } } };
    const { plugins } = createWebpackUtils('build-javascript', { directory: root });
    const css = plugins.minifyCss();
    const [[config]] = transpiled('build-javascript', [plugins.minifyJs(), css]);
    const [js, kept] = config.optimization.minimizer as Array<{ constructor: { name: string; swcMinify: unknown }; options: { minimizer: { implementation: unknown } } }>;
    expect(js.constructor.name).toBe('TerserPlugin');
    expect(js.options.minimizer.implementation).toBe(js.constructor.swcMinify);
    expect(kept).toBe(css);
  });

  it('keeps Babel for a module it cannot read, and reads queries from the file', () => {
    expect(needsBabel(at('src/no-such-file.tsx'))).toBe(true);
    expect(needsBabel(at('src/theme/MermaidDiagram/index.tsx'))).toBe(false);
  });

  it('compiles production React without development checks or Fast Refresh, for the site\'s browsers and for Node', () => {
    const file = at('src/theme/Example.tsx');
    const source = "import React from 'react';\nexport default function Example({ n }: { n?: number }) {\n  return <p>{n ?? 0}</p>;\n}\n";
    for (const target of ['browser', 'server'] as const) {
      const { code } = transformSync(source, { filename: file, ...swcOptions(file, target) } as never);
      expect(code).toContain('React.createElement("p"');
      expect(code).not.toContain('$RefreshReg$');
      expect(code).not.toContain('__source');
    }
    // The HTML renderer's code is compact, names kept: the pre-paint script inlines a function's source.
    const server = transformSync("export function normalize(path: string) {\n  // why\n  return path;\n}\n", { filename: file, ...swcOptions(file, 'server') } as never).code;
    expect(server).toBe('export function normalize(path){return path}');
  });

  it('compiles TypeScript and JSX with React Fast Refresh\'s registrations, as develop needs them', () => {
    const file = at('src/theme/Example.tsx');
    const source = "import React from 'react';\nexport default function Example({ n }: { n: number }) {\n  const [x] = React.useState(n);\n  return <p>{x}</p>;\n}\n";
    const { code } = transformSync(source, { filename: file, ...swcOptions(file) } as never);
    expect(code).toContain('React.createElement("p"');
    expect(code).toContain('$RefreshReg$');
    expect(code).not.toContain(': number');
  });
});
