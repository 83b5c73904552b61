import { describe, expect, it } from 'vitest';
import type { GlobalPartner, PartnerCategory } from '@/lib/entities';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { GlobalPartnersPage, globalPartnersPageContent } from './global-partners-page';

const partner = (id: number, partnerType: string): GlobalPartner => ({
  id, name: `Partner ${id}`, country: 'Austria', city: 'Vienna', partnerType, description: '', services: 'Therapy, Sales',
  contactPerson: '', email: '', phone: '', website: 'example.org',
});

const category = (id: number, name: string, displayOrder: number): PartnerCategory => ({ id, name, description: '', displayOrder, isActive: true });

/** headings are the group headings in page order, without their counts. */
const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)/g)].map((m) => m[1].trim());

describe('global partners page', () => {
  it('groups the partners under the headings and badges of its document', () => {
    const html = renderWithContent(<GlobalPartnersPage />, globalPartnersPageContent, {
      '/api/global-partners': [partner(1, 'clinic'), partner(2, 'wellness')],
      '/api/partner-categories': [],
    });
    expect(headings(html)).toEqual(['QRS Clinics', 'Research Centers']);
    expect(html).toContain('>Research Center<');
    expect(html).toContain('Visit Website');
    expect(unfilledSlots(html)).toEqual([]);
  });

  it('groups under the categories in their display order, with their names on the cards', () => {
    const html = renderWithContent(<GlobalPartnersPage />, globalPartnersPageContent, {
      '/api/global-partners': [partner(1, 'clinic'), partner(2, 'wellnesscenters'), partner(3, 'spa')],
      '/api/partner-categories': [category(1, 'Clinic', 2), category(2, 'Wellness Centers', 1)],
    });
    expect(headings(html)).toEqual(['Wellness Centers', 'QRS Clinics', 'Research Centers']);
    expect(html).toContain('>Wellness Centers</span>');
  });

  it('shows a partner’s logo, named after the partner, loaded lazily in a box of its size', () => {
    const withLogo = {
      ...partner(1, 'clinic'),
      logoUrl: '/uploads/logo.png',
      logoInfo: { width: 600, height: 200, variants: [{ url: '/uploads/logo-320.webp', width: 320 }] },
    };
    const html = renderWithContent(<GlobalPartnersPage />, globalPartnersPageContent, {
      '/api/global-partners': [withLogo, partner(2, 'clinic')],
      '/api/partner-categories': [],
    });
    const logos = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(logos).toHaveLength(1);
    expect(logos[0]).toContain('alt="Partner 1"');
    expect(logos[0]).toContain('src="/uploads/logo.png"');
    expect(logos[0]).toContain('loading="lazy"');
    expect(logos[0]).toContain('width="600"');
    expect(logos[0]).toContain('height="200"');
    expect(logos[0]).toContain('/uploads/logo-320.webp 320w');
  });

  it('shows the empty state without partners', () => {
    const html = renderWithContent(<GlobalPartnersPage />, globalPartnersPageContent, {
      '/api/global-partners': [],
      '/api/partner-categories': [category(1, 'Clinic', 0)],
    });
    expect(html).toContain('No Partners Available');
  });
});
