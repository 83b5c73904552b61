import { describe, expect, it } from 'vitest';
import downloads from '../../content/defaults/downloads.json';
import { groupDownloads } from './download-groups';

describe('groupDownloads', () => {
  it('groups by category in first-seen order and keeps the item order', () => {
    const groups = groupDownloads([
      { id: 1, category: 'Studies' },
      { id: 2, category: 'Manuals' },
      { id: 3, category: 'Studies' },
      { id: 4, category: '' },
    ], downloads.uncategorised);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Studies', [1, 3]],
      ['Manuals', [2]],
      ['General', [4]],
    ]);
  });

  it('has no group at all for an empty list', () => {
    expect(groupDownloads([], downloads.uncategorised)).toEqual([]);
  });
});
