import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsive-image';

describe('responsiveImage', () => {
  it('offers every variant and the original by width, with the real size', () => {
    const img = responsiveImage(
      '/uploads/a.png',
      { width: 2000, height: 1000, variants: [{ url: '/uploads/a-400w.webp', width: 400 }, { url: '/uploads/a-800w.webp', width: 800 }] },
      '50vw',
    );
    expect(img).toEqual({
      src: '/uploads/a.png',
      srcSet: '/uploads/a-400w.webp 400w, /uploads/a-800w.webp 800w, /uploads/a.png 2000w',
      sizes: '50vw',
      width: 2000,
      height: 1000,
    });
  });

  it('keeps a small picture as it is, with its size', () => {
    expect(responsiveImage('/uploads/s.png', { width: 300, height: 200, variants: [] }, '50vw')).toEqual({
      src: '/uploads/s.png',
      width: 300,
      height: 200,
    });
  });

  it('uses the plain URL when the server knows nothing of the picture', () => {
    expect(responsiveImage('/uploads/logo.svg', null, '50vw')).toEqual({ src: '/uploads/logo.svg' });
    expect(responsiveImage('https://elsewhere.example/p.jpg', undefined, '50vw')).toEqual({ src: 'https://elsewhere.example/p.jpg' });
  });
});
