/** Swipe is where a finger moved across the lightbox: along its main axis, far enough to mean it. */
export type Swipe = 'left' | 'right' | 'up' | 'down';

/**
 * SWIPE_THRESHOLD is the least distance, in CSS pixels, a finger moves for a swipe: more than a
 * tap's wobble, less than a short flick across a phone's picture.
 */
export const SWIPE_THRESHOLD = 40;

/**
 * swipeDirection tells the swipe of a finger that moved dx to the right and dy down (CSS pixels):
 * the axis it moved along most, once it moved at least threshold along it; null for a tap,
 * a short slide, or a move as much across as along (a diagonal says nothing).
 */
export function swipeDirection(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD): Swipe | null {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (Math.max(ax, ay) < threshold || ax === ay) return null;
  if (ax > ay) return dx < 0 ? 'left' : 'right';
  return dy < 0 ? 'up' : 'down';
}
