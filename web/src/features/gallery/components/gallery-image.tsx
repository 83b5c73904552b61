import { ImageOff } from 'lucide-react';
import { useState, type ImgHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** FALLBACK_IMAGE is shown in place of a picture that fails to load. */
export const FALLBACK_IMAGE = '/api/placeholder/400/300';

/**
 * GalleryImage is an image that falls back to the placeholder when its file is broken, and
 * to a neutral tile when even that fails (spec §2: broken-image fallback).
 */
export function GalleryImage({ src, alt, className, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [step, setStep] = useState<0 | 1 | 2>(src ? 0 : 1);
  if (step === 2) {
    return (
      <span
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <ImageOff className="h-8 w-8" aria-hidden />
      </span>
    );
  }
  // The fallback is a single file: a srcset would keep offering the broken picture's copies.
  const { srcSet, sizes, ...rest } = props;
  return (
    <img
      {...rest}
      src={step === 0 ? src : FALLBACK_IMAGE}
      srcSet={step === 0 ? srcSet : undefined}
      sizes={step === 0 ? sizes : undefined}
      alt={alt}
      className={className}
      onError={() => setStep((s) => (s === 0 ? 1 : 2))}
    />
  );
}
