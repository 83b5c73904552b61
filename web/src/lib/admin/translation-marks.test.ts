import { describe, expect, it } from 'vitest';
import { sourceChangedNote, translationLabel } from './translation-marks';

describe('translation marks', () => {
  it('say when the English text changed, dated as the panel dates things', () => {
    expect(sourceChangedNote('2026-03-02T09:15:00Z', 'UTC')).toBe('English changed on Mar 2, 2026, 9:15 AM: review');
  });

  it('label a field in a language by its own name', () => {
    expect(translationLabel('Description', 'de')).toBe('Description (Deutsch)');
  });
});
