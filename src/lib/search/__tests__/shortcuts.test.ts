import { isApplePlatform, isSlashOpen, isTextField, isToggleShortcut, shortcutLabel } from '../shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isToggleShortcut', () => {
  it('is Ctrl+K and ⌘K on every platform, in either case', () => {
    expect(isToggleShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isToggleShortcut(key('k', { metaKey: true }))).toBe(true);
    expect(isToggleShortcut(key('K', { ctrlKey: true }))).toBe(true);
  });
  it('is not K alone, nor with Alt or Shift added', () => {
    expect(isToggleShortcut(key('k'))).toBe(false);
    expect(isToggleShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isToggleShortcut(key('k', { metaKey: true, altKey: true }))).toBe(false);
    expect(isToggleShortcut(key('j', { ctrlKey: true }))).toBe(false);
  });
});

describe('isSlashOpen', () => {
  const div = document.createElement('div');
  it('opens on / outside text fields', () => {
    expect(isSlashOpen({ ...key('/'), target: div })).toBe(true);
    expect(isSlashOpen({ ...key('/'), target: document.body })).toBe(true);
    expect(isSlashOpen({ ...key('/'), target: document.createElement('button') })).toBe(true);
  });
  it('leaves / to text fields and to modified keys', () => {
    for (const tag of ['input', 'textarea', 'select']) expect(isSlashOpen({ ...key('/'), target: document.createElement(tag) })).toBe(false);
    const search = document.createElement('input');
    search.type = 'search';
    expect(isSlashOpen({ ...key('/'), target: search })).toBe(false);
    expect(isSlashOpen({ ...key('/', { ctrlKey: true }), target: div })).toBe(false);
  });
});

describe('isTextField', () => {
  it('knows inputs that take text from those that do not, and editable content', () => {
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isTextField(checkbox)).toBe(false);
    const editable = { tagName: 'DIV', isContentEditable: true };
    expect(isTextField(editable)).toBe(true);
    expect(isTextField(null)).toBe(false);
    expect(isTextField(document)).toBe(false);
  });
});

describe('shortcut label', () => {
  it('shows ⌘K on Apple platforms, Ctrl K elsewhere', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
    expect(isApplePlatform('Win32')).toBe(false);
    expect(shortcutLabel(true)).toBe('⌘K');
    expect(shortcutLabel(false)).toBe('Ctrl K');
  });
});
