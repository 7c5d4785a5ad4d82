/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { extractQueriesFromComponentsOnly, GATSBY_FILE_PARSER, NOT_COMPONENTS } from '../query-files';
import { expectSource } from './canary';

const MODULE = 'query-files.ts';

describe('query-files.ts canary', () => {
  it('Gatsby still extracts queries by handing every file of src/ to FileParser.parseFiles', () => {
    expectSource(MODULE, 'gatsby/dist/query/query-compiler', [
      /default: FileParser\s*\} = require\(`\.\/file-parser`\)/,
      'new FileParser({',
      'return await parser.parseFiles(files, addError);',
      'path.join(base, `src`)',
      // Page templates are added from Gatsby's list of components, wherever they are.
      'files = files.concat(Array.from(store.getState().components.keys()',
    ]);
    expectSource(MODULE, GATSBY_FILE_PARSER, ['async parseFiles(files, addError) {', 'exports.default = FileParser;']);
  });
});

describe('extractQueriesFromComponentsOnly', () => {
  it('tells build-time code and tests from components', () => {
    const matched = [
      '/site/src/node/docs/index.ts',
      '/site/src/node/output/scan/scan-worker.cjs',
      '/site/src/theme/Navbar/__tests__/navbar.test.tsx',
      '/site/src/lib/__tests__/routes.test.ts',
      '/site/src/lib/routes.test.ts',
      '/site/src/templates/doc.tsx',
      '/site/src/theme/Navbar/index.tsx',
      '/site/src/hooks/useSiteConfig.ts',
      '/site/src/gatsby-internals/page-path-script.tsx',
      '/site/content/node/x.tsx',
    ].filter((f) => NOT_COMPONENTS.test(f));
    expect(matched).toEqual(['/site/src/node/docs/index.ts', '/site/src/node/output/scan/scan-worker.cjs', '/site/src/theme/Navbar/__tests__/navbar.test.tsx', '/site/src/lib/__tests__/routes.test.ts', '/site/src/lib/routes.test.ts']);
  });

  it("makes Gatsby's parser skip them: a query there is not extracted, one in a component is", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-files-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      };
      const query = (name: string) => `import { graphql } from 'gatsby';\nexport const query = graphql\`query ${name} { site { id } }\`;\n`;
      write('src/node/helper.ts', query('InBuildCode'));
      write('src/theme/__tests__/x.test.tsx', query('InATest'));
      write('src/templates/page.tsx', query('InATemplate'));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const FileParser = (require(GATSBY_FILE_PARSER) as { default: new (options: object) => { parseFiles: (files: string[], addError: () => void) => Promise<{ doc: { definitions: { name?: { value: string } }[] } }[]> } }).default;
      const files = ['src/node/helper.ts', 'src/theme/__tests__/x.test.tsx', 'src/templates/page.tsx'].map((f) => path.join(dir, f));
      const names = async () => (await new FileParser({}).parseFiles(files, () => {})).map((d) => d.doc.definitions[0].name?.value).sort();
      expect(await names()).toEqual(['InATemplate', 'InATest', 'InBuildCode']);
      extractQueriesFromComponentsOnly();
      extractQueriesFromComponentsOnly();
      expect(await names()).toEqual(['InATemplate']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
