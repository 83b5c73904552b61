import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';

/**
 * CalendarEntry is one entry of the publishing calendar: what happens (kind: 'scheduled', a
 * draft due to publish itself; other kinds may come) to which document in which language,
 * when (RFC 3339 in the site's zone: its date and time are the site's wall clock), by whom,
 * and the document's revision, which moving it sends as If-Match.
 */
export interface CalendarEntry {
  kind: string;
  key: string;
  title: string;
  locale: string;
  at: string;
  by: string;
  revision: number;
}

/** Calendar is GET /api/calendar: the days asked for, the site's zone and its day today, the entries by time. */
export interface Calendar {
  from: string;
  to: string;
  timeZone: string;
  today: string;
  entries: CalendarEntry[];
}

/** CALENDAR_PATH is where the calendar is read; its queries' keys start with it. */
export const CALENDAR_PATH = '/api/calendar';

/** calendarPath is the calendar's address for the days from to to, in one language or ('') all. */
export function calendarPath(from: string, to: string, locale: string): string {
  const q = new URLSearchParams({ from, to });
  if (locale) q.set('locale', locale);
  return `${CALENDAR_PATH}?${q}`;
}

/** calendarQueryOptions read the calendar of those days; the path is the key. */
export const calendarQueryOptions = (from: string, to: string, locale: string) =>
  queryOptions({
    queryKey: [calendarPath(from, to, locale)],
    queryFn: () => apiJSON<Calendar>('GET', calendarPath(from, to, locale)),
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** useCalendar is the calendar of the days from to to, in one language or ('') all. */
export function useCalendar(from: string, to: string, locale: string) {
  return useQuery(calendarQueryOptions(from, to, locale));
}
