import { describe, expect, it } from 'vitest';
import { fileSizeText, megabytes, sizeRefusal } from './upload-limits';

const MB = 1024 * 1024;
const limits = { image: 10 * MB, pdf: 25 * MB };

describe('upload size limits', () => {
  it('refuses a 19 MB photo naming its size and the 10 MB limit of images', () => {
    expect(sizeRefusal({ name: 'portrait.jpg', size: Math.round(19.2 * MB) }, 'image', limits)).toBe(
      'portrait.jpg is 19.2 MB; images can be at most 10 MB',
    );
  });

  it('takes a file at the limit and names a PDF limit as PDFs', () => {
    expect(sizeRefusal({ name: 'a.png', size: 10 * MB }, 'image', limits)).toBeNull();
    expect(sizeRefusal({ name: 'paper.pdf', size: 26 * MB }, 'pdf', limits)).toBe('paper.pdf is 26 MB; PDFs can be at most 25 MB');
  });

  it('never says a file just over the limit is the limit', () => {
    expect(sizeRefusal({ name: 'b.png', size: 10 * MB + 2000 }, 'image', limits)).toBe(
      'b.png is more than 10 MB; images can be at most 10 MB',
    );
  });

  it('shows megabytes as the server does', () => {
    expect(megabytes(10 * MB)).toBe('10 MB');
    expect(megabytes(2.5 * MB)).toBe('2.5 MB');
    expect(fileSizeText(19.2 * MB)).toBe('19.2 MB');
    expect(fileSizeText(312 * 1024)).toBe('312 KB');
    expect(fileSizeText(10)).toBe('1 KB');
  });

  it('checks nothing while the limits are unknown', () => {
    expect(sizeRefusal({ name: 'a.png', size: 99 * MB }, 'image', { image: 0, pdf: 0 })).toBeNull();
  });
});
