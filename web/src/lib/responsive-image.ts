import type { ImageInfo } from './entities';

/** ResponsiveImage is what an <img> needs to let the browser pick the smallest fitting file. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * responsiveImage offers the server's WebP variants and the original (the widest) by width,
 * with the picture's real size so nothing shifts as it loads. Without variants it is the
 * original alone.
 */
export function responsiveImage(url: string, info: ImageInfo | null | undefined, sizes: string): ResponsiveImage {
  if (!info) return { src: url };
  const dims = { width: info.width, height: info.height };
  if (info.variants.length === 0) return { src: url, ...dims };
  const candidates = [...info.variants.map((v) => `${v.url} ${v.width}w`), `${url} ${info.width}w`];
  return { src: url, srcSet: candidates.join(', '), sizes, ...dims };
}
