/** @jest-environment node */
import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import { transformSync } from '@swc/core';
import { QUERY_MODULES_BABEL, needsBabel, siteTranspiler, swcOptions } from '../transpiler';

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
    // A template (its page query) and a hook with useStaticQuery: Babel, which turns the queries
    // into their results; in a production build with the site's config, then swc (run after it).
    const babelFor = stage === 'develop' ? ['utils/babel-loader.js'] : [swc, 'utils/babel-loader.js'];
    expect(loaderNames(scripts.use, at('src/templates/doc.tsx'))).toEqual(babelFor);
    expect(loaderNames(scripts.use, at('src/hooks/useSiteConfig.ts'))).toEqual(babelFor);
    const babelOptions = scripts.use({ resource: at('src/templates/doc.tsx') }).at(-1) as unknown as { options: { configFile?: string; stage: string } };
    expect(babelOptions.options).toEqual(stage === 'develop' ? babel.options : { ...babel.options, configFile: path.resolve(QUERY_MODULES_BABEL), babelrc: false });
    // An MDX file: swc after gatsby-plugin-mdx's loader; the template wrapped around it keeps Babel.
    expect(loaderNames(mdx.use, at('content/docs/intro.mdx'))).toEqual([swc, 'dist/gatsby-mdx-loader.js']);
    expect(loaderNames(scripts.use, at('src/templates/blog-post.tsx'), `?__contentFilePath=${at('content/blog/x/index.mdx')}`)).toEqual(babelFor);
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

  it("runs Gatsby's babel-loader with the site's config on a template: the query removed, no babel-preset-gatsby, then swc (canary)", async () => {
    // Gatsby's babel-loader reads the plugins' Babel state from .cache/babelState.json, which a
    // build's bootstrap writes: here, what gatsby-plugin-typescript puts there.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-babel-'));
    // The preset gatsby-plugin-typescript registers, resolved from it as its gatsby-node does.
    const typescriptPreset = createRequire(require.resolve('gatsby-plugin-typescript')).resolve('@babel/preset-typescript');
    const stages = Object.fromEntries(['build-javascript', 'build-html'].map((stage) => [stage, { plugins: [], presets: [{ name: typescriptPreset, options: {} }], options: { cacheDirectory: false, sourceType: 'unambiguous' } }]));
    fs.mkdirSync(path.join(dir, '.cache'));
    fs.writeFileSync(path.join(dir, '.cache/babelState.json'), JSON.stringify({ stages }));
    const [cwd, nodeEnv] = [process.cwd(), process.env.NODE_ENV];
    const resource = at('src/templates/doc.tsx');
    // webpack's own loader runner, resolved from webpack (its dependency; it has no types of its own).
    const { runLoaders } = createRequire(require.resolve('webpack'))('loader-runner') as {
      runLoaders: (options: object, callback: (error: Error | null, out: { result?: unknown[] }) => void) => void;
    };
    try {
      process.chdir(dir);
      // Under jest, NODE_ENV=test makes Gatsby's loader skip the state file.
      process.env.NODE_ENV = 'production';
      for (const stage of ['build-javascript', 'build-html']) {
        const loader = { loader: require.resolve('gatsby/dist/utils/babel-loader'), options: { stage, isPageTemplate: true, resourceQuery: '?export=default', configFile: path.join(root, QUERY_MODULES_BABEL), babelrc: false } };
        const result = await new Promise<string>((resolve, reject) =>
          runLoaders({ resource, loaders: [loader], context: { mode: 'production' }, readResource: fs.readFile.bind(fs) }, (error, out) => (error ? reject(error) : resolve(String(out.result?.[0])))),
        );
        // babel-plugin-remove-graphql-queries ran: the page query is gone.
        expect(fs.readFileSync(resource, 'utf8')).toMatch(/graphql`/);
        expect(result).not.toMatch(/graphql`/);
        // With a config file, Gatsby's loader adds no babel-preset-gatsby: JSX is left for swc, and
        // no helper of Babel's runtime is imported. If this fails, Gatsby changed when it adds its
        // fallback preset: src/node/webpack/transpiler.ts's QUERY_MODULES_BABEL no longer pays.
        expect(result).toMatch(/<[A-Z][A-Za-z]*[\s>]/);
        expect(result).not.toContain('@babel/runtime');
        // The TypeScript preset stripped the types, and swc compiles what is left.
        const { code } = transformSync(result, { filename: resource, ...swcOptions(resource, stage === 'build-html' ? 'server' : 'browser', ['chrome 100']) } as never);
        expect(code).toContain('createElement');
      }
    } finally {
      process.chdir(cwd);
      process.env.NODE_ENV = nodeEnv;
      fs.rmSync(dir, { recursive: true, force: true });
    }
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
