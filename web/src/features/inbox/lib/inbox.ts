// The contact inbox's logic and words: where a message stands, which ones a search and the
// filters show, and how they are counted. The panel's components only lay these out.
import type { InboxMessage } from '@/lib/entities';
import { plural } from '@/lib/plural';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { contactSubjectLabel, contactSubjects } from '@/lib/site-rules';

/** The states the inbox filters by, with their labels. */
export const INBOX_STATES = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'answered', label: 'Answered' },
  { value: 'not-answered', label: 'Not answered' },
] as const;
export type InboxState = (typeof INBOX_STATES)[number]['value'];

/** ALL_SUBJECTS is the subject filter's choice that keeps every subject. */
export const ALL_SUBJECTS = 'all';

/** subjectChoices are the subject filter's options: every subject, then the contact form's four. */
export const subjectChoices = [
  { value: ALL_SUBJECTS, label: 'All subjects' },
  ...contactSubjects(DEFAULT_LANGUAGE),
];

/** InboxFilter is what the editor searched for and chose to see. */
export interface InboxFilter {
  search: string;
  subject: string;
  state: InboxState;
}

export const NO_FILTER: InboxFilter = { search: '', subject: ALL_SUBJECTS, state: 'all' };

/** isFiltered tells whether the filter hides anything a full list would show. */
export function isFiltered(f: InboxFilter): boolean {
  return f.search.trim() !== '' || f.subject !== ALL_SUBJECTS || f.state !== 'all';
}

/** fold makes text comparable as people search it: case and accents do not matter ("muller" finds "Müller"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** inState tells whether a message stands as the state filter asks. */
export function inState(m: InboxMessage, state: InboxState): boolean {
  switch (state) {
    case 'unread':
      return m.readAt === null;
    case 'answered':
      return m.answeredAt !== null;
    case 'not-answered':
      return m.answeredAt === null;
    default:
      return true;
  }
}

/**
 * filterInbox answers the messages the filter shows, in the inbox's order: every word of the
 * search in the name, e-mail or text (in any order), the subject chosen and the state chosen.
 */
export function filterInbox(messages: readonly InboxMessage[], f: InboxFilter): InboxMessage[] {
  const words = fold(f.search).split(/\s+/).filter(Boolean);
  return messages.filter((m) => {
    if (f.subject !== ALL_SUBJECTS && m.subject !== f.subject) return false;
    if (!inState(m, f.state)) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${m.name}\n${m.email}\n${m.message}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** unreadCount is how many messages nobody has opened yet. */
export function unreadCount(messages: readonly InboxMessage[]): number {
  return messages.filter((m) => m.readAt === null).length;
}

/** PREVIEW_AT is how many characters of a message its line in the list shows, about what two lines of it hold on a wide screen. */
export const PREVIEW_AT = 280;

/** countMessages counts messages in words: '1 message', '4 messages'. */
export function countMessages(n: number): string {
  return plural(n, 'message');
}

/** inboxSummary is the line under the tab's heading: '4 messages, 3 unread'. */
export function inboxSummary(messages: readonly InboxMessage[]): string {
  const unread = unreadCount(messages);
  return unread > 0 ? `${countMessages(messages.length)}, ${unread} unread` : countMessages(messages.length);
}

/**
 * listDate is when a message came, as the list shows it: the time for today, the day this
 * year, the day and year before. timeZone is the reader's own unless given.
 */
export function listDate(value: string, now = new Date(), timeZone?: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const day = (x: Date) => x.toLocaleDateString('en-CA', { timeZone }); // YYYY-MM-DD
  if (day(d) === day(now)) return d.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const sameYear = day(d).slice(0, 4) === day(now).slice(0, 4);
  return d.toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric', year: sameYear ? undefined : 'numeric' });
}

/** subjectLabel is the subject as the visitor chose it in the form, in the panel's language (the default one). */
export function subjectLabel(value: string): string {
  return contactSubjectLabel(value, DEFAULT_LANGUAGE);
}
