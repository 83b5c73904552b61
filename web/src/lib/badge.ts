/** resultBadge names the badge of a clinical result by its improvement percent (spec §4). */
export function resultBadge(improvement: number): 'Excellent' | 'Very Good' | 'Good' | 'Moderate' {
  if (improvement >= 80) return 'Excellent';
  if (improvement >= 70) return 'Very Good';
  if (improvement >= 60) return 'Good';
  return 'Moderate';
}
