/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { cssWithoutChildCompilations } from '../css-extract';

// The copies Gatsby itself resolves: an upgrade that drops the option, or stops extracting CSS
// with this plugin in the production build, is caught here.
const gatsbyDir = path.dirname(require.resolve('gatsby/package.json'));
const extractDir = path.dirname(require.resolve('mini-css-extract-plugin', { paths: [gatsbyDir] }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MiniCssExtractPlugin = require(extractDir).default ?? require(extractDir);

function run(stage: 'develop' | 'build-javascript' | 'build-html', plugins: unknown[]) {
  const config = { plugins };
  const replaceWebpackConfig = jest.fn();
  cssWithoutChildCompilations({ stage, getConfig: () => config, actions: { replaceWebpackConfig } as never });
  return replaceWebpackConfig.mock.calls;
}

describe('cssWithoutChildCompilations', () => {
  it("turns on importModule in the production build's CSS extraction", () => {
    const extract = new MiniCssExtractPlugin({ filename: 'styles.css' });
    const other = { constructor: { name: 'DefinePlugin' }, options: {} };
    expect(run('build-javascript', [other, extract])).toEqual([[{ plugins: [other, extract] }]]);
    expect(extract.options.experimentalUseImportModule).toBe(true);
    expect(extract.options.filename).toBe('styles.css');
  });

  it.each(['develop', 'build-html'] as const)('leaves %s alone', (stage) => {
    expect(run(stage, [])).toEqual([]);
  });

  it('fails naming itself when the production config has no such plugin', () => {
    expect(() => run('build-javascript', [])).toThrow("src/node/webpack/css-extract.ts: Gatsby's production config has no MiniCssExtractPlugin");
  });

  it('leans on what Gatsby and the plugin do today', () => {
    // Gatsby extracts the production CSS with this plugin, created by its webpack utils.
    const config = fs.readFileSync(path.join(gatsbyDir, 'dist/utils/webpack.config.js'), 'utf8');
    expect(config).toContain('plugins.extractText(');
    // The plugin's loader reads the option and then uses webpack's importModule, not a child compiler.
    const loader = fs.readFileSync(path.join(extractDir, 'loader.js'), 'utf8');
    expect(loader).toMatch(/if \(optionsFromPlugin\.experimentalUseImportModule\) \{[\s\S]{0,400}this\.importModule\(/);
  });
});
