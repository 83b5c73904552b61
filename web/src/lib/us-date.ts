const usLong = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * formatUSLongDate shows "YYYY-MM-DD" as "March 5, 2024". The date is read as a calendar
 * day (UTC), so no visitor's time zone moves it to the day before; "" or junk gives "".
 */
export function formatUSLongDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? '' : usLong.format(d);
}
