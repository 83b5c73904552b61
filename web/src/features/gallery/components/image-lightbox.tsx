import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, type TouchEvent } from 'react';
import type { Localized } from '@/lib/page-records';
import type { GalleryImage as GalleryImageRecord } from '@/lib/entities';
import type { RichText as RichTextComponent } from '@/components/ui/rich-text';
import { GalleryImage } from './gallery-image';
import { fillTemplate } from '@/lib/fill-template';
import { focusInstead } from '@/lib/focus-instead';
import { responsiveImage } from '@/lib/responsive-image';
import { fieldLang } from '@/lib/untranslated';
import { swipeDirection } from './swipe-direction';

/**
 * ImageLightbox shows one image full screen with previous/next, the counter "n of total",
 * and its title, description and category. Left and Right move, Escape or a click outside
 * the picture closes (spec §2, §4): anywhere but on the picture or a control, the dark area
 * beside a narrow picture included. On a touch screen a swipe left or right moves and a swipe
 * down closes. The arrows sit beside the picture (below it on a phone), never on it. It is
 * loaded only when an image is opened.
 */
export function ImageLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  returnFocus,
  texts,
  RichText,
}: {
  images: Localized<GalleryImageRecord>[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** returnFocus answers the control to focus once the lightbox closes: the thumbnail of
   * the image shown last, so the visitor goes on from the picture they ended at. */
  returnFocus: (index: number) => HTMLElement | null | undefined;
  /** texts word the controls; counter has the slots {n} and {total}. */
  texts: { counter: string; previous: string; next: string; close: string };
  /**
   * RichText is the pages' renderer of rich text, handed over by the gallery, which loads it:
   * imported here, it would leave the home page's first script for a file of its own.
   */
  RichText: typeof RichTextComponent;
}) {
  const image = images[index];
  const hasPrev = index > 0;
  const hasNext = index < images.length - 1;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft' && hasPrev) onIndexChange(index - 1);
      if (e.key === 'ArrowRight' && hasNext) onIndexChange(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, hasPrev, hasNext, onIndexChange]);

  // Where the one finger on the screen went down, and whether the lightbox was scrolled to
  // its top then (a swipe down on a long caption scrolled up is a scroll, not a close).
  const touchStart = useRef<{ x: number; y: number; atTop: boolean } | null>(null);
  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    const t = e.touches[0];
    touchStart.current = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY, atTop: e.currentTarget.scrollTop <= 0 } : null;
  };
  const onTouchEnd = (e: TouchEvent<HTMLElement>) => {
    const start = touchStart.current;
    const t = e.changedTouches[0];
    touchStart.current = null;
    // A finger still down: two touched the screen, a pinch rather than a swipe.
    if (!start || !t || e.touches.length > 0) return;
    // A page zoomed in pans under the finger: the swipe moved the view, not the pictures.
    if ((window.visualViewport?.scale ?? 1) > 1.01) return;
    const swipe = swipeDirection(t.clientX - start.x, t.clientY - start.y);
    if (swipe === 'left' && hasNext) onIndexChange(index + 1);
    else if (swipe === 'right' && hasPrev) onIndexChange(index - 1);
    else if (swipe === 'down' && start.atTop) onClose();
  };

  if (!image) return null;
  const navButton =
    'flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/15 text-white ' +
    'hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white disabled:cursor-default disabled:opacity-30 disabled:hover:bg-white/15';

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black" data-testid="lightbox-backdrop" />
        {/* The content covers the screen, so the backdrop never sees a click: the content
            itself closes on any click that is not on the picture or a control. Radix makes the
            rest of the page inert by pointer-events: none on the body, which the content
            inherits until Radix renders again a moment later: a click in that moment went to
            the backdrop and did nothing. The content takes clicks from its first frame. */}
        <DialogPrimitive.Content
          aria-describedby="lightbox-details"
          onCloseAutoFocus={(e) => focusInstead(e, returnFocus(index))}
          onClick={(e) => {
            if (!(e.target as Element).closest('img, [role="img"], button, a, [data-lightbox-keep]')) onClose();
          }}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          onTouchCancel={() => (touchStart.current = null)}
          style={{ pointerEvents: 'auto' }}
          className="fixed inset-0 z-[61] flex flex-col items-center justify-center-safe overflow-y-auto px-4 pb-8 pt-16 focus:outline-none sm:pb-16"
        >
          <p className="mb-3 text-sm font-medium text-white/90" aria-live="polite" data-lightbox-keep>
            {fillTemplate(texts.counter, { n: index + 1, total: images.length })}
          </p>
          {/* The arrows beside the picture: at its sides from sm on, in a row below it on a phone. */}
          <div className="grid w-full max-w-[72rem] grid-cols-2 items-center gap-x-6 gap-y-4 sm:grid-cols-[3rem_minmax(0,1fr)_3rem] sm:gap-x-4">
            <button
              type="button"
              className={`${navButton} row-start-2 justify-self-end sm:col-start-1 sm:row-start-1`}
              onClick={() => onIndexChange(index - 1)}
              disabled={!hasPrev}
              aria-label={texts.previous}
            >
              <ChevronLeft className="h-7 w-7" aria-hidden />
            </button>
            <GalleryImage
              key={image.id}
              {...responsiveImage(image.imageUrl, image.imageInfo, '(min-width: 1056px) 1024px, 100vw')}
              alt={image.imageInfo?.alt || image.title}
              lang={image.imageInfo?.alt ? undefined : fieldLang(image, 'title')}
              className="col-span-2 row-start-1 h-auto max-h-[55dvh] w-auto max-w-full justify-self-center rounded-lg object-contain sm:col-span-1 sm:col-start-2 sm:max-h-[65dvh]"
            />
            <button
              type="button"
              className={`${navButton} row-start-2 justify-self-start sm:col-start-3 sm:row-start-1`}
              onClick={() => onIndexChange(index + 1)}
              disabled={!hasNext}
              aria-label={texts.next}
            >
              <ChevronRight className="h-7 w-7" aria-hidden />
            </button>
          </div>
          <div id="lightbox-details" className="mt-4 max-w-2xl text-center text-white">
            <DialogPrimitive.Title className="text-lg font-semibold" lang={fieldLang(image, 'title')}>
              {image.title}
            </DialogPrimitive.Title>
            {image.description ? (
              <RichText value={image.description} className="mt-1 text-sm text-white/85" blocksClassName="space-y-2 text-left" lang={fieldLang(image, 'description')} />
            ) : null}
            {image.category ? (
              <p className="mt-2 inline-block rounded-full bg-white/15 px-3 py-0.5 text-xs" lang={fieldLang(image, 'category')}>
                {image.category}
              </p>
            ) : null}
          </div>
          <DialogPrimitive.Close
            className="fixed right-3 top-3 z-[61] flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white"
            aria-label={texts.close}
          >
            <X className="h-6 w-6" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
