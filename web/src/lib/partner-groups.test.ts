import { describe, expect, it } from 'vitest';
import { groupPartners, partnerGroupHeading, partnerServices, partnerTypeLabel } from './partner-groups';

describe('partner grouping', () => {
  it('names the groups of spec §2', () => {
    expect(partnerGroupHeading('clinic')).toBe('QRS Clinics');
    expect(partnerGroupHeading('distributor')).toBe('Distributors');
    expect(partnerGroupHeading('research')).toBe('Research Centers');
    expect(partnerGroupHeading('wellnesscenter')).toBe('Research Centers');
    expect(partnerGroupHeading('')).toBe('Research Centers');
    expect(partnerTypeLabel('distributor')).toBe('Distributor');
  });

  it('groups in a fixed order and leaves out empty groups', () => {
    const groups = groupPartners([
      { id: 1, partnerType: 'research' },
      { id: 2, partnerType: 'clinic' },
      { id: 3, partnerType: 'other' },
      { id: 4, partnerType: 'clinic' },
    ]);
    expect(groups.map((g) => [g.heading, g.partners.map((p) => p.id)])).toEqual([
      ['QRS Clinics', [2, 4]],
      ['Research Centers', [1, 3]],
    ]);
  });

  it('splits services into chips', () => {
    expect(partnerServices('Therapy, Consulting ,, Sales')).toEqual(['Therapy', 'Consulting', 'Sales']);
    expect(partnerServices('')).toEqual([]);
  });
});
