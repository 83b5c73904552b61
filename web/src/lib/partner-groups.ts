import rules from '../../content/rules.json';
import type { GlobalPartner, PartnerCategory } from './entities';
import { WHITE_SPACE_RUN } from './site-rules';
import { fieldLang } from './untranslated';

/**
 * PartnerGroup is one of the directory's three default groups (spec §2); the global-partners
 * document words each (its heading and its badge).
 */
export type PartnerGroup = 'clinic' | 'distributor' | 'research';

/**
 * FALLBACK_PARTNER_TYPES are the partner types of spec §5 offered while no partner category
 * exists; each value is one of the default groups.
 */
export const FALLBACK_PARTNER_TYPES: ReadonlyArray<{ value: PartnerGroup; label: string }> = [
  { value: 'clinic', label: 'Clinic' },
  { value: 'distributor', label: 'Distributor' },
  { value: 'research', label: 'Research Center' },
];

/**
 * partnerTypeValue is a category's partner-type value (spec §5), by the partner-type rule of
 * rules.json: the name lowercased, each run of white space replaced by the joiner ("Research
 * Center" → "researchcenter"). The server reads the same rule when a renamed category takes
 * its partners along (PartnerTypeValue in Go).
 */
export function partnerTypeValue(categoryName: string): string {
  const name = rules.partnerType.lowercase ? categoryName.toLowerCase() : categoryName;
  return name.replace(WHITE_SPACE_RUN, rules.partnerType.joiner);
}

/**
 * defaultGroupOf answers the default group a type value stands for: a fallback type's value
 * ('research') or the value of its label ('researchcenter', as a category named like the
 * fallback option has), else undefined.
 */
export function defaultGroupOf(value: string): PartnerGroup | undefined {
  return FALLBACK_PARTNER_TYPES.find((t) => t.value === value || partnerTypeValue(t.label) === value)?.value;
}

/** partnerGroup is the default group of a partner type (spec §2): anything but clinic or distributor is research. */
export function partnerGroup(partnerType: string): PartnerGroup {
  const group = defaultGroupOf(partnerTypeValue(partnerType));
  return group === 'clinic' || group === 'distributor' ? group : 'research';
}

/** DirectoryGroup is one group of the partners directory with its partners. */
export interface DirectoryGroup<T> {
  /** key is stable across renders: a default group's name, or 'category:' and the category's type value. */
  key: string;
  /** defaultGroup is set for the three default types, which the global-partners document words. */
  defaultGroup: PartnerGroup | null;
  /** name is the category's name for an editor's category ('' for a default group without one). */
  name: string;
  /** nameLang is the lang of a name shown in the default language on a page in another (see fieldLang). */
  nameLang?: string;
  partners: T[];
}

/**
 * ListedCategory is a partner category as a page's list holds it: in a language other than
 * the default, its name may be translated, and source keeps the name partners refer to it by.
 */
export type ListedCategory = PartnerCategory & { untranslated?: string[]; source?: { name?: string } };

// Categories in their display order, then by name (plain code-unit order, so the server's
// render and the browser's agree), then by id.
const byDisplayOrder = (a: PartnerCategory, b: PartnerCategory) =>
  a.displayOrder - b.displayOrder || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id;

/**
 * groupPartners splits partners into the directory's groups. Each active category is a
 * group, in display order, holding the partners whose type is the category's type value;
 * a category standing for a default type (Clinic, Distributor, Research or Research Center)
 * is that default group. Partners whose type no active category has fall back to spec §2's
 * rule (clinic, distributor, anything else research), in default groups after the
 * categories' ones, so nobody disappears. Empty groups are left out.
 */
export function groupPartners<T extends Pick<GlobalPartner, 'partnerType'>>(
  partners: readonly T[],
  categories: readonly ListedCategory[] = [],
): Array<DirectoryGroup<T>> {
  const groups = new Map<string, DirectoryGroup<T>>();
  const keyOfValue = new Map<string, string>();
  for (const c of categories.filter((k) => k.isActive).sort(byDisplayOrder)) {
    // Partners refer to a category by its name in the default language (the one it was given).
    const value = partnerTypeValue(c.source?.name ?? c.name);
    if (value === '' || keyOfValue.has(value)) continue;
    const defaultGroup = defaultGroupOf(value) ?? null;
    const key = defaultGroup ?? `category:${value}`;
    keyOfValue.set(value, key);
    if (!groups.has(key)) groups.set(key, { key, defaultGroup, name: defaultGroup ? '' : c.name, nameLang: defaultGroup ? undefined : fieldLang(c, 'name'), partners: [] });
  }
  for (const { value } of FALLBACK_PARTNER_TYPES) {
    if (!groups.has(value)) groups.set(value, { key: value, defaultGroup: value, name: '', partners: [] });
  }
  for (const p of partners) {
    const key = keyOfValue.get(partnerTypeValue(p.partnerType)) ?? partnerGroup(p.partnerType);
    groups.get(key)!.partners.push(p);
  }
  return [...groups.values()].filter((g) => g.partners.length > 0);
}

/** groupTexts answers a group's heading and its cards' badge: the document's for a default group, else the category's name. */
export function groupTexts(
  group: Pick<DirectoryGroup<unknown>, 'defaultGroup' | 'name'>,
  texts: Record<PartnerGroup, { heading: string; badge: string }>,
): { heading: string; badge: string } {
  return group.defaultGroup ? texts[group.defaultGroup] : { heading: group.name, badge: group.name };
}

/** partnerServices splits the comma-separated services into chips. */
export function partnerServices(services: string): string[] {
  return services
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
