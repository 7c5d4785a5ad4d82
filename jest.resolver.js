/**
 * Some ES-module-only packages export their entry for `import` alone (estree-walker,
 * periscopic: @mdx-js/mdx's JSX steps, which the remark plugin tests compile through); jest
 * resolves with the `require` condition and would not find them. They are compiled by babel
 * like the other ESM-only packages (jest.config.js), so the `import` entry loads as well.
 */
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (!/is not exported under the conditions/.test(String(error?.message))) throw error;
    return options.defaultResolver(request, { ...options, conditions: [...(options.conditions ?? []), 'import'] });
  }
};
