import rules from '../../content/rules.json';

/** ResultBadge names the badge of a clinical result; the home document words it. */
export type ResultBadge = 'excellent' | 'veryGood' | 'good' | 'moderate';

const { thresholds, otherwise } = rules.resultBadges as { thresholds: Array<{ badge: ResultBadge; min: number }>; otherwise: ResultBadge };

/**
 * resultBadge names the badge of a clinical result by its improvement percent (spec §4,
 * thresholds §9): the thresholds are in web/content/rules.json, which the server's
 * research paper reads too.
 */
export function resultBadge(improvement: number): ResultBadge {
  return thresholds.find((t) => improvement >= t.min)?.badge ?? otherwise;
}
