/** ResultBadge names the badge of a clinical result; the home document words it. */
export type ResultBadge = 'excellent' | 'veryGood' | 'good' | 'moderate';

/** resultBadge names the badge of a clinical result by its improvement percent (spec §4, thresholds §9). */
export function resultBadge(improvement: number): ResultBadge {
  if (improvement >= 80) return 'excellent';
  if (improvement >= 70) return 'veryGood';
  if (improvement >= 60) return 'good';
  return 'moderate';
}
