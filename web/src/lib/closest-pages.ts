// The not-found page offers the pages whose address or name is closest to the address asked
// for: a typo ("/reserch"), an old name ("/teams"), a page in the other language's words. A
// page is compared by the last part of its address and by its name, both as plain letters.

/** PageLink is a page a visitor may be offered: its name and its address. */
export interface PageLink {
  label: string;
  href: string;
}

/** plain lowers a word and keeps its letters and digits alone ("Forschung-Übersicht" → "forschungübersicht"). */
function plain(word: string): string {
  return word.toLowerCase().normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '');
}

/** distance is the number of letters to insert, remove or change to make a into b. */
export function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** likeness is how alike two words are, from 0 (nothing alike) to 1 (the same); a word inside the other counts almost as the same. */
function likeness(a: string, b: string): number {
  if (a === '' || b === '') return 0;
  if (a === b) return 1;
  if (a.length >= 3 && b.length >= 3 && (a.includes(b) || b.includes(a))) return 0.9;
  return 1 - distance(a, b) / Math.max(a.length, b.length);
}

/** lastPart is the last part of a path, decoded: "/de/forschung/" → "forschung". */
function lastPart(path: string): string {
  const parts = path.split(/[?#]/)[0].split('/').filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** MIN_LIKENESS is how alike a page must be to be offered. */
const MIN_LIKENESS = 0.6;

/**
 * closestPages answers up to max of pages (each once by address), the most alike to path
 * first; none when nothing is alike enough. A page is as alike as the better of its address's
 * last part and its name.
 */
export function closestPages(path: string, pages: readonly PageLink[], max = 3): PageLink[] {
  const asked = plain(lastPart(path));
  if (asked === '') return [];
  const seen = new Set<string>();
  const scored: Array<{ page: PageLink; score: number }> = [];
  for (const page of pages) {
    const address = page.href.split('#')[0];
    if (seen.has(page.href) || address === '' || address === '/') continue;
    seen.add(page.href);
    const score = Math.max(likeness(asked, plain(lastPart(address))), likeness(asked, plain(page.label)));
    if (score >= MIN_LIKENESS) scored.push({ page, score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map((s) => s.page);
}
