import { describe, expect, it } from 'vitest';
import { arrangeBy, byOrderIndex, byPaperOrder, droppedIds, groupByFolder, movedIds } from './ordering';

describe('ordering', () => {
  it('moves an item one step and never past the ends', () => {
    expect(movedIds([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedIds([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
  it('drops an item in another item\'s place, shifting those between', () => {
    expect(droppedIds([1, 2, 3, 4], 3, 1)).toEqual([3, 1, 2, 4]);
    expect(droppedIds([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(droppedIds([1, 2, 3, 4], 4, 3)).toEqual([1, 2, 4, 3]);
  });
  it('reports no move when an item is dropped on itself or outside the list', () => {
    expect(droppedIds([1, 2, 3], 2, 2)).toBeNull();
    expect(droppedIds([1, 2, 3], 2, null)).toBeNull();
    expect(droppedIds([1, 2, 3], 2, 9)).toBeNull();
    expect(droppedIds([1, 2, 3], 9, 1)).toBeNull();
  });
  it('arranges items in the order of ids, keeping unnamed ones after them in their order', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(arrangeBy(items, [3, 1, 2, 4]).map((i) => i.id)).toEqual([3, 1, 2, 4]);
    expect(arrangeBy(items, [4, 2]).map((i) => i.id)).toEqual([4, 2, 1, 3]);
  });
  it('sorts team members by orderIndex, then by age', () => {
    const items = [{ id: 3, orderIndex: 0 }, { id: 1, orderIndex: 2 }, { id: 2, orderIndex: 0 }];
    expect(byOrderIndex(items).map((i) => i.id)).toEqual([2, 3, 1]);
  });
  it('sorts downloads by orderIndex, ties by publication date newest first (spec §9)', () => {
    const items = [
      { id: 1, orderIndex: 1, publicationDate: '2024-01-01' },
      { id: 2, orderIndex: 0, publicationDate: '2020-01-01' },
      { id: 3, orderIndex: 0, publicationDate: '2023-05-01' },
    ];
    expect(byPaperOrder(items).map((i) => i.id)).toEqual([3, 2, 1]);
  });
  it('groups items by folder and keeps items of unknown folders visible', () => {
    const folders = [{ id: 1, name: 'Papers', description: '' }, { id: 2, name: 'Empty', description: '' }];
    const groups = groupByFolder(folders, [{ category: 'Papers' }, { category: 'Lost' }]);
    expect(groups.map((g) => [g.name, g.items.length])).toEqual([['Papers', 1], ['Empty', 0], ['Lost', 1]]);
  });
});
