import { describe, expect, it } from 'vitest';
import content from '../../content/defaults/global-partners.json';
import partnerTypeCases from '../../content/testdata/partner-type-values.json';
import type { PartnerCategory } from './entities';
import { groupPartners, groupTexts, partnerGroup, partnerServices, partnerTypeValue } from './partner-groups';

const heading = (partnerType: string) => content.groups[partnerGroup(partnerType)].heading;

let nextId = 1;
const category = (name: string, displayOrder: number, isActive = true): PartnerCategory => ({
  id: nextId++, name, description: '', displayOrder, isActive,
});

/** directory is what a visitor reads: each group's heading with the ids of its partners and their badge. */
function directory(partners: Array<{ id: number; partnerType: string }>, categories: PartnerCategory[] = []) {
  return groupPartners(partners, categories).map((g) => {
    const texts = groupTexts(g, content.groups);
    return [texts.heading, texts.badge, g.partners.map((p) => p.id)];
  });
}

describe('partner grouping', () => {
  it('names the groups of spec §2', () => {
    expect(heading('clinic')).toBe('QRS Clinics');
    expect(heading('distributor')).toBe('Distributors');
    expect(heading('research')).toBe('Research Centers');
    expect(heading('wellnesscenter')).toBe('Research Centers');
    expect(heading('')).toBe('Research Centers');
    expect(content.groups[partnerGroup('distributor')].badge).toBe('Distributor');
  });

  it('groups in a fixed order and leaves out empty groups while no category exists', () => {
    expect(
      directory([
        { id: 1, partnerType: 'research' },
        { id: 2, partnerType: 'clinic' },
        { id: 3, partnerType: 'other' },
        { id: 4, partnerType: 'clinic' },
      ]),
    ).toEqual([
      ['QRS Clinics', 'Clinic', [2, 4]],
      ['Research Centers', 'Research Center', [1, 3]],
    ]);
  });

  it('groups under the active categories in their display order, then name, named after the category', () => {
    const categories = [category('Wellness Centers', 2), category('Spa Resorts', 1), category('Mobile Units', 1)];
    expect(
      directory(
        [
          { id: 1, partnerType: 'wellnesscenters' },
          { id: 2, partnerType: 'sparesorts' },
          { id: 3, partnerType: 'mobileunits' },
          { id: 4, partnerType: 'wellnesscenters' },
        ],
        categories,
      ),
    ).toEqual([
      ['Mobile Units', 'Mobile Units', [3]],
      ['Spa Resorts', 'Spa Resorts', [2]],
      ['Wellness Centers', 'Wellness Centers', [1, 4]],
    ]);
  });

  it('puts partners of no active category under the default groups after the categories, so nobody disappears', () => {
    const categories = [category('Wellness Centers', 0), category('Retired Kind', 1, false)];
    expect(
      directory(
        [
          { id: 1, partnerType: 'distributor' },
          { id: 2, partnerType: 'retiredkind' },
          { id: 3, partnerType: 'wellnesscenters' },
          { id: 4, partnerType: 'clinic' },
          { id: 5, partnerType: 'gone' },
        ],
        categories,
      ),
    ).toEqual([
      ['Wellness Centers', 'Wellness Centers', [3]],
      ['QRS Clinics', 'Clinic', [4]],
      ['Distributors', 'Distributor', [1]],
      ['Research Centers', 'Research Center', [2, 5]],
    ]);
  });

  it('keeps the spec headings for categories of the default types, at the categories’ place', () => {
    const categories = [
      category('Research Center', 0),
      category('Wellness Centers', 1),
      category('Clinic', 2),
      category('Distributor', 3),
    ];
    expect(
      directory(
        [
          { id: 1, partnerType: 'clinic' },
          { id: 2, partnerType: 'researchcenter' },
          // the fallback option's value joins the category named like the option
          { id: 3, partnerType: 'research' },
          { id: 4, partnerType: 'distributor' },
          { id: 5, partnerType: 'wellnesscenters' },
        ],
        categories,
      ),
    ).toEqual([
      ['Research Centers', 'Research Center', [2, 3]],
      ['Wellness Centers', 'Wellness Centers', [5]],
      ['QRS Clinics', 'Clinic', [1]],
      ['Distributors', 'Distributor', [4]],
    ]);
  });

  it('matches a partner type written with capitals or spaces to its category', () => {
    expect(directory([{ id: 1, partnerType: 'Wellness Centers' }], [category('Wellness Centers', 0)])).toEqual([
      ['Wellness Centers', 'Wellness Centers', [1]],
    ]);
  });

  it('makes one group of two categories with the same type value, named after the first', () => {
    const categories = [category('Wellness centers', 1), category('Wellness Centers', 0)];
    expect(directory([{ id: 1, partnerType: 'wellnesscenters' }], categories)).toEqual([['Wellness Centers', 'Wellness Centers', [1]]]);
  });

  it('shows no group without partners', () => {
    expect(directory([], [category('Wellness Centers', 0)])).toEqual([]);
  });

  it('derives a category’s type value from its name (spec §5)', () => {
    expect(partnerTypeValue('Wellness Clinics')).toBe('wellnessclinics');
    expect(partnerTypeValue(' Research\tCenter ')).toBe('researchcenter');
  });

  // The server runs the same cases (PartnerTypeValue in Go) when a renamed category takes its partners along.
  it.each(partnerTypeCases)('makes the type value the server makes: $about', ({ name, value }) => {
    expect(partnerTypeValue(name)).toBe(value);
  });

  it('makes the type value JavaScript’s own toLowerCase and \\s make, on every shared case', () => {
    for (const { name } of partnerTypeCases) expect(partnerTypeValue(name)).toBe(name.toLowerCase().replace(/\s+/g, ''));
  });

  it('splits services into chips', () => {
    expect(partnerServices('Therapy, Consulting ,, Sales')).toEqual(['Therapy', 'Consulting', 'Sales']);
    expect(partnerServices('')).toEqual([]);
  });

  it('groups partners under a category whose name is translated, by the name they refer to it by', () => {
    const spa = { ...category('Wellness Spa', 1), name: 'Wellness-Oase', source: { name: 'Wellness Spa' }, untranslated: [] };
    const lab = { ...category('Labs', 2), source: { name: 'Labs' }, untranslated: ['name'] };
    const groups = groupPartners([{ id: 7, partnerType: 'wellnessspa' }, { id: 8, partnerType: 'labs' }], [spa, lab]);
    expect(groups.map((g) => [g.name, g.nameLang, g.partners.map((p) => p.id)])).toEqual([
      ['Wellness-Oase', undefined, [7]],
      ['Labs', 'en', [8]],
    ]);
  });
});
