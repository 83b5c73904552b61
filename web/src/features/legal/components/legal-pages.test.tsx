import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, setPageLanguage } from '@/lib/languages';
import type { PolicyDoc, RichDoc, RichTextNode } from '@/content/schema';
import { defaultContent, renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { LegalPage, legalPageContent } from './legal-page';
import { PolicyPage } from './policy-page';
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

const text = (t: string, ...marks: NonNullable<RichTextNode['marks']>): RichTextNode => (marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const link = (href: string) => ({ type: 'link' as const, attrs: { href } });
const paragraph = (...content: RichTextNode[]) => ({ type: 'paragraph' as const, content });
const doc = (...content: RichDoc['content']): RichDoc => ({ type: 'doc', content });

describe('a policy page with rich text', () => {
  it('shows bold words and links in the server HTML, its slots filled inside texts and addresses', () => {
    const privacy = defaultContent('privacy') as PolicyDoc;
    const [first, ...rest] = privacy.sections;
    const policy: PolicyDoc = {
      ...privacy,
      sections: [
        {
          ...first,
          paragraphs: [doc(paragraph(text('Under the '), text('GDPR', { type: 'bold' }), text(', write to '), text('{company.name}', link('mailto:{contact.privacyEmail}')), text(' or read the '), text('terms', link('/terms')), text('.')))],
          points: [doc(paragraph(text('access to '), text('your data', { type: 'italic' })))],
        },
        ...rest,
      ],
    };
    const html = renderWithContent(<PolicyPage policy={policy} />, []);
    expect(html).toContain('Under the <strong>GDPR</strong>, write to <a ');
    expect(html).toMatch(/<a [^>]*href="mailto:privacy@[^"]+"[^>]*>QRS Quantum Resonance AG<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/terms"[^>]*>terms<\/a>/);
    expect(html).toContain('<li><span>access to <em>your data</em></span></li>');
    expect(unfilledSlots(html)).toEqual([]);
  });
});
