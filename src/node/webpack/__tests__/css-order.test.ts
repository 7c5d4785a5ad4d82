/** @jest-environment node */
import { ignoreCssModuleOrder } from '../css-order';

// The copy Gatsby itself resolves and instantiates, so an upgrade that changes it is caught here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MiniCssExtractPlugin = require(require.resolve('mini-css-extract-plugin', { paths: [require.resolve('gatsby')] })) as { default?: new () => object } & (new () => object);
const Extract = MiniCssExtractPlugin.default ?? MiniCssExtractPlugin;

const configWith = (plugins: unknown[]) => () => ({ plugins });

describe('ignoreCssModuleOrder', () => {
  it.each(['develop', 'build-javascript'] as const)('turns the order warning off on the real plugin in %s', (stage) => {
    const plugin = new Extract();
    ignoreCssModuleOrder({ stage, getConfig: configWith([{}, plugin]) });
    expect((plugin as unknown as { options: { ignoreOrder: boolean } }).options.ignoreOrder).toBe(true);
  });

  it('leaves the HTML stages alone', () => {
    expect(() => ignoreCssModuleOrder({ stage: 'build-html', getConfig: configWith([]) })).not.toThrow();
  });

  it('fails loudly when Gatsby no longer uses the plugin', () => {
    expect(() => ignoreCssModuleOrder({ stage: 'develop', getConfig: configWith([{}]) })).toThrow(/update src\/node\/webpack\/css-order.ts/);
  });
});
