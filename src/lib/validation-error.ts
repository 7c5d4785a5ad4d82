import type { ZodError, ZodIssue } from 'zod';

/**
 * Turns zod issues into one readable message: every problem at once, each naming
 * the file and the field path, so an author can fix a whole file in one pass.
 */
export class ValidationError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ValidationError';
  }

  /** Each problem as a line that names its file (loaders of a folder already start with the file inside it). */
  lines(): string[] {
    return this.problems.map((p) => (p.startsWith(`${this.file}/`) || p.startsWith(`${this.file}:`) ? p : `${this.file}: ${p}`));
  }

  /**
   * Problems of several loaders (docs, sidebars, blog, ...) as one error, so a build
   * reports every broken file at once. Each line names its file: loaders of a folder
   * already start their lines with the file inside it, the others get their file prepended.
   */
  static combine(errors: ValidationError[]): ValidationError {
    if (errors.length === 1) return errors[0];
    const problems = errors.flatMap((e) => e.problems.map((p) => (p.startsWith(`${e.file}/`) ? p : `${e.file}: ${p}`)));
    return new ValidationError([...new Set(errors.map((e) => e.file))].join(', '), problems);
  }
}

/** `navbar.items[3].type` */
export function formatPath(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${key}` : key;
  }, '');
}

function describe(issue: ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (remove ${issue.keys.length > 1 ? 'them' : 'it'} or check the spelling)`;
    case 'invalid_type':
      return issue.received === 'undefined' ? `required field is missing (expected ${issue.expected})` : `expected ${issue.expected}, received ${issue.received}`;
    case 'invalid_enum_value':
      return `invalid value ${JSON.stringify(issue.received)} (expected one of ${issue.options.join(', ')})`;
    case 'invalid_literal':
      return `expected ${JSON.stringify(issue.expected)}`;
    default:
      return issue.message;
  }
}

/** A union fails as a whole; report the branch that came closest (fewest problems). */
function flatten(issues: readonly ZodIssue[]): ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'invalid_union' && issue.unionErrors.length > 0) {
      const closest = [...issue.unionErrors].sort((a, b) => a.issues.length - b.issues.length)[0];
      return flatten(closest.issues);
    }
    return [issue];
  });
}

export function zodProblems(error: ZodError, prefix: ReadonlyArray<string | number> = []): string[] {
  return flatten(error.issues).map((issue) => {
    const where = formatPath([...prefix, ...issue.path]);
    return `${where || '(root)'}: ${describe(issue)}`;
  });
}

export function toValidationError(file: string, error: ZodError, label?: string): ValidationError {
  const problems = zodProblems(error).map((p) => (label ? `${label}: ${p}` : p));
  return new ValidationError(file, problems);
}
