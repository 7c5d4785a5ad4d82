/** @jest-environment node */
import { createRequire } from 'module';
import path from 'path';
import { configureCssExtraction, stableLocalIdent } from '../css-extraction';

// The copies Gatsby itself resolves and configures.
const GATSBY = { paths: [path.dirname(require.resolve('gatsby'))] };
const PLUGIN = require.resolve('mini-css-extract-plugin', GATSBY);
const MiniCssExtractPlugin = createRequire(PLUGIN)(PLUGIN) as { new (options: object): { options: Record<string, unknown> } };
// As Gatsby names css-loader in its rules: the resolved path.
const CSS_LOADER = path.join(path.dirname(PLUGIN), '..', '..', 'css-loader', 'dist', 'cjs.js');

type Stage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html';
type Config = { plugins: { options: Record<string, unknown> }[]; module: { rules: { oneOf?: { use: { loader: string; options: { modules: Record<string, unknown> | false } }[] }[] }[] } };

/** A config shaped as Gatsby's: the CSS rules in a oneOf, CSS modules and plain CSS, and the extraction plugin. */
function configAfter(stage: Stage, plugins: unknown[]) {
  const replaceWebpackConfig = jest.fn();
  const css = (modules: object | false) => ({ loader: CSS_LOADER, options: { importLoaders: 1, modules } });
  const config = { plugins, module: { rules: [{ oneOf: [{ test: /\.module\.css$/, use: [css({ localIdentName: '[name]--[local]--[hash:hex:5]' })] }, { test: /\.css$/, use: [css(false)] }] }] } };
  configureCssExtraction({ stage, actions: { replaceWebpackConfig } as never, getConfig: () => config });
  return replaceWebpackConfig.mock.calls.map(([replaced]) => replaced as Config);
}

describe('configureCssExtraction', () => {
  const other = { apply: () => undefined };

  it.each([
    ['develop', { ignoreOrder: true }],
    ['build-javascript', { ignoreOrder: true, experimentalUseImportModule: true }],
  ] as const)('gives Gatsby’s CSS extraction, with its other options, more in %s: %j', (stage, more) => {
    const gatsbys = new MiniCssExtractPlugin({ filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css' });
    const [replaced] = configAfter(stage, [other, gatsbys]);
    expect(replaced.plugins[0]).toBe(other);
    expect(replaced.plugins[1]).toBeInstanceOf(MiniCssExtractPlugin);
    expect(replaced.plugins[1].options).toEqual({ ...gatsbys.options, ...more });
  });

  it.each(['develop', 'develop-html', 'build-javascript', 'build-html'] as const)('names CSS module classes with one function in %s, and leaves plain CSS alone', (stage) => {
    const [replaced] = configAfter(stage, stage.endsWith('html') ? [other] : [new MiniCssExtractPlugin({})]);
    const [modules, plain] = replaced.module.rules[0].oneOf!;
    expect(modules.use[0].options.modules).toEqual({ localIdentName: '[name]--[local]--[hash:hex:5]', getLocalIdent: stableLocalIdent });
    expect(plain.use[0].options.modules).toBe(false);
  });

  it('says so when Gatsby no longer extracts CSS with the plugin', () => {
    expect(() => configAfter('build-javascript', [other])).toThrow(/no MiniCssExtractPlugin/);
  });
});

describe('stableLocalIdent', () => {
  const context = '/site';
  const ident = (resourcePath: string, local: string) => stableLocalIdent({ resourcePath } as never, '[name]--[local]--[hash:hex:5]', local, { context, hashPrefix: '' });

  it('names a class from the stylesheet’s name, the local name and a hash of its path from the project', () => {
    // css-loader then escapes it for CSS: the dot becomes a dash (the built site's navbar is styles-module--navbar--c0173).
    expect(ident('/site/src/theme/Navbar/styles.module.css', 'navbar')).toBe('styles.module--navbar--c0173');
    expect(ident('/site/src/theme/Navbar/styles.module.css', 'navbar')).not.toBe(ident('/site/src/theme/Footer/styles.module.css', 'navbar'));
  });

  it('gives the name css-loader’s default gives a module without a match resource (the HTML renderer’s)', () => {
    // A match resource is what importModule adds; the browser tests check the pages' classes against their stylesheets (e2e/shell.test.mjs).
    const matchResource = { resourcePath: '/site/src/theme/Navbar/styles.module.css', _module: { matchResource: '/site/src/theme/Navbar/styles.module.css.webpack[javascript/auto]' } };
    expect(stableLocalIdent(matchResource as never, '[name]--[local]--[hash:hex:5]', 'navbar', { context })).toBe(ident('/site/src/theme/Navbar/styles.module.css', 'navbar'));
  });
});
