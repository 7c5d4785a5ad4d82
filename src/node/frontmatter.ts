import YAML from 'yaml';
import { ValidationError } from '../lib/validation-error';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The content of a Markdown/MDX file without its frontmatter block. */
export function stripFrontmatter(source: string): string {
  const match = FRONTMATTER.exec(source);
  return match ? source.slice(match[0].length) : source;
}

/** Reads the YAML frontmatter of a Markdown/MDX file; YAML errors name the line. */
export function readFrontmatter(source: string, file: string): Record<string, unknown> {
  const match = FRONTMATTER.exec(source);
  if (!match) return {};
  const doc = YAML.parseDocument(match[1]);
  if (doc.errors.length) {
    throw new ValidationError(
      file,
      // Lines of the file (the YAML starts on its second line); the yaml package's own position, relative to the YAML, is dropped.
      doc.errors.map((e) => `frontmatter: YAML syntax error at line ${(e.linePos?.[0].line ?? 0) + 1}: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`),
    );
  }
  const data = doc.toJS() as unknown;
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new ValidationError(file, ['frontmatter: expected key: value pairs']);
  // YAML dates become Date objects; the schemas expect the written string.
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]),
  );
}
