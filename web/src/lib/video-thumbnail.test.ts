import { describe, expect, it } from 'vitest';
import { nextThumbnailStep, videoEmbedUrl, videoThumbnailUrl, videoWatchUrl } from './video-thumbnail';

describe('video thumbnails', () => {
  it('falls back from maximum to high to medium to default quality, then stops', () => {
    const urls: string[] = [];
    let step: number | null = 0;
    while (step !== null) {
      urls.push(videoThumbnailUrl('abc123', step));
      step = nextThumbnailStep(step);
    }
    expect(urls).toEqual([
      'https://i.ytimg.com/vi/abc123/maxresdefault.jpg',
      'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
      'https://i.ytimg.com/vi/abc123/mqdefault.jpg',
      'https://i.ytimg.com/vi/abc123/default.jpg',
    ]);
  });

  it('builds the player and watch links from the id, encoded', () => {
    expect(videoEmbedUrl('abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0');
    expect(videoWatchUrl('abc123')).toBe('https://www.youtube.com/watch?v=abc123');
    expect(videoEmbedUrl('a/b?c')).toContain('/embed/a%2Fb%3Fc?');
  });
});
