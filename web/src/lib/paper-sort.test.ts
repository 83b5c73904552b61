import { describe, expect, it } from 'vitest';
import { sortPapers } from './paper-sort';

describe('sortPapers', () => {
  it('orders by orderIndex, a missing index counting as 0, then newest date first', () => {
    const papers = [
      { id: 1, orderIndex: 2, publicationDate: '2024-01-01' },
      { id: 2, orderIndex: 0, publicationDate: '2020-05-01' },
      { id: 3, orderIndex: undefined as unknown as number, publicationDate: '2023-02-01' },
      { id: 4, orderIndex: 0, publicationDate: '' },
      { id: 5, orderIndex: -1, publicationDate: '2010-01-01' },
      { id: 6, orderIndex: 2, publicationDate: '2024-06-30' },
    ];
    expect(sortPapers(papers).map((p) => p.id)).toEqual([5, 3, 2, 4, 6, 1]);
  });

  it('does not change the given list', () => {
    const papers = [
      { orderIndex: 1, publicationDate: '' },
      { orderIndex: 0, publicationDate: '' },
    ];
    sortPapers(papers);
    expect(papers[0].orderIndex).toBe(1);
  });
});
