import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  actorLabel,
  auditQuery,
  changeSummary,
  formatValue,
  formatWhen,
  isFiltered,
  kindChoices,
  kindLabel,
  NO_FILTER,
  personChoices,
  personOf,
  personValue,
} from './audit-log';

describe('auditQuery', () => {
  it('asks for everything without a filter', () => {
    expect(auditQuery(NO_FILTER)).toBe('');
  });

  it('sends the person even when it is the server, the kind, the page and its size', () => {
    const q = new URLSearchParams(auditQuery({ ...NO_FILTER, actor: '', kind: 'team-member' }, 41, 50).slice(1));
    expect(q.get('actor')).toBe('');
    expect(q.get('kind')).toBe('team-member');
    expect(q.get('before')).toBe('41');
    expect(q.get('limit')).toBe('50');
  });

  it('turns days into the start of the first and the end of the last in the local time zone', () => {
    const q = new URLSearchParams(auditQuery({ ...NO_FILTER, from: '2026-03-02', to: '2026-03-04' }).slice(1));
    expect(new Date(q.get('from')!).getTime()).toBe(new Date(2026, 2, 2).getTime());
    expect(new Date(q.get('to')!).getTime()).toBe(new Date(2026, 2, 5).getTime());
  });

  it('leaves out a day it cannot read', () => {
    expect(auditQuery({ ...NO_FILTER, from: 'yesterday' })).toBe('');
  });
});

describe('words of the log', () => {
  it('names kinds and actions, and ones it does not know by their own words', () => {
    expect(kindLabel('download')).toBe('Download');
    expect(kindLabel('two-factor')).toBe('Two factor');
    expect(actionLabel('update')).toBe('Changed');
    expect(actionLabel('end-session')).toBe('End session');
  });

  it('names the server for its own changes', () => {
    expect(actorLabel('', 'the server')).toBe('the server');
    expect(actorLabel('anna', 'the server')).toBe('anna');
  });

  it('writes values: text as is, nothing as a dash, the rest as JSON', () => {
    expect(formatValue('Medical Director')).toBe('Medical Director');
    expect(formatValue(null)).toBe('—');
    expect(formatValue('')).toBe('—');
    expect(formatValue(3)).toBe('3');
    expect(formatValue(false)).toBe('false');
    expect(formatValue([3, 1, 2])).toBe('[3,1,2]');
  });

  it('says what changed in a few words', () => {
    expect(changeSummary([])).toBe('');
    expect(changeSummary([{ field: 'title', from: 'a', to: 'b' }])).toBe('title');
    expect(changeSummary([{ field: 'a', from: 1, to: 2 }, { field: 'b', from: 1, to: 2 }])).toBe('2 fields');
  });

  it('writes times in the US style', () => {
    expect(formatWhen('2026-11-23T05:17:06Z', 'UTC')).toBe('Nov 23, 2026, 5:17 AM');
    expect(formatWhen('not a time')).toBe('not a time');
  });
});

describe('filters', () => {
  it('knows when something is left out', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, actor: '' })).toBe(true);
    expect(isFiltered({ ...NO_FILTER, to: '2026-03-02' })).toBe(true);
  });

  it('offers everyone and each person, the server among them, with values that are never empty', () => {
    const choices = personChoices(['', 'anna'], 'the server');
    expect(choices.map((c) => c.label)).toEqual(['Everyone', 'the server', 'anna']);
    expect(choices.every((c) => c.value !== '')).toBe(true);
    expect(personOf(personValue(''))).toBe('');
    expect(personOf(personValue('anna'))).toBe('anna');
    expect(personOf(personValue(null))).toBeNull();
  });

  it('offers every kind, then the kinds by label', () => {
    expect(kindChoices(['team-member', 'download']).map((c) => c.label)).toEqual(['Every kind', 'Download', 'Team member']);
  });
});
