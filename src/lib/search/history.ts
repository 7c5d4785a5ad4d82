/**
 * The key of the state the search dialog gives the history entry it pushes when it opens: Back
 * closes the dialog instead of leaving the page, and a result opened from the dialog replaces that
 * entry, so Back from the result returns to the page the search started on.
 */
export const SEARCH_HISTORY_FLAG = 'searchDialog';

export function isSearchEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[SEARCH_HISTORY_FLAG] === true;
}
