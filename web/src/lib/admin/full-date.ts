/** fullDate is a date in full, as the opened message and the trash show it: 'Mar 2, 2026, 9:15 AM'. */
export function fullDate(value: string, timeZone?: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
}
