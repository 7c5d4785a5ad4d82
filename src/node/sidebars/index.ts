import path from 'path';
import type { ResolvedSidebar } from '../../content-model/sidebar';
import { readYamlFile } from '../site-config';
import { normalizeSidebars } from './normalize';
import { resolveSidebars, type DocRef } from './resolve';
import { validateSidebars } from './validate';

/** load -> normalise -> validate -> resolve; each stage is its own module and tested alone. */
export function loadSidebars(file: string, docs: Map<string, DocRef>, routeBase: string): ResolvedSidebar[] {
  const rel = path.relative(process.cwd(), file);
  const raw = readYamlFile(file);
  const normalized = normalizeSidebars(raw);
  const valid = validateSidebars(normalized, rel);
  return resolveSidebars(valid, docs, rel, routeBase);
}
