import path from 'path';
import type { ResolvedSidebar, SidebarsInput } from '../../../../content-model/sidebar';
import { ValidationError } from '../../../../lib/validation-error';
import { readSidebarsFile } from '..';
import { resolveSidebarsLeniently, type DocRef } from '../resolve';

/*
 * A sidebars file resolved strictly, for the tests of the sidebar stages. The build itself
 * resolves leniently (src/node/site/structure.ts) and reports unknown doc ids between files.
 */

/** Stage 4, failing on the first file with problems: every unknown id, with the available ones. */
export function resolveSidebars(sidebars: SidebarsInput, docs: Map<string, DocRef>, file: string, routeBase: string): ResolvedSidebar[] {
  const { resolved, problems } = resolveSidebarsLeniently(sidebars, docs, routeBase);
  if (problems.length) throw new ValidationError(file, problems);
  return resolved;
}

/** load -> normalise -> validate -> resolve; each stage is its own module and tested alone. */
export function loadSidebars(file: string, docs: Map<string, DocRef>, routeBase: string): ResolvedSidebar[] {
  return resolveSidebars(readSidebarsFile(file), docs, path.relative(process.cwd(), file), routeBase);
}
