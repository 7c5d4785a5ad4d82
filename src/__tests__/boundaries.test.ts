/** @jest-environment node */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';

/**
 * Each boundary rule of eslint.config.mjs fails on a sample violation. A fixture in
 * __fixtures__/boundaries/ is linted as if it stood at `at` (the path decides which rules apply).
 */
type Case = { fixture: string; at: string; expect: { ruleId: string | null; message: RegExp }[] };

const FIXTURES = path.join(__dirname, '__fixtures__', 'boundaries');
const ROOT = path.join(__dirname, '..', '..');

const NODE_BUILTIN = /Node built-in module in browser code/;
const INTERNAL = { ruleId: 'no-restricted-syntax', message: /A Gatsby internal: use a public API, or wrap it in src\/gatsby-internals\// };
const INTERNALS_NODE_SIDE = { ruleId: '@typescript-eslint/no-restricted-imports', message: /the rest of src\/gatsby-internals is build-time only/ };
const cases: Case[] = [
  // Node built-ins in browser code, with and without the node: prefix.
  { fixture: 'node-prefixed-import.tsx', at: 'src/theme/Sample/index.tsx', expect: [{ ruleId: '@typescript-eslint/no-restricted-imports', message: NODE_BUILTIN }] },
  { fixture: 'node-prefixed-import.tsx', at: 'gatsby-browser.tsx', expect: [{ ruleId: '@typescript-eslint/no-restricted-imports', message: NODE_BUILTIN }] },
  { fixture: 'bare-builtin-import.ts', at: 'src/hooks/useSample.ts', expect: [{ ruleId: '@typescript-eslint/no-restricted-imports', message: NODE_BUILTIN }] },
  { fixture: 'bare-builtin-import.ts', at: 'src/lib/sample.ts', expect: [{ ruleId: '@typescript-eslint/no-restricted-imports', message: NODE_BUILTIN }] },
  // Values from src/content-model (zod) in browser code; types are fine.
  {
    fixture: 'content-model-value-import.tsx',
    at: 'src/theme/Sample/index.tsx',
    expect: [{ ruleId: '@typescript-eslint/no-restricted-imports', message: /import types only/ }],
  },
  { fixture: 'content-model-type-import.tsx', at: 'src/theme/Sample/index.tsx', expect: [] },
  // src/node in browser code.
  { fixture: 'node-dir-import.tsx', at: 'src/templates/sample.tsx', expect: [{ ruleId: '@typescript-eslint/no-restricted-imports', message: /src\/node is build-time only/ }] },
  // Browser globals in build-time code and in src/lib.
  { fixture: 'browser-global.ts', at: 'src/node/sample.ts', expect: [{ ruleId: 'no-undef', message: /'window' is not defined/ }] },
  { fixture: 'browser-global.ts', at: 'src/lib/sample.ts', expect: [{ ruleId: 'no-undef', message: /'window' is not defined/ }] },
  { fixture: 'document-global.ts', at: 'gatsby-config.ts', expect: [{ ruleId: 'no-undef', message: /'document' is not defined/ }] },
  { fixture: 'document-global.ts', at: 'gatsby-node.ts', expect: [{ ruleId: 'no-undef', message: /'document' is not defined/ }] },
  // Node globals in browser code, beyond process.env.
  { fixture: 'node-global.tsx', at: 'src/theme/Sample/index.tsx', expect: [{ ruleId: 'no-undef', message: /'__dirname' is not defined/ }] },
  { fixture: 'process-exit.tsx', at: 'src/pages/sample.tsx', expect: [{ ruleId: 'no-restricted-syntax', message: /Only process\.env\.X/ }] },
  // Gatsby internals outside src/gatsby-internals/: module paths (import, require.resolve), names (a
  // property, an environment variable) and strings (a template literal), in build-time and browser code.
  { fixture: 'gatsby-internal-modules.ts', at: 'src/node/sample.ts', expect: [INTERNAL, INTERNAL] },
  { fixture: 'gatsby-internal-modules.ts', at: 'gatsby-node.ts', expect: [INTERNAL, INTERNAL] },
  { fixture: 'gatsby-internal-names.ts', at: 'src/node/sample.ts', expect: [INTERNAL, INTERNAL, INTERNAL, INTERNAL] },
  { fixture: 'gatsby-internal-names.ts', at: 'src/theme/Sample/index.tsx', expect: [INTERNAL, INTERNAL, INTERNAL, INTERNAL] },
  { fixture: 'gatsby-internal-names.ts', at: 'src/node/docs/__tests__/sample.test.ts', expect: [INTERNAL, INTERNAL, INTERNAL, INTERNAL] },
  // ...and inside it, on the side each file runs on.
  { fixture: 'gatsby-internal-modules.ts', at: 'src/gatsby-internals/sample.ts', expect: [] },
  { fixture: 'gatsby-internal-names.ts', at: 'src/gatsby-internals/browser/sample.ts', expect: [] },
  { fixture: 'browser-global.ts', at: 'src/gatsby-internals/sample.ts', expect: [{ ruleId: 'no-undef', message: /'window' is not defined/ }] },
  { fixture: 'node-global.tsx', at: 'src/gatsby-internals/browser/sample.tsx', expect: [{ ruleId: 'no-undef', message: /'__dirname' is not defined/ }] },
  { fixture: 'node-prefixed-import.tsx', at: 'src/gatsby-internals/browser/sample.tsx', expect: [{ ruleId: '@typescript-eslint/no-restricted-imports', message: NODE_BUILTIN }] },
  { fixture: 'gatsby-internals-node-import.ts', at: 'src/gatsby-internals/browser/sample.ts', expect: [INTERNALS_NODE_SIDE] },
  { fixture: 'gatsby-internals-node-import-from-theme.tsx', at: 'src/theme/Sample/index.tsx', expect: [INTERNALS_NODE_SIDE] },
  { fixture: 'gatsby-internals-browser-import.tsx', at: 'src/theme/Sample/index.tsx', expect: [] },
  // An import circle, closed through a real module of src/node that imports the linted path.
  { fixture: 'import-cycle.ts', at: 'src/node/content/problems.ts', expect: [{ ruleId: 'import-x/no-cycle', message: /Dependency cycle/ }] },
];

/**
 * ESLint loads eslint.config.mjs with import(), which jest's module sandbox refuses without
 * --experimental-vm-modules; so the ESLint Node API runs in a child Node process.
 */
const LINT = `
import fs from 'node:fs';
import { ESLint } from 'eslint';
const cases = JSON.parse(fs.readFileSync(0, 'utf8'));
const eslint = new ESLint();
const out = [];
for (const { code, at } of cases) {
  const [result] = await eslint.lintText(code, { filePath: at });
  out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(out));
`;

let results: { ruleId: string | null; message: string }[][];

beforeAll(() => {
  const input = JSON.stringify(cases.map((c) => ({ at: c.at, code: fs.readFileSync(path.join(FIXTURES, c.fixture), 'utf8') })));
  results = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', LINT], { cwd: ROOT, input, encoding: 'utf8' }));
}, 60_000);

describe.each(cases.map((c, i) => [c.fixture, c.at, i] as const))('%s at %s', (_fixture, _at, i) => {
  it(cases[i].expect.length ? 'fails with the boundary error' : 'passes', () => {
    const messages = results[i];
    expect(messages).toHaveLength(cases[i].expect.length);
    cases[i].expect.forEach((want, j) => {
      expect(messages[j].ruleId).toBe(want.ruleId);
      expect(messages[j].message).toMatch(want.message);
    });
  });
});
