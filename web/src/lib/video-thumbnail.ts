// Video thumbnails and players for the gallery (spec §2). Ids are encoded so a bad record
// cannot break out of the URL.

/** THUMBNAIL_QUALITIES is the fallback chain, from maximum to default quality. */
export const THUMBNAIL_QUALITIES = ['maxresdefault', 'hqdefault', 'mqdefault', 'default'] as const;

/** videoThumbnailUrl is the thumbnail of a video at a quality step of the chain. */
export function videoThumbnailUrl(youtubeId: string, step = 0): string {
  const quality = THUMBNAIL_QUALITIES[Math.min(step, THUMBNAIL_QUALITIES.length - 1)];
  return `https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/${quality}.jpg`;
}

/** nextThumbnailStep is the step to try after a load error, or null when the chain is exhausted. */
export function nextThumbnailStep(step: number): number | null {
  return step + 1 < THUMBNAIL_QUALITIES.length ? step + 1 : null;
}

/** videoEmbedUrl is the autoplaying player of a video. */
export function videoEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/** videoWatchUrl is the video's page on YouTube. */
export function videoWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
}
