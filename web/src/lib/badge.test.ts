import { describe, expect, it } from 'vitest';
import home from '../../content/defaults/home.json';
import { resultBadge } from './badge';

describe('resultBadge', () => {
  it.each([
    [100, 'Excellent'], [80, 'Excellent'], [79.9, 'Very Good'], [70, 'Very Good'],
    [69, 'Good'], [60, 'Good'], [59.9, 'Moderate'], [0, 'Moderate'],
  ] as const)('%s%% is %s', (pct, badge) => {
    expect(home.clinicalStudy.badges[resultBadge(pct)]).toBe(badge);
  });
});
