/** clip answers the start of a long text and whether it was clipped, at a character, never inside a surrogate pair. */
export function clip(text: string, max: number): { text: string; clipped: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, clipped: false };
  return { text: `${chars.slice(0, max).join('').trimEnd()}…`, clipped: true };
}
