import { describe, expect, it } from 'vitest';
import { joinSection, linkRefusal, searchPages, sitePages, splitSection } from './rich-link';

describe('the link dialog of a rich text', () => {
  it('refuses what the link rule refuses, in words, and takes pages, sections, uploads, https, mailto and tel', () => {
    expect(linkRefusal('javascript:alert(1)')).toBe('Links starting with javascript: are not allowed.');
    expect(linkRefusal('data:text/html,x')).toBe('Links starting with data: are not allowed.');
    expect(linkRefusal('//evil.example')).toBe('For another site, start with https://.');
    expect(linkRefusal('')).toBe('Enter an address, or pick a page.');
    expect(linkRefusal(`/${'a'.repeat(2000)}`)).toBe('An address may have at most 2000 characters.');
    for (const ok of ['/terms', '/#contact', '/de/datenschutz#rechte', '/uploads/1-a.pdf', 'https://example.com', 'mailto:a@b.example', 'tel:+423 000']) {
      expect(linkRefusal(ok), ok).toBeNull();
    }
  });

  it("lists the documents' pages and PDFs once each, named for editors, and finds them by name or address", () => {
    const pages = sitePages([
      { key: 'site', pages: ['/'], pdfs: [] },
      { key: 'home', pages: ['/de'], pdfs: ['/de/api/research-paper'] },
      { key: 'research', pages: ['/de/forschung'], pdfs: ['/de/api/research-paper'] },
      { key: 'privacy', pages: ['/de/datenschutz'], pdfs: ['/de/legal/privacy-policy.pdf'] },
      { key: 'not-found', pages: ['/de/*'], pdfs: [] },
    ]);
    expect(pages).toEqual([
      { title: 'Home page', path: '/de' },
      { title: 'Research paper (PDF)', path: '/de/api/research-paper' },
      { title: 'Research', path: '/de/forschung' },
      { title: 'Privacy policy', path: '/de/datenschutz' },
      { title: 'Privacy policy (PDF)', path: '/de/legal/privacy-policy.pdf' },
    ]);
    expect(searchPages(pages, 'privacy').map((p) => p.path)).toEqual(['/de/datenschutz', '/de/legal/privacy-policy.pdf']);
    expect(searchPages(pages, 'datenschutz').map((p) => p.path)).toEqual(['/de/datenschutz']);
    expect(searchPages(pages, 'FORSCH')).toHaveLength(1);
    expect(searchPages(pages, '')).toHaveLength(5);
  });

  it('keeps a section apart from its page', () => {
    expect(splitSection('/privacy#rights')).toEqual({ address: '/privacy', section: 'rights' });
    expect(splitSection('#top')).toEqual({ address: '#top', section: '' });
    expect(joinSection('/privacy', '#rights')).toBe('/privacy#rights');
    expect(joinSection('/privacy#old', 'new')).toBe('/privacy#new');
    expect(joinSection(' /terms ', '')).toBe('/terms');
  });
});
