import type { ResearchPaper } from './entities';

/**
 * groupDownloads splits downloads by category, keeping the given order inside each group and
 * the order in which categories first appear. Only categories with at least one item exist,
 * so an empty folder never shows (spec §2). Items without a category gather under the
 * heading `uncategorised` (the downloads document words it).
 */
export function groupDownloads<T extends Pick<ResearchPaper, 'category'>>(
  items: readonly T[],
  uncategorised: string,
): Array<{ category: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = item.category?.trim() || uncategorised;
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([category, list]) => ({ category, items: list }));
}
