type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Prefetching costs data: skip it on 2g connections and when the reader asked to save data. */
export function shouldSkipPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || /2g/.test(connection.effectiveType ?? '');
}
