// A webpack loader that adds `options.code` at the end of a module, in its scope
// (src/gatsby-internals/slice-updates.ts uses it on one of Gatsby's develop modules).
module.exports = function appendLoader(source) {
  return `${source}\n${this.getOptions().code}\n`;
};
