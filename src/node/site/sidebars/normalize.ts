/**
 * Stage 2: shorthands become full items, before validation sees them.
 *   "intro"                     -> { type: doc, id: intro }
 *   { "Overview": [ ... ] }     -> { type: category, label: Overview, items: [...] }
 *   { type: category, items: [ "a" ] } -> items normalised recursively
 */
export function normalizeItem(item: unknown): unknown {
  if (typeof item === 'string') return { type: 'doc', id: item };
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const record = item as Record<string, unknown>;
  if (!('type' in record)) {
    const keys = Object.keys(record);
    if (keys.length === 1 && Array.isArray(record[keys[0]])) {
      return { type: 'category', label: keys[0], items: (record[keys[0]] as unknown[]).map(normalizeItem) };
    }
    if ('id' in record) return { type: 'doc', ...record };
    if ('href' in record) return { type: 'link', ...record };
    return record;
  }
  if (record.type === 'category' && Array.isArray(record.items)) {
    return { ...record, items: record.items.map(normalizeItem) };
  }
  return record;
}

export function normalizeSidebars(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).map(([id, items]) => [id, Array.isArray(items) ? items.map(normalizeItem) : items]),
  );
}
