import { useId, type KeyboardEvent, type PointerEvent } from 'react';
import { focusFromPoint, focusLabel, moveFocus, type Focus } from '@/lib/image-focus';

/**
 * ImageFocusPicker shows a whole picture and the focal point its cropped thumbnails keep:
 * a click or tap on the picture moves the point there, and so do the arrow keys (Shift for
 * finer steps, Home for the centre) while the picture has keyboard focus. Beside it, the
 * crop a card shows.
 */
export function ImageFocusPicker({ src, focus, onChange }: { src: string; focus: Focus; onChange: (f: Focus) => void }) {
  const hintId = useId();
  const position = `${focus.x}% ${focus.y}%`;
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    onChange(focusFromPoint(e.clientX, e.clientY, e.currentTarget.getBoundingClientRect()));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = moveFocus(focus, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    onChange(next);
  };
  return (
    <div className="space-y-2">
      <p id={hintId} className="text-sm text-muted-foreground">
        Click or tap the part of the picture that cropped thumbnails must keep in view, or move the point with the arrow keys.
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <div
          role="group"
          aria-roledescription="focal point picker"
          aria-label={`Focal point: ${focusLabel(focus)}`}
          aria-describedby={hintId}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
          data-testid="focus-picker"
          className="relative inline-block max-w-full cursor-crosshair touch-none rounded-md outline-offset-2 select-none focus-visible:outline-2 focus-visible:outline-primary"
        >
          <img src={src} alt="" draggable={false} className="block max-h-56 w-auto max-w-full rounded-md border border-border" />
          <span
            aria-hidden
            data-testid="focus-marker"
            className="pointer-events-none absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/30 shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
            style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
          >
            <span className="absolute top-1/2 left-1/2 h-1.5 w-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white" />
          </span>
        </div>
        <figure className="w-32 shrink-0">
          <img
            src={src}
            alt=""
            className="aspect-[4/3] w-full rounded-md border border-border object-cover"
            style={{ objectPosition: position }}
          />
          <figcaption className="mt-1 text-xs text-muted-foreground" aria-live="polite">
            Card crop · {focus.x}% / {focus.y}%
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
