import { Play } from 'lucide-react';
import { useState } from 'react';
import { videoEmbedUrl } from '@/lib/video-thumbnail';
import { VideoThumbnail } from './video-thumbnail';

/**
 * VideoPlayer is an embedded YouTube player that loads on demand: the grid shows the video's
 * thumbnail and a play button, and only a pressed one becomes the player, so a grid of 200
 * videos does not start 200 players.
 */
export function VideoPlayer({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={videoEmbedUrl(youtubeId)}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className="h-full w-full"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      // Named by all it shows, the video's id included (a name must hold the words on screen).
      aria-label={`Play ${title} (${youtubeId})`}
      className="group relative flex h-full w-full items-center justify-center bg-foreground/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      {/* The public gallery's thumbnail, stepping down from maximum to default quality. */}
      <span className="absolute inset-0">
        <VideoThumbnail youtubeId={youtubeId} alt={title} />
      </span>
      <span className="relative flex h-14 w-14 items-center justify-center rounded-full bg-destructive text-white shadow-lg transition-transform group-hover:scale-110">
        <Play className="ml-1 h-7 w-7" aria-hidden fill="currentColor" />
      </span>
      <span className="absolute bottom-2 left-2 rounded bg-black/60 px-1.5 py-0.5 font-mono text-xs text-white">{youtubeId}</span>
    </button>
  );
}
