import { ValidationError } from '../../lib/validation-error';
import type { FileNode } from '../content-type';
import { processState } from '../process-state';
import { setProblems } from './problems';

/**
 * The last valid content of each YAML file (site config, sidebars, blog authors and tags),
 * recreated when an edit breaks it: `gatsby develop` keeps rendering with it (and reports the
 * problem) instead of losing the navbar or a sidebar on every page. Gatsby deletes a changed
 * file's children, so their nodes are made again from it.
 */
const lastValid = processState.lastValid;

/** `value` when there is one (kept as the file's last valid content), else the last one kept. */
export function lastValidOf<T>(absolutePath: string, value: T | undefined): T | undefined {
  if (value === undefined) return lastValid.get(absolutePath) as T | undefined;
  lastValid.set(absolutePath, value);
  return value;
}

/** Reads a file; on a problem, records it and returns the file's last valid content (or undefined). */
export function readKeepingLastValid<T>(file: FileNode, stage: string, read: (absolutePath: string) => T): T | undefined {
  try {
    const value = read(file.absolutePath);
    setProblems(stage, file.absolutePath, []);
    return lastValidOf(file.absolutePath, value);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    setProblems(stage, file.absolutePath, error.lines());
    return lastValidOf<T>(file.absolutePath, undefined);
  }
}
