import { ValidationError } from '../lib/validation-error';
import { parseFrontmatter, splitFrontmatter } from './frontmatter-parser.cjs';

/** The content of a Markdown/MDX file without its frontmatter block. */
export function stripFrontmatter(source: string): string {
  return splitFrontmatter(source).body;
}

/** Reads the YAML frontmatter of a Markdown/MDX file; YAML errors name the line. */
export function readFrontmatter(source: string, file: string): Record<string, unknown> {
  const { data, errors } = parseFrontmatter(source);
  if (errors.length) throw new ValidationError(file, errors);
  return data;
}
