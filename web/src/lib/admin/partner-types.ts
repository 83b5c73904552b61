import type { PartnerCategory } from '@/lib/entities';
import { FALLBACK_PARTNER_TYPES, partnerTypeValue } from '@/lib/partner-groups';

// A category's type value is the public directory's too: one definition.
export { partnerTypeValue };

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
  return unique.length > 0 ? unique : [...FALLBACK_PARTNER_TYPES];
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
