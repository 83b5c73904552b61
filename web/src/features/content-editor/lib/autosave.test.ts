import { describe, expect, it } from 'vitest';
import { clearAutosave, readAutosave, writeAutosave } from './autosave';

// The browser's session storage, as far as the autosave uses it.
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

describe('autosave', () => {
  it('keeps each document’s form apart until it is cleared', () => {
    const storage = memoryStorage();
    writeAutosave('qrs-coin', { value: { a: 1 }, revision: 4, savedAt: '2026-11-23T08:00:00Z' }, storage);
    writeAutosave('home', { value: { b: 2 }, revision: 9, savedAt: '2026-11-23T08:01:00Z' }, storage);
    expect(readAutosave('qrs-coin', storage)).toEqual({ value: { a: 1 }, revision: 4, savedAt: '2026-11-23T08:00:00Z' });
    clearAutosave('qrs-coin', storage);
    expect(readAutosave('qrs-coin', storage)).toBeNull();
    expect(readAutosave('home', storage)?.revision).toBe(9);
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('qrs_content_autosave:home', '{not json');
    expect(readAutosave('home', storage)).toBeNull();
    storage.setItem('qrs_content_autosave:home', '{"value":1}');
    expect(readAutosave('home', storage)).toBeNull();
    expect(readAutosave('home', null)).toBeNull();
  });
});
