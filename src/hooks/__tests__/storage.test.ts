import { createStorageSlot, resetStorageWarning } from '../storage';

describe('storage helper', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetStorageWarning();
    localStorage.clear();
  });

  it('reads, writes and deletes a key', () => {
    const slot = createStorageSlot('theme');
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(slot.get()).toBe('dark');
    slot.del();
    expect(slot.get()).toBeNull();
  });

  it('falls back to a no-op with a single warning when storage is blocked', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const a = createStorageSlot('theme');
    const b = createStorageSlot('other');
    expect(() => a.set('dark')).not.toThrow();
    expect(a.get()).toBeNull();
    expect(b.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/storage is not available/);
  });
});
