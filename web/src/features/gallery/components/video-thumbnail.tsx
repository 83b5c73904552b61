import { useState } from 'react';
import { nextThumbnailStep, videoThumbnailUrl } from '@/lib/video-thumbnail';

/** VideoThumbnail shows a video's picture, stepping down in quality when a size is missing (spec §2). */
export function VideoThumbnail({ youtubeId, alt }: { youtubeId: string; alt: string }) {
  const [step, setStep] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="block h-full w-full bg-[#0b2536]" role="img" aria-label={alt} />;
  return (
    <img
      src={videoThumbnailUrl(youtubeId, step)}
      alt={alt}
      width={480}
      height={270}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
      onLoad={(e) => {
        // A missing size is answered with a 120-pixel-wide grey stand-in instead of an error.
        const next = nextThumbnailStep(step);
        if (e.currentTarget.naturalWidth <= 120 && step < 3 && next !== null) setStep(next);
      }}
      onError={() => {
        const next = nextThumbnailStep(step);
        if (next === null) setFailed(true);
        else setStep(next);
      }}
    />
  );
}
