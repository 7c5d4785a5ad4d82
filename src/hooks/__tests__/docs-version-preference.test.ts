import { readPreferredVersion, savePreferredVersion } from '../docs-version-preference';

describe('docs version preference', () => {
  afterEach(() => localStorage.clear());

  it('saves and restores the choice under a key per docs plugin', () => {
    savePreferredVersion('1.0');
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('1.0');
    expect(readPreferredVersion(['current', '1.0'])).toBe('1.0');
    savePreferredVersion('current', 'community');
    expect(localStorage.getItem('docs-preferred-version-community')).toBe('current');
  });

  it('clears a saved version that no longer exists', () => {
    savePreferredVersion('0.9');
    expect(readPreferredVersion(['current', '1.0'])).toBeNull();
    expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
  });

  it('returns null when nothing was saved', () => {
    expect(readPreferredVersion(['current'])).toBeNull();
  });
});
