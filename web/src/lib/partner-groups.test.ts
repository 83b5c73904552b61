import { describe, expect, it } from 'vitest';
import content from '../../content/defaults/global-partners.json';
import { groupPartners, partnerGroup, partnerServices } from './partner-groups';

const heading = (partnerType: string) => content.groups[partnerGroup(partnerType)].heading;

describe('partner grouping', () => {
  it('names the groups of spec §2', () => {
    expect(heading('clinic')).toBe('QRS Clinics');
    expect(heading('distributor')).toBe('Distributors');
    expect(heading('research')).toBe('Research Centers');
    expect(heading('wellnesscenter')).toBe('Research Centers');
    expect(heading('')).toBe('Research Centers');
    expect(content.groups[partnerGroup('distributor')].badge).toBe('Distributor');
  });

  it('groups in a fixed order and leaves out empty groups', () => {
    const groups = groupPartners([
      { id: 1, partnerType: 'research' },
      { id: 2, partnerType: 'clinic' },
      { id: 3, partnerType: 'other' },
      { id: 4, partnerType: 'clinic' },
    ]);
    expect(groups.map((g) => [content.groups[g.group].heading, g.partners.map((p) => p.id)])).toEqual([
      ['QRS Clinics', [2, 4]],
      ['Research Centers', [1, 3]],
    ]);
  });

  it('splits services into chips', () => {
    expect(partnerServices('Therapy, Consulting ,, Sales')).toEqual(['Therapy', 'Consulting', 'Sales']);
    expect(partnerServices('')).toEqual([]);
  });
});
