import path from 'path';
import type { SidebarsInput } from '../../../content-model/sidebar';
import { readYamlFile } from '../config';
import { normalizeSidebars } from './normalize';
import { validateSidebars } from './validate';

/** load -> normalise -> validate: what a sidebars file holds, before doc ids are resolved. */
export function readSidebarsFile(file: string): SidebarsInput {
  return validateSidebars(normalizeSidebars(readYamlFile(file)), path.relative(process.cwd(), file));
}
