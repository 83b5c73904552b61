// JSON pointers (RFC 6901) name a place in a content document: "/roadmap/items/2/period".
// The server's validation messages and the form's fields are keyed by them.

/** Path is a place in a document as its keys and indexes, outermost first. */
export type Path = ReadonlyArray<string | number>;

/** toPointer writes a path as a JSON pointer; the document itself is "". */
export function toPointer(path: Path): string {
  return path.map((segment) => '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** parsePointer reads a JSON pointer back into its segments (indexes stay strings). */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** isUnder tells whether pointer names the place at or inside prefix. */
export function isUnder(pointer: string, prefix: string): boolean {
  return pointer === prefix || pointer.startsWith(prefix + '/');
}

/** countUnder counts the messages at or inside prefix. */
export function countUnder(messages: Record<string, string>, prefix: string): number {
  return Object.keys(messages).filter((p) => isUnder(p, prefix)).length;
}

/** isRecord tells a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** getAt reads the value at path, or undefined where the document has nothing there. */
export function getAt(doc: unknown, path: Path): unknown {
  let value = doc;
  for (const segment of path) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isRecord(value)) value = Object.hasOwn(value, segment) ? value[segment] : undefined;
    else return undefined;
  }
  return value;
}
