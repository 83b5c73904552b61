import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, setPageLanguage } from '@/lib/languages';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { LegalPage, legalPageContent } from './legal-page';
import { PrivacyPage, privacyPageContent } from './privacy-page';
import { TermsPage, termsPageContent } from './terms-page';

describe('legal page', () => {
  const html = renderWithContent(<LegalPage />, legalPageContent);

  it('names the company from the site document and links the four PDFs', () => {
    expect(html).toContain('QRS Quantum Resonance AG operates from Liechtenstein');
    expect(html).toContain('CHF 1,000,000');
    for (const pdf of ['terms-of-service', 'privacy-policy', 'token-sale-agreement', 'aml-kyc-policy']) expect(html).toContain(`/legal/${pdf}.pdf`);
    expect(html).toContain('Terms of Service (PDF)');
    expect(unfilledSlots(html)).toEqual([]);
  });
});

describe('policy pages', () => {
  it.each([
    ['privacy', <PrivacyPage key="privacy" />, privacyPageContent, 'Privacy Policy'],
    ['terms', <TermsPage key="terms" />, termsPageContent, 'Terms of Service'],
  ] as const)('%s shows its title and its date in long US form', (_, page, keys, title) => {
    const html = renderWithContent(page, keys);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain('Last updated: January 15, 2025');
    expect(unfilledSlots(html)).toEqual([]);
  });
});

describe('a policy page on a German page', () => {
  afterEach(() => setPageLanguage(DEFAULT_LANGUAGE));

  it('dates the policy as German writes it', () => {
    setPageLanguage('de');
    expect(renderWithContent(<PrivacyPage />, privacyPageContent)).toContain('15. Januar 2025');
  });
});
