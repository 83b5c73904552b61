// The orders visitors see (spec §9), and moving one item within them.

/** byOrderIndex sorts team members: orderIndex ascending, then the oldest first. */
export function byOrderIndex<T extends { orderIndex: number; id: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.orderIndex ?? 0) - (b.orderIndex ?? 0) || a.id - b.id);
}

/** byPaperOrder sorts downloads: orderIndex ascending (missing counts as 0), ties by publication date newest first. */
export function byPaperOrder<T extends { orderIndex: number; publicationDate: string; id: number }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) =>
      (a.orderIndex ?? 0) - (b.orderIndex ?? 0) ||
      (b.publicationDate ?? '').localeCompare(a.publicationDate ?? '') ||
      a.id - b.id,
  );
}

/** movedIds returns the ids in their new order after moving the item at index one step by direction. */
export function movedIds(ids: number[], index: number, direction: -1 | 1): number[] {
  const target = index + direction;
  if (index < 0 || target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * droppedIds returns the ids in their new order after the item activeId is dropped where overId
 * was: it takes that place and the items between shift by one. It returns null when nothing
 * moves (dropped on itself, or on nothing the list knows).
 */
export function droppedIds(ids: number[], activeId: number, overId: number | null): number[] | null {
  const from = ids.indexOf(activeId);
  const to = overId === null ? -1 : ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** arrangeBy puts items in the order of ids; items ids does not name keep their order after them. */
export function arrangeBy<T extends { id: number }>(items: T[], ids: number[]): T[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  const rank = (item: T) => position.get(item.id) ?? ids.length;
  return items.map((item, i) => ({ item, i })).sort((a, b) => rank(a.item) - rank(b.item) || a.i - b.i).map(({ item }) => item);
}

/** FolderGroup is a folder and its items; folder is missing for items whose folder is gone. */
export interface FolderGroup<T> {
  name: string;
  folder?: { id: number; name: string; description: string };
  items: T[];
}

/**
 * groupByFolder files items under their folders in the folders' order; items whose category
 * names no folder are gathered under their own category name at the end, so nothing is hidden.
 */
export function groupByFolder<T extends { category: string }>(
  folders: { id: number; name: string; description: string }[],
  items: T[],
): FolderGroup<T>[] {
  const groups: FolderGroup<T>[] = folders.map((folder) => ({ name: folder.name, folder, items: items.filter((i) => i.category === folder.name) }));
  const known = new Set(folders.map((f) => f.name));
  const orphans = new Map<string, T[]>();
  for (const item of items) {
    if (known.has(item.category)) continue;
    orphans.set(item.category, [...(orphans.get(item.category) ?? []), item]);
  }
  for (const [name, list] of orphans) groups.push({ name: name || 'No folder', items: list });
  return groups;
}
