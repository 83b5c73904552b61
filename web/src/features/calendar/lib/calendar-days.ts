// The calendar's days are the site's days: "YYYY-MM-DD" strings of the site's time zone, as
// GET /api/calendar answers them, and an entry's `at` is its wall time there with the offset
// ("2026-05-04T09:30:00+02:00"). The arithmetic below is on those strings as dates of no zone
// (UTC noon-free midnights), so the computer's own zone never shifts a day.

/** CalendarView is how many days the calendar shows at once: a month's weeks, or one week. */
export type CalendarView = 'month' | 'week';

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

/** isDay tells whether value is a real day written YYYY-MM-DD. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = toDate(value);
  return !Number.isNaN(d.getTime()) && toDay(d) === value;
}

/** addDays answers the day n days after day (before it for a negative n). */
export function addDays(day: string, n: number): string {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return toDay(d);
}

/** firstOfMonth answers the first day of day's month, n months later. */
export function firstOfMonth(day: string, n = 0): string {
  const d = toDate(day);
  return toDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1)));
}

/** mondayOf answers the Monday of day's week (weeks start on Monday). */
export function mondayOf(day: string): string {
  return addDays(day, -((toDate(day).getUTCDay() + 6) % 7));
}

/**
 * daysShown are the days a view around day shows: the week's seven, or the month's whole
 * weeks, Monday to Sunday (35 or 42 days, some of the months before and after).
 */
export function daysShown(view: CalendarView, day: string): string[] {
  const first = view === 'week' ? mondayOf(day) : mondayOf(firstOfMonth(day));
  const last = view === 'week' ? addDays(first, 6) : addDays(mondayOf(addDays(firstOfMonth(day, 1), -1)), 6);
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

/** step answers the day the previous (-1) or next (1) month or week opens at. */
export function step(view: CalendarView, day: string, by: -1 | 1): string {
  return view === 'week' ? addDays(mondayOf(day), 7 * by) : firstOfMonth(day, by);
}

const format = (day: string, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...opts }).format(toDate(day));

/** monthTitle names day's month: "May 2026". */
export const monthTitle = (day: string) => format(day, { month: 'long', year: 'numeric' });

/** weekTitle names the week of day by its first and last days: "4 – 10 May 2026", "27 Apr – 3 May 2026". */
export function weekTitle(day: string): string {
  const first = mondayOf(day);
  const last = addDays(first, 6);
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const start = format(first, sameMonth ? { day: 'numeric' } : sameYear ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' });
  return `${start} – ${format(last, { day: 'numeric', month: 'short', year: 'numeric' })}`;
}

/** longDay names a day in full: "Monday, 4 May 2026". */
export const longDay = (day: string) => format(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** shortDay names a day briefly: "Mon 4 May". */
export const shortDay = (day: string) => format(day, { weekday: 'short', day: 'numeric', month: 'short' });

/** weekdayName is a day's short weekday: "Mon". */
export const weekdayName = (day: string) => format(day, { weekday: 'short' });

/** dayOf answers the site's day of an entry's time: "2026-05-04T09:30:00+02:00" → "2026-05-04". */
export const dayOf = (at: string) => at.slice(0, 10);

/** clockOf answers the site's wall clock of an entry's time: "09:30". */
export const clockOf = (at: string) => at.slice(11, 16);

/**
 * movedTo answers the wall time in the site's zone of an entry moved to another day at the
 * same time of day: "2026-05-04T09:30:00+02:00" to "2026-05-06" → "2026-05-06T09:30:00", what
 * PUT …/schedule takes (the server finds the offset of that day, summer time or not).
 */
export const movedTo = (at: string, day: string) => `${day}T${at.slice(11, 19)}`;
