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

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Unit tests live beside their modules in __tests__/. Browser tests are in e2e/ (node --test). */
module.exports = {
  transformIgnorePatterns: [`/node_modules/(?!(?:${esmOnlyPackages().map(escapeRegExp).join('|')})/)`],
  testEnvironment: 'jsdom',
  resolver: '<rootDir>/jest.resolver.js',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.[jt]s?(x)'],
  transform: {
    '^.+\\.[jt]sx?$': ['babel-jest', { presets: ['babel-preset-gatsby', '@babel/preset-typescript'] }],
  },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/src/__mocks__/css-module.js',
    '\\.css$': '<rootDir>/src/__mocks__/style.js',
    '^gatsby$': '<rootDir>/src/__mocks__/gatsby.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.cache/', '/public/'],
  globals: { __PATH_PREFIX__: '' },
};
