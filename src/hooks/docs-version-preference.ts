import { docsVersionStorageKey } from '../lib/constants';
import { createStorageSlot } from './storage';

/** The reader's docs version choice, per docs plugin instance. */
export function savePreferredVersion(name: string, pluginId = 'default'): void {
  createStorageSlot(docsVersionStorageKey(pluginId)).set(name);
}

/** Returns the saved version when it still exists; a saved version that no longer exists is cleared. */
export function readPreferredVersion(validNames: readonly string[], pluginId = 'default'): string | null {
  const slot = createStorageSlot(docsVersionStorageKey(pluginId));
  const saved = slot.get();
  if (saved === null) return null;
  if (validNames.includes(saved)) return saved;
  slot.del();
  return null;
}
