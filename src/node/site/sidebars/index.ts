import path from 'path';
import type { ResolvedSidebar, SidebarsInput } from '../../../content-model/sidebar';
import { readYamlFile } from '../config';
import { normalizeSidebars } from './normalize';
import { resolveSidebars, type DocRef } from './resolve';
import { validateSidebars } from './validate';

/** load -> normalise -> validate: what a sidebars file holds, before doc ids are resolved. */
export function readSidebarsFile(file: string): SidebarsInput {
  return validateSidebars(normalizeSidebars(readYamlFile(file)), path.relative(process.cwd(), file));
}

/** load -> normalise -> validate -> resolve; each stage is its own module and tested alone. */
export function loadSidebars(file: string, docs: Map<string, DocRef>, routeBase: string): ResolvedSidebar[] {
  return resolveSidebars(readSidebarsFile(file), docs, path.relative(process.cwd(), file), routeBase);
}
