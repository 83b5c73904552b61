import { describe, expect, it } from 'vitest';
import { addDays, clockOf, dayOf, daysShown, isDay, movedTo, step, weekTitle } from './calendar-days';

describe('the calendar days', () => {
  it('shows a month as its whole weeks, Monday to Sunday', () => {
    const may = daysShown('month', '2026-05-17');
    expect(may[0]).toBe('2026-04-27');
    expect(may.at(-1)).toBe('2026-05-31');
    expect(may).toHaveLength(35);
    // A month of six weeks: August 2026 starts on a Saturday and ends on a Monday.
    const august = daysShown('month', '2026-08-01');
    expect([august[0], august.at(-1), august.length]).toEqual(['2026-07-27', '2026-09-06', 42]);
  });

  it('shows a week from its Monday, across a month and a year', () => {
    expect(daysShown('week', '2026-12-31')).toEqual([
      '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03',
    ]);
    expect(weekTitle('2026-12-31')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(weekTitle('2026-05-01')).toBe('27 Apr – 3 May 2026');
    expect(weekTitle('2026-05-06')).toBe('4 – 10 May 2026');
  });

  it('steps by months from their first day and by weeks from their Monday', () => {
    expect(step('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(step('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(step('week', '2026-05-06', 1)).toBe('2026-05-11');
  });

  it('counts days across the change to summer time as whole days', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('keeps an entry’s time of day when it moves to another day', () => {
    const at = '2026-03-27T09:30:15+01:00';
    expect(dayOf(at)).toBe('2026-03-27');
    expect(clockOf(at)).toBe('09:30');
    // The offset is left to the server: summer time starts on the 29th.
    expect(movedTo(at, '2026-03-30')).toBe('2026-03-30T09:30:15');
  });

  it('takes only real days written YYYY-MM-DD', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('4 May 2026')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
