import { describe, expect, it } from 'vitest';
import { contentsSummary, inTrashNote } from './trash-words';

describe('contentsSummary', () => {
  it('names what a trashed folder held', () => {
    expect(contentsSummary({ images: 2, videos: 0, downloads: 1, messages: 0 })).toBe('2 gallery images and 1 download');
    expect(contentsSummary({ images: 1, videos: 3, downloads: 2, messages: 0 })).toBe('1 gallery image, 3 gallery videos and 2 downloads');
    expect(contentsSummary({ images: 0, videos: 0, downloads: 0, messages: 4 })).toBe('4 messages');
  });

  it('says nothing of an empty folder', () => {
    expect(contentsSummary({ images: 0, videos: 0, downloads: 0, messages: 0 })).toBe('');
  });
});

describe('inTrashNote', () => {
  it('says a delete can be undone for 30 days', () => {
    expect(inTrashNote).toBe('It goes to the trash, where it can be restored for 30 days.');
  });
});
