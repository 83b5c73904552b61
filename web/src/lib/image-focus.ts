import type { ImageInfo } from './entities';

// The focal point of an uploaded picture: the spot, in percent of its width and height from
// the top left corner, that a cropped thumbnail keeps in view. The server keeps it with the
// picture (imageInfo.focusX/focusY); the public cards crop around it with object-position,
// in the pages the server renders as in the browser.

/** Focus is a focal point in whole percent, 0–100 each way. */
export interface Focus {
  x: number;
  y: number;
}

/** DEFAULT_FOCUS is the centre: where a picture nobody set a point for is cropped around. */
export const DEFAULT_FOCUS: Focus = { x: 50, y: 50 };

/** FOCUS_STEP is how far one arrow key press moves the point, in percent; with Shift, 1. */
export const FOCUS_STEP = 5;

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/** focusOf is the focal point the server recorded for a picture, the centre when none. */
export function focusOf(info: ImageInfo | null | undefined): Focus {
  if (!info || typeof info.focusX !== 'number' || typeof info.focusY !== 'number') return DEFAULT_FOCUS;
  return { x: clamp(info.focusX), y: clamp(info.focusY) };
}

/**
 * objectPosition is the CSS object-position that crops a picture around its focal point
 * ("40% 12%"); undefined when the server knows nothing of the picture, so the browser's
 * centre stays.
 */
export function objectPosition(info: ImageInfo | null | undefined): string | undefined {
  if (!info) return undefined;
  const f = focusOf(info);
  return `${f.x}% ${f.y}%`;
}

/** Rect is the part of a DOMRect focusFromPoint reads. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** focusFromPoint is the focal point under a click or tap at (clientX, clientY) on a picture shown in rect. */
export function focusFromPoint(clientX: number, clientY: number, rect: Rect): Focus {
  if (rect.width <= 0 || rect.height <= 0) return DEFAULT_FOCUS;
  return {
    x: clamp(((clientX - rect.left) / rect.width) * 100),
    y: clamp(((clientY - rect.top) / rect.height) * 100),
  };
}

/**
 * moveFocus answers the point an arrow key moves focus to (FOCUS_STEP, or 1 with fine),
 * Home the centre; null for any other key.
 */
export function moveFocus(focus: Focus, key: string, fine = false): Focus | null {
  const step = fine ? 1 : FOCUS_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { x: clamp(focus.x - step), y: focus.y };
    case 'ArrowRight':
      return { x: clamp(focus.x + step), y: focus.y };
    case 'ArrowUp':
      return { x: focus.x, y: clamp(focus.y - step) };
    case 'ArrowDown':
      return { x: focus.x, y: clamp(focus.y + step) };
    case 'Home':
      return DEFAULT_FOCUS;
    default:
      return null;
  }
}

/** focusLabel says where the point is, for a screen reader: "40% from the left, 12% from the top". */
export function focusLabel(focus: Focus): string {
  return `${focus.x}% from the left, ${focus.y}% from the top`;
}

/** sameFocus tells whether two points are the same spot. */
export function sameFocus(a: Focus, b: Focus): boolean {
  return a.x === b.x && a.y === b.y;
}
