import { describe, expect, it } from 'vitest';
import { compareText } from './text-order';

describe('compareText', () => {
  it('orders alphabetically regardless of case, then upper before lower', () => {
    expect(['events', 'Talks', 'Clinics', 'Events', 'archive'].sort(compareText)).toEqual(['archive', 'Clinics', 'Events', 'events', 'Talks']);
  });
});
