import fs from 'fs';
import path from 'path';
import { ValidationError } from '../lib/validation-error';
import { splitFrontmatter } from './content/frontmatter.cjs';
import { contentMemo, packageVersions } from './cache/content-memo';
import { MDX_PARSER_PACKAGES, mdxParser } from './markdown/mdx-parser';
import { requireFromProject } from './project-require';

/**
 * The MDX source with its frontmatter blanked, not removed: positions in parse errors are
 * then lines of the file. (gatsby-plugin-mdx compiles the body alone, so its own error
 * counts lines from the end of the frontmatter.)
 */
export function blankFrontmatter(source: string): string {
  const { block, body } = splitFrontmatter(source);
  return block.replace(/[^\n]/g, '') + body;
}

/** "Expected a closing tag for `<Callout>` (8:1-8:31)": the line is in the reason when the error has none. */
function lineOf(error: { line?: number | null; reason?: string; message: string }): number | null {
  if (error.line) return error.line;
  const match = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(error.reason ?? error.message);
  return match ? Number(match[1]) : null;
}

/** The MDX syntax problem of one file, as a line naming the file and the line; none when it parses. */
export function mdxSyntaxProblems(file: string, source: string): string[] {
  try {
    mdxParser().parse(blankFrontmatter(source));
    return [];
  } catch (error) {
    // Parse errors are vfile messages (with a reason); anything else is a fault of the build.
    if (!(error instanceof Error) || !('reason' in error)) throw error;
    const e = error as { line?: number | null; reason?: string; message: string };
    const line = lineOf(e);
    const reason = (e.reason ?? e.message).replace(/ \(\d+:\d+(?:-\d+:\d+)?\)$/, '');
    return [`${path.relative(process.cwd(), file)}: ${line ? `line ${line}: ` : ''}MDX syntax error: ${reason}`];
  }
}

/**
 * MDX syntax of every .mdx file, checked before Gatsby starts: every broken file is named
 * at once with its line, where the build would stop at the first one webpack meets.
 */
export function checkMdxSyntax(files: string[]): void {
  // Contents that parsed in an earlier build parse again: they are not parsed twice. The salt
  // names the parser's packages; bump its first word when remarkHtmlComments changes.
  const memo = contentMemo<true>('mdx-syntax', `v2 ${packageVersions(MDX_PARSER_PACKAGES, requireFromProject)}`);
  const problems = files
    .filter((file) => file.endsWith('.mdx'))
    .flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      if (memo.get(source)) return [];
      const found = mdxSyntaxProblems(file, source);
      if (found.length === 0) memo.set(source, true);
      return found;
    });
  memo.save();
  if (problems.length) throw new ValidationError('MDX', problems);
}
