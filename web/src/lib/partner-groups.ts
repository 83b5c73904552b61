import type { GlobalPartner } from './entities';

/** PartnerGroupHeading is a heading of the partners directory. */
export type PartnerGroupHeading = 'QRS Clinics' | 'Distributors' | 'Research Centers';

/** partnerGroupHeading names the group of a partner type (spec §2): anything but clinic or distributor is research. */
export function partnerGroupHeading(partnerType: string): PartnerGroupHeading {
  switch (partnerType.trim().toLowerCase()) {
    case 'clinic':
      return 'QRS Clinics';
    case 'distributor':
      return 'Distributors';
    default:
      return 'Research Centers';
  }
}

/** partnerTypeLabel is the text of a partner card's type badge. */
export function partnerTypeLabel(partnerType: string): string {
  switch (partnerGroupHeading(partnerType)) {
    case 'QRS Clinics':
      return 'Clinic';
    case 'Distributors':
      return 'Distributor';
    default:
      return 'Research Center';
  }
}

const groupOrder: PartnerGroupHeading[] = ['QRS Clinics', 'Distributors', 'Research Centers'];

/** groupPartners splits partners into the directory's groups, in a fixed order, leaving out empty groups. */
export function groupPartners<T extends Pick<GlobalPartner, 'partnerType'>>(
  partners: readonly T[],
): Array<{ heading: PartnerGroupHeading; partners: T[] }> {
  return groupOrder
    .map((heading) => ({ heading, partners: partners.filter((p) => partnerGroupHeading(p.partnerType) === heading) }))
    .filter((g) => g.partners.length > 0);
}

/** partnerServices splits the comma-separated services into chips. */
export function partnerServices(services: string): string[] {
  return services
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
