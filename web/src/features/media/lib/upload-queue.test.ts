import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/lib/api/media';
import { isFinished, outcomeWords, percent, queued, statusWords, updated } from './upload-queue';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('the upload queue', () => {
  it('adds files waiting their turn, each with a key of its own, and follows each one’s progress', () => {
    let queue = queued([], [file('a.png'), file('b.png')]);
    expect(queue.map((u) => [u.file.name, u.status])).toEqual([
      ['a.png', 'waiting'],
      ['b.png', 'waiting'],
    ]);
    expect(new Set(queue.map((u) => u.key)).size).toBe(2);
    queue = updated(queue, queue[0]!.key, { status: 'uploading', fraction: 0.404 });
    expect(statusWords(queue[0]!)).toBe('Uploading… 40%');
    expect(statusWords(queue[1]!)).toBe('Waiting');
    expect(isFinished(queue[0]!)).toBe(false);
    queue = updated(queue, queue[0]!.key, { status: 'done', fraction: 1 });
    expect(percent(queue[0]!)).toBe(100);
    expect(statusWords(queue[0]!)).toBe('Uploaded');
  });

  it('says when the bytes were in the library already, under that file’s name, and why a file was refused', () => {
    const item = { name: 'lobby.png' } as MediaItem;
    let queue = queued([], [file('copy.png'), file('c.png'), file('d.png')]);
    queue = updated(queue, queue[0]!.key, { status: 'existing', item });
    queue = updated(queue, queue[1]!.key, { status: 'failed', reason: 'File too large' });
    queue = updated(queue, queue[2]!.key, { status: 'done' });
    expect(statusWords(queue[0]!)).toBe('Already in the library as “lobby.png”');
    expect(percent(queue[0]!)).toBe(100);
    expect(statusWords(queue[1]!)).toBe('Not uploaded: File too large');
    expect(queue.every(isFinished)).toBe(true);
    expect(outcomeWords(queue)).toBe('1 file uploaded, 1 already in the library, 1 refused');
    expect(outcomeWords(queue.slice(2))).toBe('1 file uploaded');
    expect(outcomeWords(queue.slice(0, 1))).toBe('1 already in the library');
    expect(outcomeWords([])).toBe('Nothing uploaded');
  });
});
