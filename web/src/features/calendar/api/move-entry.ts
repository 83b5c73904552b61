import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import { inLanguage } from '@/lib/languages';
import { movedTo } from '../lib/calendar-days';
import { CALENDAR_PATH, type CalendarEntry } from './get-calendar';

/** MoveRequest moves an entry to another day of the site's zone, at its time of day. */
export interface MoveRequest {
  entry: CalendarEntry;
  day: string;
}

/**
 * moveEntry sets the entry's draft to publish itself on day at the same time of day, through
 * the schedule's own route (PUT /api/content/{key}/schedule), on the revision the calendar
 * read: a document changed since is refused (409) rather than overwritten.
 */
export const moveEntry = ({ entry, day }: MoveRequest) =>
  apiJSON<unknown>(
    'PUT',
    inLanguage(`/api/content/${encodeURIComponent(entry.key)}/schedule`, entry.locale),
    { publishAt: movedTo(entry.at, day) },
    { 'If-Match': `"${entry.revision}"` },
  );

/** startsWith tells whether a query's key is a path under one of prefixes. */
const under = (key: readonly unknown[], prefixes: string[]) =>
  typeof key[0] === 'string' && prefixes.some((p) => (key[0] as string).startsWith(p));

/**
 * useMoveEntry moves an entry; whatever the answer, the calendar and the editor's states are
 * read again, so a refused move shows the document as it is now.
 */
export function useMoveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveEntry,
    onSettled: () => client.invalidateQueries({ predicate: (q) => under(q.queryKey, [CALENDAR_PATH, '/api/content']) }),
  });
}
