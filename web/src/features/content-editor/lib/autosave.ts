// The dirty form of each document is kept in the tab's session storage as it is typed, so a
// reload, a crash or a lost session never loses it; it is restored, with a notice, when the
// document is opened again in this tab.

/** Autosave is a document's unsaved form and the revision it was based on. */
export interface Autosave {
  value: unknown;
  revision: number;
  savedAt: string;
}

const PREFIX = 'qrs_content_autosave:';

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** readAutosave returns the kept form of a document, if any. */
export function readAutosave(key: string, storage: Storage | null = store()): Autosave | null {
  try {
    const raw = storage?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Autosave>;
    if (typeof parsed.revision !== 'number' || typeof parsed.savedAt !== 'string' || !('value' in parsed)) return null;
    return parsed as Autosave;
  } catch {
    return null;
  }
}

/** writeAutosave keeps the form of a document. A full storage only costs the safety net. */
export function writeAutosave(key: string, save: Autosave, storage: Storage | null = store()): void {
  try {
    storage?.setItem(PREFIX + key, JSON.stringify(save));
  } catch {
    // quota or privacy mode: nothing to keep it in
  }
}

/** clearAutosave forgets the kept form (saved, discarded or left on purpose). */
export function clearAutosave(key: string, storage: Storage | null = store()): void {
  try {
    storage?.removeItem(PREFIX + key);
  } catch {
    // as above
  }
}
