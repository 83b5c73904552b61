import { describe, expect, it } from 'vitest';
import deLegal from '../../../../content/defaults/de/legal.json';
import dePrivacy from '../../../../content/defaults/de/privacy.json';
import deResearch from '../../../../content/defaults/de/research.json';
import deSite from '../../../../content/defaults/de/site.json';
import deWhitepaper from '../../../../content/defaults/de/whitepaper.json';
import deQrsCoin from '../../../../content/defaults/de/qrs-coin.json';
import { documentTitle, filesInUse, joinSection, linkRefusal, pageTitles, searchPages, sitePages, splitSection, titleDocuments } from './rich-link';

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

  // The German site as the server lists it: /api/content?locale=de and /api/languages.
  const german = [
    { key: 'site', pages: ['/de', '/de/datenschutz', '/de/qrs-coin', '/de/forschung', '/de/whitepaper'], pdfs: ['/de/legal/privacy-policy.pdf', '/de/api/research-paper'] },
    { key: 'home', pages: ['/de'], pdfs: ['/de/api/research-paper'] },
    { key: 'privacy', pages: ['/de/datenschutz'], pdfs: ['/de/legal/privacy-policy.pdf'] },
    { key: 'qrs-coin', pages: ['/de/qrs-coin', '/de/whitepaper'], pdfs: [] },
    { key: 'research', pages: ['/de', '/de/forschung'], pdfs: ['/de/api/research-paper'] },
    { key: 'whitepaper', pages: ['/de/whitepaper'], pdfs: [] },
  ];
  const germanRoutes = {
    pages: { '/': '/de', '/privacy': '/de/datenschutz', '/qrs-coin': '/de/qrs-coin', '/research': '/de/forschung', '/whitepaper': '/de/whitepaper' },
    files: { '/legal/privacy-policy.pdf': '/de/legal/privacy-policy.pdf', '/api/research-paper': '/de/api/research-paper' },
  };

  it("names the pages of a German document by their German titles, each page after its own document, and finds them by German or the panel's words", () => {
    expect(titleDocuments(germanRoutes).sort()).toEqual(['home', 'legal', 'privacy', 'qrs-coin', 'research', 'site', 'whitepaper']);
    const docs = { site: deSite, legal: deLegal, privacy: dePrivacy, research: deResearch, whitepaper: deWhitepaper, 'qrs-coin': deQrsCoin };
    const pages = sitePages(german, pageTitles(germanRoutes, docs), pageTitles(germanRoutes, {}));
    expect(pages).toEqual([
      { title: 'QRS-Startseite', path: '/de', also: 'Home page' },
      {
        title: 'Quantum Resonance Systems: Therapie mit gepulsten elektromagnetischen Feldern auf Zellebene (PDF)',
        path: '/de/api/research-paper',
        also: 'Research paper (PDF)',
      },
      { title: 'Datenschutzerklärung', path: '/de/datenschutz', also: 'Privacy policy' },
      { title: 'Datenschutzerklärung (PDF)', path: '/de/legal/privacy-policy.pdf', also: 'Privacy policy (PDF)' },
      { title: 'QRS Coin', path: '/de/qrs-coin' },
      { title: 'Whitepaper', path: '/de/whitepaper' },
      { title: 'Wissenschaftliche Forschung', path: '/de/forschung', also: 'Research' },
    ]);
    // By the German title, its address, or the panel's English name; accents aside.
    expect(searchPages(pages, 'datenschutzerklarung').map((p) => p.path)).toEqual(['/de/datenschutz', '/de/legal/privacy-policy.pdf']);
    expect(searchPages(pages, 'coin').map((p) => p.path)).toEqual(['/de/qrs-coin']);
    expect(searchPages(pages, 'wissenschaft').map((p) => p.path)).toEqual(['/de/forschung']);
    expect(searchPages(pages, '/de/forschung').map((p) => p.path)).toEqual(['/de/forschung']);
    expect(searchPages(pages, 'privacy').map((p) => p.path)).toEqual(['/de/datenschutz', '/de/legal/privacy-policy.pdf']);
    expect(searchPages(pages, 'startseite').map((p) => p.path)).toEqual(['/de']);
    expect(searchPages(pages, 'research paper').map((p) => p.path)).toEqual(['/de/api/research-paper']);
  });

  it("names the default language's pages as the panel names them, each page after its own document, whatever other documents it shows", () => {
    const english = [
      { key: 'home', pages: ['/'], pdfs: ['/api/research-paper'] },
      { key: 'privacy', pages: ['/privacy'], pdfs: ['/legal/privacy-policy.pdf'] },
      { key: 'qrs-coin', pages: ['/qrs-coin', '/whitepaper'], pdfs: [] },
      { key: 'research', pages: ['/', '/research'], pdfs: ['/api/research-paper'] },
      { key: 'whitepaper', pages: ['/whitepaper'], pdfs: [] },
    ];
    const routes = { pages: Object.fromEntries(Object.keys(germanRoutes.pages).map((r) => [r, r])), files: {} };
    expect(sitePages(english, {}, pageTitles(routes, {}))).toEqual([
      { title: 'Home page', path: '/' },
      { title: 'Research paper (PDF)', path: '/api/research-paper' },
      { title: 'Privacy policy', path: '/privacy' },
      { title: 'Privacy policy (PDF)', path: '/legal/privacy-policy.pdf' },
      { title: 'QRS Coin', path: '/qrs-coin' },
      { title: 'Whitepaper', path: '/whitepaper' },
      { title: 'Research', path: '/research' },
    ]);
  });

  it('takes a page title from a legal text\'s heading or the SEO title without the site\'s name', () => {
    expect(documentTitle({ title: 'Nutzungsbedingungen', seo: { title: 'x | y' } })).toBe('Nutzungsbedingungen');
    expect(documentTitle({ seo: { title: 'Partner weltweit | QRS Quantenresonanztherapie' } })).toBe('Partner weltweit');
    expect(documentTitle({ seo: { title: '' } })).toBeUndefined();
    expect(documentTitle(null)).toBeUndefined();
  });

  it('lists the uploaded files the downloads use, each once, by title', () => {
    const files = filesInUse([
      { title: 'Clinical study', pdfUrl: '/uploads/1-study.pdf' },
      { title: 'Same file again', pdfUrl: '/uploads/1-study.pdf' },
      { title: 'Elsewhere', pdfUrl: 'https://example.com/a.pdf' },
      { title: ' ', pdfUrl: '/uploads/2-brochure.png' },
    ]);
    expect(files).toEqual([
      { title: 'Clinical study', path: '/uploads/1-study.pdf' },
      { title: '2-brochure.png', path: '/uploads/2-brochure.png' },
    ]);
    expect(searchPages(files, 'study').map((f) => f.path)).toEqual(['/uploads/1-study.pdf']);
    expect(searchPages(files, 'brochure')).toHaveLength(1);
  });
});
