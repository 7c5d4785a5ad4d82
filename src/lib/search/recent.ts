/** The last searches that led to a click, newest first, kept as JSON through the storage helper. */

export const RECENT_SEARCHES_KEY = 'search-recent';
export const MAX_RECENT = 5;

export type RecentSearch = { query: string; title: string; url: string };

const isRecent = (v: unknown): v is RecentSearch =>
  typeof v === 'object' && v !== null && ['query', 'title', 'url'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** Whatever is stored (nothing, another version's shape, hand-edited JSON) reads as a valid list. */
export function parseRecent(raw: string | null): RecentSearch[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecent).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** The new search first; the same query (any case) once; at most MAX_RECENT. */
export function addRecent(list: RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const query = entry.query.trim();
  if (!query) return list;
  const rest = list.filter((r) => r.query.trim().toLowerCase() !== query.toLowerCase());
  return [{ ...entry, query }, ...rest].slice(0, MAX_RECENT);
}
