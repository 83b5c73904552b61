/**
 * compareText orders names alphabetically, ignoring case first, the same on the server and
 * in every browser: localeCompare depends on the engine's collation, and the server's has none.
 */
export function compareText(a: string, b: string): number {
  const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
