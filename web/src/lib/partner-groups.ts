import type { GlobalPartner } from './entities';

/** PartnerGroup is a group of the partners directory; the global-partners document words it. */
export type PartnerGroup = 'clinic' | 'distributor' | 'research';

/** partnerGroup is the group of a partner type (spec §2): anything but clinic or distributor is research. */
export function partnerGroup(partnerType: string): PartnerGroup {
  switch (partnerType.trim().toLowerCase()) {
    case 'clinic':
      return 'clinic';
    case 'distributor':
      return 'distributor';
    default:
      return 'research';
  }
}

const groupOrder: PartnerGroup[] = ['clinic', 'distributor', 'research'];

/** groupPartners splits partners into the directory's groups, in a fixed order, leaving out empty groups. */
export function groupPartners<T extends Pick<GlobalPartner, 'partnerType'>>(partners: readonly T[]): Array<{ group: PartnerGroup; partners: T[] }> {
  return groupOrder
    .map((group) => ({ group, partners: partners.filter((p) => partnerGroup(p.partnerType) === group) }))
    .filter((g) => g.partners.length > 0);
}

/** partnerServices splits the comma-separated services into chips. */
export function partnerServices(services: string): string[] {
  return services
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
