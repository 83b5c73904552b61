import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect } from 'react';
import type { Localized } from '@/lib/page-records';
import type { GalleryImage as GalleryImageRecord } from '@/lib/entities';
import type { RichText as RichTextComponent } from '@/components/ui/rich-text';
import { GalleryImage } from './gallery-image';
import { fillTemplate } from '@/lib/fill-template';
import { focusInstead } from '@/lib/focus-instead';
import { responsiveImage } from '@/lib/responsive-image';
import { fieldLang } from '@/lib/untranslated';

/**
 * ImageLightbox shows one image full screen with previous/next, the counter "n of total",
 * and its title, description and category. Left and Right move, Escape or a click outside
 * the picture closes (spec §2, §4): anywhere but on the picture or a control, the dark area
 * beside a narrow picture included. It is loaded only when an image is opened.
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

  if (!image) return null;
  const navButton =
    'fixed top-1/2 z-[61] flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white ' +
    'hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white disabled:cursor-default disabled:opacity-30 disabled:hover:bg-white/15';

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/90" data-testid="lightbox-backdrop" />
        {/* The content covers the screen, so the backdrop never sees a click: the content
            itself closes on any click that is not on the picture or a control. */}
        <DialogPrimitive.Content
          aria-describedby="lightbox-details"
          onCloseAutoFocus={(e) => focusInstead(e, returnFocus(index))}
          onClick={(e) => {
            if (!(e.target as Element).closest('img, [role="img"], button, a, [data-lightbox-keep]')) onClose();
          }}
          className="fixed inset-0 z-[61] flex flex-col items-center justify-center-safe overflow-y-auto px-4 py-16 focus:outline-none"
        >
          <p className="mb-3 text-sm font-medium text-white/90" aria-live="polite" data-lightbox-keep>
            {fillTemplate(texts.counter, { n: index + 1, total: images.length })}
          </p>
          <GalleryImage
            key={image.id}
            {...responsiveImage(image.imageUrl, image.imageInfo, '(min-width: 1056px) 1024px, 100vw')}
            alt={image.imageInfo?.alt || image.title}
            lang={image.imageInfo?.alt ? undefined : fieldLang(image, 'title')}
            className="h-auto max-h-[65dvh] w-auto max-w-[min(100%,64rem)] rounded-lg object-contain"
          />
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
          <button type="button" className={`${navButton} left-3 sm:left-6`} onClick={() => onIndexChange(index - 1)} disabled={!hasPrev} aria-label={texts.previous}>
            <ChevronLeft className="h-7 w-7" aria-hidden />
          </button>
          <button type="button" className={`${navButton} right-3 sm:right-6`} onClick={() => onIndexChange(index + 1)} disabled={!hasNext} aria-label={texts.next}>
            <ChevronRight className="h-7 w-7" aria-hidden />
          </button>
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
