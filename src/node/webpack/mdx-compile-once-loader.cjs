// A webpack loader placed just before gatsby-plugin-mdx's own (see ./mdx-compile-once.ts).
// `gatsby build` runs two compilations one after the other, the browser bundles and then the
// HTML renderer, and gatsby-plugin-mdx compiles every MDX file again in each. The first
// compilation's output of each file is kept here, in this process, by path and content; the
// second is served from it in the pitch phase, which skips gatsby-plugin-mdx's loader.
'use strict';
const { createHash } = require('crypto');
const fs = require('fs');

/** key (path and content hash) -> the JavaScript gatsby-plugin-mdx made of the file. */
const compiled = new Map();
const keyOf = (file) => `${file}\0${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`;

module.exports = function rememberCompiledMdx(source) {
  if (this.data.key) compiled.set(this.data.key, source);
  return source;
};

module.exports.pitch = function serveCompiledMdx() {
  const key = keyOf(this.resourcePath);
  if (compiled.has(key)) return compiled.get(key);
  this.data.key = key;
  return undefined;
};

/** For the tests: how many files are kept. */
module.exports.size = () => compiled.size;
