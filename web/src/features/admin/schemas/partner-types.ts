import type { PartnerCategory } from '@/lib/entities';

/** The fallback partner types of spec §5, used while no partner category exists. */
export const FALLBACK_PARTNER_TYPES = [
  { value: 'clinic', label: 'Clinic' },
  { value: 'distributor', label: 'Distributor' },
  { value: 'research', label: 'Research Center' },
];

/** partnerTypeValue is a category's partner-type value: its name in lowercase with spaces removed (spec §5). */
export function partnerTypeValue(categoryName: string): string {
  return categoryName.toLowerCase().replace(/\s+/g, '');
}

/**
 * partnerTypeOptions lists the choices of the partner form: the active partner categories in
 * their display order, or the fallback types when there are none. Empty values are dropped,
 * since a select item must not have one (spec §5).
 */
export function partnerTypeOptions(categories: PartnerCategory[]): { value: string; label: string }[] {
  const active = categories
    .filter((c) => c.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
    .map((c) => ({ value: partnerTypeValue(c.name), label: c.name }))
    .filter((o) => o.value !== '');
  const unique = active.filter((o, i) => active.findIndex((p) => p.value === o.value) === i);
  return unique.length > 0 ? unique : FALLBACK_PARTNER_TYPES;
}

/**
 * partnerTypeName is how the admin panel names a partner's type value: after the category it
 * came from, active or not (an active one first, should two share a value), else after a
 * fallback type, else the raw value. Deactivating a category must not turn its partners'
 * badges into 'wellnesscentre'.
 */
export function partnerTypeName(value: string, categories: PartnerCategory[]): string {
  const byActivity = [...categories].sort((a, b) => Number(b.isActive) - Number(a.isActive));
  const category = byActivity.find((c) => partnerTypeValue(c.name) === value);
  if (category) return category.name;
  return FALLBACK_PARTNER_TYPES.find((t) => t.value === value)?.label ?? value;
}
