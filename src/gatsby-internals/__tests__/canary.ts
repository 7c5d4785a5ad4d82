import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';

/**
 * Helpers for the canary tests: each reads the installed Gatsby (the copy the project resolves,
 * as a build does) and fails with a message that names the module of this folder which relies
 * on what changed, so an upgrade says which file to revisit.
 */
const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));

/** A canary's failure: names the module that relies on the internal, and what changed. */
export class CanaryError extends Error {
  constructor(module: string, what: string) {
    super(`src/gatsby-internals/${module}: ${what}. Gatsby changed an internal this module relies on; update it (see its header comment).`);
  }
}

/** The source of a file of an installed package, or a CanaryError if it no longer resolves. */
export function packageSource(module: string, request: string): { file: string; source: string } {
  let file: string;
  try {
    file = projectRequire.resolve(request);
  } catch {
    throw new CanaryError(module, `${request} no longer resolves`);
  }
  return { file: path.relative(process.cwd(), file), source: fs.readFileSync(file, 'utf8') };
}

/** Fails naming the module unless the package file contains each pattern. */
export function expectSource(module: string, request: string, patterns: (string | RegExp)[]): void {
  const { file, source } = packageSource(module, request);
  for (const pattern of patterns) {
    const found = typeof pattern === 'string' ? source.includes(pattern) : pattern.test(source);
    if (!found) throw new CanaryError(module, `${file} no longer contains ${String(pattern)}`);
  }
}
