const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * formatUSLongDate shows "YYYY-MM-DD" as "March 5, 2024". The date is read as a calendar
 * day, so no visitor's time zone moves it to the day before; "" or junk gives "". Written
 * without Intl, which the server's JavaScript engine lacks, so server and browser agree.
 */
export function formatUSLongDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
  if (!m) return '';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return '';
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** formatUSDateOrYear shows "YYYY-MM-DD" as a long US date and a bare "YYYY" as it is. */
export function formatUSDateOrYear(value: string): string {
  return /^\d{4}$/.test(value.trim()) ? value.trim() : formatUSLongDate(value);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
