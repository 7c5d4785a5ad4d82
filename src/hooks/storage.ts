/**
 * The one way the site touches browser storage. When storage is unavailable
 * (private mode, blocked cookies, sandboxed iframes) every call becomes a no-op
 * and a single warning is logged; calling it while server rendering is a bug,
 * so it throws instead of silently reading nothing.
 */
export type StorageSlot = {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
};

const NOOP_SLOT: StorageSlot = { get: () => null, set: () => {}, del: () => {} };

let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn(
    'Browser storage is not available; preferences such as the colour mode will not be remembered.',
    error,
  );
}

/** Test hook: the warning is once per page load. */
export function resetStorageWarning(): void {
  warned = false;
}

function getStorage(): Storage | null {
  if (typeof window === 'undefined') {
    throw new Error(
      'Browser storage was used during server rendering. Read storage in an effect or an event handler, not while rendering.',
    );
  }
  try {
    const storage = window.localStorage;
    // Some browsers expose the object but throw on use (Safari private mode, quota 0).
    const probe = '__site_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function createStorageSlot(key: string): StorageSlot {
  const storage = getStorage();
  if (!storage) return NOOP_SLOT;
  return {
    get: () => {
      try {
        return storage.getItem(key);
      } catch (error) {
        warnOnce(error);
        return null;
      }
    },
    set: (value) => {
      try {
        storage.setItem(key, value);
      } catch (error) {
        warnOnce(error);
      }
    },
    del: () => {
      try {
        storage.removeItem(key);
      } catch (error) {
        warnOnce(error);
      }
    },
  };
}
