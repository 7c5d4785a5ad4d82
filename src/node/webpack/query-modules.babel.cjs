// Babel's config for the site's modules with a GraphQL query, in the production bundles and the
// HTML renderer (src/node/webpack/transpiler.ts). Babel only removes the queries there; swc
// compiles its output. A config file is what makes Gatsby's babel-loader leave out its fallback,
// babel-preset-gatsby (preset-env, preset-react and more, most of Babel's time), and add only what
// a Gatsby build needs: the queries' removal, the page templates' API removal and the slices'
// placeholders, with gatsby-plugin-typescript's preset, which strips the types.
module.exports = {
  presets: [],
  plugins: [],
  // JSX stays for swc; Babel need only parse it (in .tsx files the TypeScript preset does).
  overrides: [{ test: /\.[cm]?jsx?$/, parserOpts: { plugins: ['jsx'] } }],
};
