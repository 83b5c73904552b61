import { describe, expect, it } from 'vitest';
import { firstPage } from './preview-pane';
import { framedPages } from './preview-split';

describe('the pages a live preview offers', () => {
  it('offers the pages showing the document, the not-found page at an address no page has, and none for a PDF', () => {
    expect(framedPages('qrs-coin', 'en', ['/qrs-coin', '/whitepaper'])).toEqual(['/qrs-coin', '/whitepaper']);
    expect(framedPages('not-found', 'en', [])).toEqual(['/no-such-page']);
    expect(framedPages('not-found', 'de', [])).toEqual(['/de/no-such-page']);
    expect(framedPages('aml-kyc-policy', 'en', [])).toEqual([]);
  });

  it('shows the document’s own page first, the site settings on the home page', () => {
    const all = ['/', '/download-site', '/research', '/team'];
    expect(firstPage('site', 'en', all)).toBe('/');
    expect(firstPage('research', 'en', ['/', '/research'])).toBe('/research');
    expect(firstPage('qrs-coin', 'en', ['/qrs-coin', '/whitepaper'])).toBe('/qrs-coin');
    expect(firstPage('whitepaper', 'en', ['/whitepaper'])).toBe('/whitepaper');
    expect(firstPage('team', 'en', [])).toBeUndefined();
  });
});
