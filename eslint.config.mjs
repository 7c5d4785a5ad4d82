// Lint: TypeScript + React hooks + accessibility, and the boundary between build-time
// code and code that reaches the browser (see CONTRIBUTING.md). Each boundary rule is proved
// to fail on a sample violation by src/__tests__/boundaries.test.ts.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Code bundled by webpack for the browser. */
export const BROWSER_FILES = ['src/theme/**', 'src/hooks/**', 'src/lib/**', 'src/pages/**', 'src/templates/**', 'gatsby-browser.tsx', 'src/gatsby-internals/browser/**'];
/**
 * Code that runs only in Node at build time. gatsby-ssr.tsx is on this side: it runs in Node
 * and may read build-time modules (the site config), though what it renders is browser code.
 * So are the Gatsby internals of src/gatsby-internals/, except its browser/ folder.
 */
export const NODE_FILES = ['src/node/**', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx', 'src/gatsby-internals/*.{ts,tsx}'];

const NODE_BUILTIN = 'Node built-in module in browser code: it does not exist in the browser bundle.';

/**
 * Gatsby's and its plugins' internals: only src/gatsby-internals/ may use them, each file there
 * saying why no public API serves and each with a canary test (docs/architecture.md, "Gatsby
 * internals we rely on"). Modules under gatsby/dist and gatsby-plugin-mdx/dist (imported,
 * required or mocked), and the names and strings of the internals the site has met.
 */
const INTERNAL = 'A Gatsby internal: use a public API, or wrap it in src/gatsby-internals/ (a file saying why no public API serves, and a canary test).';
const INTERNAL_NAMES = ['___navigate', '___loader', 'gatsby_executing_command', 'flattenedPlugins', 'GATSBY_QUERY_ON_DEMAND', 'ENQUEUE_NODE_MUTATION', 'trackPageDependencies'];
// esquery reads a regular expression up to the next "/", so a slash in one is written \u002F.
const INTERNAL_TEXT = `(^(gatsby|gatsby-plugin-mdx)\\u002Fdist(\\u002F|$)|${INTERNAL_NAMES.join('|')}|webpack\\.stats\\.json)`;
const INTERNALS_SYNTAX = [
  { selector: `Identifier[name=/^(${INTERNAL_NAMES.join('|')})$/]`, message: INTERNAL },
  { selector: `Literal[value=/${INTERNAL_TEXT}/]`, message: INTERNAL },
  { selector: `TemplateElement[value.raw=/${INTERNAL_TEXT}/]`, message: INTERNAL },
];
/**
 * Tests that hold our code to gatsby-plugin-mdx's and Gatsby's own: they call their internal
 * steps (MDX's pipeline, Gatsby's webpack rules) on purpose, and an upgrade that changes those
 * fails them, which is what they are for.
 */
const INTERNALS_COMPARED = ['src/node/remark/__tests__/pipeline.ts', 'src/node/content/__tests__/frontmatter.test.ts', 'src/node/webpack/__tests__/transpiler.test.ts'];
// This file names them to forbid them.
export const INTERNALS_ALLOWED = ['src/gatsby-internals/**', 'eslint.config.mjs', ...INTERNALS_COMPARED];

const BROWSER_SYNTAX = [
  {
    selector: "MemberExpression[object.name='process'][property.name!='env']",
    message: 'Only process.env.X exists in the browser (Gatsby inlines it at build time).',
  },
];

/** The rules of browser code; in src/gatsby-internals/browser/ the Gatsby internals are allowed. */
function browserRules({ internals }) {
  return {
    'no-restricted-syntax': ['error', ...BROWSER_SYNTAX, ...(internals === 'forbidden' ? INTERNALS_SYNTAX : [])],
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          ...builtinModules.map((name) => ({ name, message: NODE_BUILTIN })),
          { name: 'yaml', message: 'YAML is parsed at build time, in src/node.' },
        ],
        patterns: [
          { group: ['node:*'], message: NODE_BUILTIN },
          { group: ['**/node/**', '**/node'], message: 'src/node is build-time only; browser code may not import it.' },
          {
            group: ['**/gatsby-internals/*', '!**/gatsby-internals/browser'],
            message: 'Only src/gatsby-internals/browser/ holds Gatsby internals for the browser; the rest of src/gatsby-internals is build-time only.',
          },
          // From browser/ itself, its build-time siblings are one folder up (written as a regular expression).
          ...(internals === 'allowed'
            ? [{ regex: '^\\.\\./(?!browser(/|$))', message: 'Only src/gatsby-internals/browser/ holds Gatsby internals for the browser; the rest of src/gatsby-internals is build-time only.' }]
            : []),
          {
            group: ['**/content-model/**', '**/content-model'],
            allowTypeImports: true,
            message:
              'src/content-model holds the zod schemas, which must not ship to the browser: import types only (`import type`), and put pure helpers in src/lib.',
          },
        ],
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'public/**',
      '.cache/**',
      'node_modules/**',
      'src/gatsby-types.d.ts',
      'src/__mocks__/**',
      'e2e/.fixture-public/**',
      // Deliberate violations, linted one by one (at the path they stand for) by the boundaries test.
      'src/__tests__/__fixtures__/boundaries/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // Names used only as types: Gatsby's generated query types and React's JSX namespace.
    languageOptions: { globals: { Queries: 'readonly', JSX: 'readonly' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // typescript-eslint turns no-undef off and leaves it to tsc; it is back on because the
      // globals per side below are how browser globals are kept out of build-time code.
      'no-undef': 'error',
    },
  },
  {
    // No import circles: a module that imports, through others, a module that imports it is
    // evaluated half-initialised on one side. Type-only imports count too: a circle of types is
    // a sign that a type lives in the wrong module.
    files: ['src/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}', 'scripts/**/*.{mjs,cjs}', 'e2e/**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's file settings, with Node's resolver (imports here are relative or packages).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: BROWSER_FILES,
    // src/lib runs on both sides: neither window nor Node's globals (the block below).
    ignores: ['src/lib/**'],
    languageOptions: {
      // `process` only for process.env.X, which Gatsby's webpack replaces at build time.
      globals: { ...globals.browser, ParentNode: 'readonly', process: 'readonly' },
    },
  },
  {
    files: ['src/lib/**'],
    ignores: ['src/lib/**/__tests__/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },
  {
    // Gatsby internals, everywhere but where they are allowed (the browser files get these too, below).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: INTERNALS_ALLOWED,
    rules: { 'no-restricted-syntax': ['error', ...INTERNALS_SYNTAX] },
  },
  {
    files: BROWSER_FILES,
    ignores: ['src/gatsby-internals/browser/**'],
    rules: browserRules({ internals: 'forbidden' }),
  },
  {
    // The browser side of the Gatsby internals: the browser's rules, with the internals allowed.
    files: ['src/gatsby-internals/browser/**'],
    rules: browserRules({ internals: 'allowed' }),
  },
  {
    // Build-time code: no window, document, localStorage...
    files: [...NODE_FILES, 'src/content-model/**'],
    languageOptions: { globals: { ...globals.node, NodeJS: 'readonly' } },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // CommonJS so that jest (CJS) and node:test (ESM) share the file as is; jest's config is CommonJS too.
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests run in jest's jsdom on Node: both worlds, and jest's globals.
    files: ['**/__tests__/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
);
