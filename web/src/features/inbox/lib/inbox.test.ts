import { describe, expect, it } from 'vitest';
import { fullDate } from '@/lib/admin/full-date';
import type { InboxMessage } from '@/lib/entities';
import {
  ALL_SUBJECTS,
  countMessages,
  filterInbox,
  inboxSummary,
  isFiltered,
  listDate,
  NO_FILTER,
  subjectChoices,
  unreadCount,
} from './inbox';

let nextId = 1;
const message = (name: string, over: Partial<InboxMessage> = {}): InboxMessage => ({
  id: nextId++,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  subject: 'other',
  message: 'A question about the devices.',
  createdAt: '2026-03-02T09:00:00Z',
  readAt: null,
  answeredAt: null,
  ...over,
});

const maria = message('Maria Müller', { subject: 'wellness-centers', message: 'Nearest centre to Zürich?' });
const tom = message('Tom Berger', { subject: 'qrs-coin', readAt: '2026-03-02T10:00:00Z', message: 'Minimum investment?' });
const aiko = message('Aiko Tanaka', {
  subject: 'qrs-technology',
  email: 'a.tanaka@clinic.jp',
  readAt: '2026-03-02T10:00:00Z',
  answeredAt: '2026-03-03T08:00:00Z',
});
const inbox = [maria, tom, aiko];
const names = (list: InboxMessage[]) => list.map((m) => m.name);

describe('inbox', () => {
  it('shows everything, in order, without a filter', () => {
    expect(names(filterInbox(inbox, NO_FILTER))).toEqual(['Maria Müller', 'Tom Berger', 'Aiko Tanaka']);
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it('finds a message by name, e-mail or text, whatever the case or accents', () => {
    const find = (search: string) => names(filterInbox(inbox, { ...NO_FILTER, search }));
    expect(find('muller')).toEqual(['Maria Müller']);
    expect(find('ZURICH')).toEqual(['Maria Müller']);
    expect(find('clinic.jp')).toEqual(['Aiko Tanaka']);
    expect(find('investment')).toEqual(['Tom Berger']);
    expect(find('  tom   minimum ')).toEqual(['Tom Berger']);
    expect(find('tom zurich')).toEqual([]);
    expect(find('devices')).toEqual(['Aiko Tanaka']);
    expect(isFiltered({ ...NO_FILTER, search: ' x ' })).toBe(true);
    expect(isFiltered({ ...NO_FILTER, search: '   ' })).toBe(false);
  });

  it('filters by subject and by state', () => {
    expect(names(filterInbox(inbox, { ...NO_FILTER, subject: 'qrs-coin' }))).toEqual(['Tom Berger']);
    expect(names(filterInbox(inbox, { ...NO_FILTER, state: 'unread' }))).toEqual(['Maria Müller']);
    expect(names(filterInbox(inbox, { ...NO_FILTER, state: 'answered' }))).toEqual(['Aiko Tanaka']);
    expect(names(filterInbox(inbox, { ...NO_FILTER, state: 'not-answered' }))).toEqual(['Maria Müller', 'Tom Berger']);
    expect(names(filterInbox(inbox, { search: 'tanaka', subject: 'qrs-coin', state: 'all' }))).toEqual([]);
  });

  it('offers every subject of the contact form after all subjects', () => {
    expect(subjectChoices.map((s) => s.value)).toEqual([ALL_SUBJECTS, 'qrs-technology', 'qrs-coin', 'wellness-centers', 'other']);
    expect(subjectChoices[0].label).toBe('All subjects');
  });

  it('counts messages and unread ones in words', () => {
    expect(unreadCount(inbox)).toBe(1);
    expect(countMessages(1)).toBe('1 message');
    expect(countMessages(4)).toBe('4 messages');
    expect(countMessages(0)).toBe('0 messages');
    expect(inboxSummary(inbox)).toBe('3 messages, 1 unread');
    expect(inboxSummary([tom])).toBe('1 message');
  });
});

describe('inbox dates', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  it('shows the time for today, the day this year and the year before', () => {
    expect(listDate('2026-03-02T09:15:00Z', now, 'UTC')).toBe('9:15 AM');
    expect(listDate('2026-02-27T09:15:00Z', now, 'UTC')).toBe('Feb 27');
    expect(listDate('2025-12-31T23:00:00Z', now, 'UTC')).toBe('Dec 31, 2025');
    expect(listDate('2026-03-01T23:30:00Z', now, 'Europe/Zurich')).toBe('12:30 AM');
    expect(listDate('not a date', now, 'UTC')).toBe('not a date');
  });
  it('shows the date in full in an opened message', () => {
    expect(fullDate('2026-03-02T09:15:00Z', 'UTC')).toBe('Mar 2, 2026, 9:15 AM');
  });
});
