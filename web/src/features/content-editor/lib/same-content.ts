// Whether the form holds unsaved changes: the document in the form against the one it was
// loaded from (or last saved as).

/**
 * sameContent compares two documents as JSON would: a property set to undefined is the same
 * as one left out (JSON.stringify drops both), and the order of an object's keys does not
 * matter; the order of a list's items does.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameContent(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...definedKeys(a), ...definedKeys(b)]);
    for (const key of keys) if (!sameContent(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** isRecord tells a plain JSON object from a list, null and the scalars. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function definedKeys(o: Record<string, unknown>): string[] {
  return Object.keys(o).filter((k) => o[k] !== undefined);
}
