/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { CONFLICTING_ORDER, ignoreCssModuleOrder } from '../css-order';

// The copy Gatsby itself resolves, so an upgrade that rewords the warning is caught here.
const extractPlugin = fs.readFileSync(path.join(path.dirname(require.resolve('mini-css-extract-plugin', { paths: [require.resolve('gatsby')] })), 'index.js'), 'utf8');

function configOf(stage: 'develop' | 'build-javascript' | 'build-html') {
  const setWebpackConfig = jest.fn();
  ignoreCssModuleOrder({ stage, actions: { setWebpackConfig } as never });
  return setWebpackConfig.mock.calls;
}

describe('ignoreCssModuleOrder', () => {
  it.each(['develop', 'build-javascript'] as const)('drops the order warning with webpack’s ignoreWarnings in %s', (stage) => {
    expect(configOf(stage)).toEqual([[{ ignoreWarnings: [{ message: CONFLICTING_ORDER }] }]]);
  });

  it('leaves the HTML stages alone', () => {
    expect(configOf('build-html')).toEqual([]);
  });

  it('matches the warning as mini-css-extract-plugin words it, and nothing else', () => {
    // Its message: lines joined with "\n", the chunk line first, then "Conflicting order. ...".
    const lines = /new Error\(\[`chunk \$\{chunk\.name \|\| chunk\.id\} \[\$\{pluginName\}\]`, '(Conflicting order\.[^']*)'/.exec(extractPlugin);
    expect(extractPlugin).toContain("const pluginName = 'mini-css-extract-plugin';");
    expect(lines).not.toBeNull();
    const warning = `chunk component---src-templates-doc-tsx [mini-css-extract-plugin]\n${lines![1]}\n * css ./src/theme/A/styles.module.css`;
    expect(warning).toMatch(CONFLICTING_ORDER);
    expect('chunk app [mini-css-extract-plugin]\nSome other problem.').not.toMatch(CONFLICTING_ORDER);
    expect("export 'x' (imported as 'x') was not found in './y'").not.toMatch(CONFLICTING_ORDER);
  });
});
