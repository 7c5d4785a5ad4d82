import path from 'path';
import { createRequire } from 'module';

/**
 * Gatsby internals: the parser of query extraction (gatsby/dist/query/file-parser.js), to which
 * gatsby/dist/query/query-compiler.js hands every script file under src/.
 *
 * Why no public API serves: before every build, warm ones included, and after every save in
 * develop, Gatsby reads each .js/.ts(x) file of src/ and parses with Babel each one that mentions
 * `graphql`, `config`, `Head` or `Slice`, looking for queries, Head exports and slices. This
 * project keeps its build-time code (src/node) and its unit tests under src/ (the top level is
 * gatsby-*.ts, src/, content/, openapi/ and static/), and none of those files is a component:
 * they are 240 of its 368 files, and were 1.3 to 1.5 s of the 1.8 s Babel spent parsing. Gatsby has
 * no option for the files it extracts from, so the parser is given the others only. Page
 * templates are added by Gatsby from its own list of components, whatever their folder.
 * Canary: __tests__/query-files.test.ts.
 */

/** Files that hold no component, so no query: build-time code and tests. */
export const NOT_COMPONENTS = /[\\/]src[\\/](node[\\/]|(.*[\\/])?__tests__[\\/]|.*\.test\.[cm]?[jt]sx?$)/;

export const GATSBY_FILE_PARSER = 'gatsby/dist/query/file-parser';

type Parser = { parseFiles: (files: string[], addError: unknown) => Promise<unknown> };

/** Makes Gatsby's query extraction skip the files NOT_COMPONENTS matches; once per process. */
export function extractQueriesFromComponentsOnly(root = process.cwd()): void {
  const FileParser = (createRequire(path.join(root, 'package.json'))(GATSBY_FILE_PARSER) as { default?: { prototype: Parser & { componentsOnly?: true } } }).default;
  if (typeof FileParser?.prototype.parseFiles !== 'function') {
    throw new Error(`${GATSBY_FILE_PARSER} has no FileParser with parseFiles: Gatsby changed query extraction; update src/gatsby-internals/query-files.ts`);
  }
  if (FileParser.prototype.componentsOnly) return;
  const parseFiles = FileParser.prototype.parseFiles;
  FileParser.prototype.parseFiles = function (files, addError) {
    return parseFiles.call(this, files.filter((file) => !NOT_COMPONENTS.test(file)), addError);
  };
  FileParser.prototype.componentsOnly = true;
}
