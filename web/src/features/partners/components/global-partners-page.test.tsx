import { describe, expect, it } from 'vitest';
import type { GlobalPartner } from '@/lib/entities';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { GlobalPartnersPage, globalPartnersPageContent } from './global-partners-page';

const partner = (id: number, partnerType: string): GlobalPartner => ({
  id, name: `Partner ${id}`, country: 'Austria', city: 'Vienna', partnerType, description: '', services: 'Therapy, Sales',
  contactPerson: '', email: '', phone: '', website: 'example.org',
});

describe('global partners page', () => {
  it('groups the partners under the headings and badges of its document', () => {
    const html = renderWithContent(<GlobalPartnersPage />, globalPartnersPageContent, { '/api/global-partners': [partner(1, 'clinic'), partner(2, 'wellness')] });
    expect(html).toContain('QRS Clinics');
    expect(html).toContain('Research Centers');
    expect(html).toContain('>Research Center<');
    expect(html).toContain('Visit Website');
    expect(unfilledSlots(html)).toEqual([]);
  });
});
