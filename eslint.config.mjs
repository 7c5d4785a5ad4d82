// Lint: TypeScript + React hooks + accessibility, and the boundary between build-time
// code (src/node) and code that reaches the browser.
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['public/**', '.cache/**', 'node_modules/**', 'src/gatsby-types.d.ts', 'src/__mocks__/**', 'e2e/.fixture-public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser code must not pull in build-time modules (fs, YAML parsing, the site model).
    files: ['src/theme/**', 'src/hooks/**', 'src/lib/**', 'src/pages/**', 'src/templates/**', 'gatsby-browser.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/node/*'], message: 'src/node is build-time only; browser code may not import it.' }],
          paths: ['fs', 'path', 'child_process', 'yaml'].map((name) => ({ name, message: 'Node-only module in browser code.' })),
        },
      ],
    },
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
    files: ['**/__tests__/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
