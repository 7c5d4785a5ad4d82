const fs = require('fs');
const path = require('path');

/**
 * Packages that ship only ES modules (the unified / remark / micromark family the Markdown
 * twins are built with): jest 30 on Node 20 cannot require() them, so babel compiles them
 * like our own code. Found by their package.json, so a new one needs no edit here.
 */
function esmOnlyPackages(dir = path.join(__dirname, 'node_modules'), names = new Set()) {
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const scoped = entry.startsWith('@') ? fs.readdirSync(path.join(dir, entry)).map((n) => `${entry}/${n}`) : [entry];
    for (const name of scoped) {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8'));
        // A package that also ships CommonJS (a "require" export to a .cjs file) is loaded as that,
        // untouched. A "require" export to a .js file of a "type": "module" package is still ESM (feed).
        const requireTargets = JSON.stringify(pkg.exports ?? '').match(/"require":(?:\{[^}]*\}|"[^"]*")/g) ?? [];
        const hasCommonJs = requireTargets.some((target) => /\.cjs"/.test(target)) || /\.cjs$/.test(pkg.main ?? '');
        if (pkg.type === 'module' && !hasCommonJs) names.add(name);
      } catch {
        // Not a package (a stray file or folder): nothing to compile.
      }
      // A nested copy may be ESM where the top-level one is not (remark-rehype's mdast-util-to-hast).
      const nested = path.join(dir, name, 'node_modules');
      if (fs.existsSync(nested)) esmOnlyPackages(nested, names);
    }
  }
  return [...names];
}

/** swc's options for jest: CommonJS for Node, React's classic runtime as babel-preset-gatsby compiles it. */
const swcFor = (parser) => ({
  jsc: { parser, target: 'es2022', transform: { react: { runtime: 'classic' } } },
  module: { type: 'commonjs' },
});

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Unit tests live beside their modules in __tests__/. Browser tests are in e2e/ (node --test). */
module.exports = {
  // Every core: jest's default leaves one to its own process, which mostly waits (1 of 2 here: 53.5 s against 39.5 s).
  maxWorkers: '100%',
  // A guard against a test that hangs, not a speed check: npm test runs jest beside tsc and ESLint,
  // and a test that starts a worker thread can take longer than jest's 5 s default on busy cores.
  testTimeout: 60_000,
  transformIgnorePatterns: [`/node_modules/(?!(?:${esmOnlyPackages().map(escapeRegExp).join('|')})/)`],
  testEnvironment: 'jsdom',
  resolver: '<rootDir>/jest.resolver.js',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.[jt]s?(x)'],
  // swc, as the site's bundles use it (src/node/webpack/transpiler.ts): a fresh clone compiles every
  // module and the ESM-only packages above on its first run.
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', swcFor({ syntax: 'typescript', tsx: true })],
    '^.+\\.m?jsx?$': ['@swc/jest', swcFor({ syntax: 'ecmascript', jsx: true })],
  },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/src/__mocks__/css-module.js',
    '\\.css$': '<rootDir>/src/__mocks__/style.js',
    '^gatsby$': '<rootDir>/src/__mocks__/gatsby.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.cache/', '/public/'],
  globals: { __PATH_PREFIX__: '' },
};
