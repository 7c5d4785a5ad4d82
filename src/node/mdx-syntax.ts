import path from 'path';
import { splitFrontmatter } from './frontmatter-parser.cjs';
import { contentMemo, packageVersions } from './cache/content-memo';
import { MDX_PARSER_PACKAGES, mdxParser } from './remark/mdx-parser';
import { requireFromProject } from './project-require';
import { tabsProblems, type JsxNode } from './remark/tabs';
import { configBlockProblems, configSchemas } from './config-files/check';

/**
 * The MDX source with its frontmatter blanked, not removed: positions in parse errors are
 * then lines of the file. (gatsby-plugin-mdx compiles the body alone, so its own error
 * counts lines from the end of the frontmatter.)
 */
export function blankFrontmatter(source: string): string {
  const { block, body } = splitFrontmatter(source);
  return block.replace(/[^\n]/g, '') + body;
}

/** How a file is rendered: a doc to HTML at build time (no code of its own); a blog post or a page in content/pages as a page component. */
export type MdxKind = 'doc' | 'page';

/**
 * The MDX syntax problems of one file, as a doc and as a page, from one parse: each a line naming
 * the file and the line; none when it parses, its tab sets are well formed (./remark/tabs.ts) and
 * its config blocks agree with ServiceRadar's config schemas (./config-files/check.ts). A doc may
 * not import or export: it is rendered to HTML at build time (src/node/docs/doc-html.ts) and runs
 * no code of its own in the browser.
 */
export function syntaxVerdicts(file: string, source: string): Record<MdxKind, string[]> {
  const name = path.relative(process.cwd(), file);
  let tree: { children: { type: string; position?: { start: { line: number } } }[] };
  try {
    tree = mdxParser().parse(blankFrontmatter(source)) as typeof tree;
  } catch (error) {
    // Parse errors are vfile messages (with a reason); anything else is a fault of the build.
    if (!(error instanceof Error) || !('reason' in error)) throw error;
    const e = error as { line?: number | null; reason?: string; message: string };
    // "Expected a closing tag for `<Callout>` (8:1-8:31)": the line is in the reason when the error has none.
    const position = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(e.reason ?? e.message);
    const line = e.line || (position ? Number(position[1]) : null);
    const reason = (e.reason ?? e.message).replace(/ \(\d+:\d+(?:-\d+:\d+)?\)$/, '');
    const problem = [`${name}: ${line ? `line ${line}: ` : ''}MDX syntax error: ${reason}`];
    return { doc: problem, page: problem };
  }
  const tabs = [...tabsProblems(tree as JsxNode), ...configBlockProblems(tree as never)].map((problem) => `${name}: ${problem}`);
  const esm = tree.children
    .filter((node) => node.type === 'mdxjsEsm')
    .map(
      (node) =>
        `${name}: line ${node.position?.start.line ?? '?'}: a doc cannot import or export: docs are rendered to HTML at build time and run no code of their own in the browser. Use Markdown, or a component the site provides, or make it a page in content/pages.`,
    );
  return { doc: [...esm, ...tabs], page: tabs };
}

export const mdxSyntaxProblems = (file: string, source: string, kind: MdxKind): string[] => syntaxVerdicts(file, source)[kind];

let memo: ReturnType<typeof contentMemo<true>> | undefined;

/**
 * What passed, remembered across builds (src/node/cache/content-memo.ts). The salt names the
 * parser's packages; bump its first word when remarkHtmlComments or the checks change. A page
 * may import what a doc may not, so the kind is part of the key; and config blocks pass only
 * against the schemas they were checked with (src/node/config-files).
 */
function syntaxMemo() {
  memo ??= contentMemo<true>('mdx-syntax', `v4 ${packageVersions(MDX_PARSER_PACKAGES, requireFromProject)}`);
  const key = (kind: MdxKind, source: string) => `${kind}\n${configSchemas().hash}\n${source}`;
  return { passed: (kind: MdxKind, source: string) => memo!.get(key(kind, source)) === true, pass: (kind: MdxKind, source: string) => memo!.set(key(kind, source), true) };
}

/**
 * mdxSyntaxProblems for onCreateNode (src/node/content/mdx-file.ts): contents that passed in an
 * earlier build, or in the check ahead of sourcing (./content/syntax-ahead.ts), are not parsed again.
 */
export function checkedSyntax(file: string, source: string, kind: MdxKind): string[] {
  const remembered = syntaxMemo();
  if (remembered.passed(kind, source)) return [];
  const found = mdxSyntaxProblems(file, source, kind);
  if (found.length === 0) remembered.pass(kind, source);
  return found;
}

/**
 * Whether `source` passed before, as a page at least (a doc's checks are a page's and more): the
 * check ahead of sourcing leaves it out. Sourcing still asks for its own kind, and checks it
 * itself if that verdict is not remembered.
 */
export function passedBefore(source: string): boolean {
  return syntaxMemo().passed('page', source);
}

/** Remembers that `source` passed as each of `kinds` (the check ahead of sourcing found so). */
export function rememberPassed(source: string, kinds: MdxKind[]): void {
  const remembered = syntaxMemo();
  for (const kind of kinds) remembered.pass(kind, source);
}

/** Keeps what passed for the next build (createPages calls it once the files are sourced). */
export function saveSyntaxMemo(): void {
  memo?.save();
}
