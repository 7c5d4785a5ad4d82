import { MAX_SIDEBAR_DEPTH, SidebarsSchema, type SidebarsInput } from '../../../content-model/sidebar';
import { ValidationError, zodProblems } from '../../../lib/validation-error';

/** Stage 3: the normalised sidebars must match the schema; every problem is reported at once. */
export function validateSidebars(normalized: unknown, file: string): SidebarsInput {
  if (!normalized || typeof normalized !== 'object' || Array.isArray(normalized)) {
    throw new ValidationError(file, ['(root): expected a map of sidebar ids to lists of items']);
  }
  const result = SidebarsSchema.safeParse(normalized);
  if (!result.success) throw new ValidationError(file, zodProblems(result.error).map((p) => `sidebar ${p}`));
  const problems: string[] = [];
  for (const [id, items] of Object.entries(result.data)) {
    items.forEach(function check(item, index, _all, path = `${id}[${index}]`) {
      if (item.type === 'category') {
        const depth = path.split('.items').length;
        if (depth > MAX_SIDEBAR_DEPTH) {
          problems.push(`sidebar ${path}: category "${item.label}" is nested ${depth} deep; categories nest at most ${MAX_SIDEBAR_DEPTH} deep (move it up a level)`);
          return;
        }
        if (item.items.length === 0 && !item.link) {
          problems.push(`sidebar ${path}: category "${item.label}" has no items and no link (give it items or a link to a doc or a generated index)`);
        }
        item.items.forEach((child, i) => check(child, i, item.items, `${path}.items[${i}]`));
      }
    });
  }
  if (problems.length) throw new ValidationError(file, problems);
  return result.data;
}
