import type { ResearchPaper } from './entities';

/**
 * sortPapers orders research papers as spec §9 says: orderIndex ascending (a missing index
 * counts as 0), ties by publication date, newest first (papers without a date come last).
 */
export function sortPapers<T extends Pick<ResearchPaper, 'orderIndex' | 'publicationDate'>>(papers: readonly T[]): T[] {
  return [...papers].sort((a, b) => {
    const byIndex = (a.orderIndex ?? 0) - (b.orderIndex ?? 0);
    if (byIndex !== 0) return byIndex;
    // "YYYY-MM-DD" strings compare in date order; "" sorts below every date.
    const da = a.publicationDate ?? '';
    const db = b.publicationDate ?? '';
    return da < db ? 1 : da > db ? -1 : 0;
  });
}
