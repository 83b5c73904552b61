import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD, swipeDirection } from './swipe-direction';

describe('swipeDirection', () => {
  it('tells a swipe by the axis the finger moved along most', () => {
    expect(swipeDirection(-120, 10)).toBe('left');
    expect(swipeDirection(90, -30)).toBe('right');
    expect(swipeDirection(15, 160)).toBe('down');
    expect(swipeDirection(-20, -80)).toBe('up');
  });

  it('takes a move from the threshold on, and a tap or a short slide as none', () => {
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(-(SWIPE_THRESHOLD - 1), 0)).toBeNull();
    expect(swipeDirection(-SWIPE_THRESHOLD, 0)).toBe('left');
    expect(swipeDirection(0, SWIPE_THRESHOLD - 1)).toBeNull();
    expect(swipeDirection(0, SWIPE_THRESHOLD)).toBe('down');
    expect(swipeDirection(30, 0, 20)).toBe('right');
  });

  it('says nothing of an exact diagonal', () => {
    expect(swipeDirection(100, 100)).toBeNull();
    expect(swipeDirection(-70, 70)).toBeNull();
  });
});
