import { describe, expect, it } from 'vitest';
import { DEFAULT_FOCUS, focusFromPoint, focusLabel, focusOf, moveFocus, objectPosition } from './image-focus';

const info = (focusX?: number, focusY?: number) => ({ width: 300, height: 600, variants: [], focusX, focusY });

describe('image focus', () => {
  it('turns a click on the picture into percent of its width and height', () => {
    const rect = { left: 100, top: 50, width: 200, height: 400 };
    expect(focusFromPoint(180, 98, rect)).toEqual({ x: 40, y: 12 });
    expect(focusFromPoint(100, 50, rect)).toEqual({ x: 0, y: 0 });
    // A tap just outside the edge stays on the picture.
    expect(focusFromPoint(320, 470, rect)).toEqual({ x: 100, y: 100 });
    expect(focusFromPoint(5, 5, { left: 0, top: 0, width: 0, height: 0 })).toEqual(DEFAULT_FOCUS);
  });

  it('moves with the arrow keys, finer with Shift, and stays within the picture', () => {
    expect(moveFocus({ x: 50, y: 50 }, 'ArrowUp')).toEqual({ x: 50, y: 45 });
    expect(moveFocus({ x: 50, y: 50 }, 'ArrowRight', true)).toEqual({ x: 51, y: 50 });
    expect(moveFocus({ x: 2, y: 98 }, 'ArrowLeft')).toEqual({ x: 0, y: 98 });
    expect(moveFocus({ x: 2, y: 98 }, 'ArrowDown')).toEqual({ x: 2, y: 100 });
    expect(moveFocus({ x: 2, y: 98 }, 'Home')).toEqual(DEFAULT_FOCUS);
    expect(moveFocus({ x: 2, y: 98 }, 'a')).toBeNull();
  });

  it('crops around the recorded point, the centre when none was set', () => {
    expect(objectPosition(info(40, 12))).toBe('40% 12%');
    expect(objectPosition(info())).toBe('50% 50%');
    expect(objectPosition(null)).toBeUndefined();
    expect(focusOf(info(140, -3))).toEqual({ x: 100, y: 0 });
  });

  it('says where the point is in words', () => {
    expect(focusLabel({ x: 40, y: 12 })).toBe('40% from the left, 12% from the top');
  });
});
