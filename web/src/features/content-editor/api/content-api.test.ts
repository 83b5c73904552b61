import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { conflictOf, contentListQueryOptions, editorStateQueryOptions, lastChange, pendingSchedule, scheduleRefetchInterval, translationStatusQueryOptions } from './content-api';

describe('content API helpers', () => {
  it('reads the state from a conflict, and nothing from other errors', () => {
    const state = { revision: 7, key: 'qrs-coin' };
    expect(conflictOf(new ApiError(409, 'Conflict', JSON.stringify({ message: 'changed', state })))).toMatchObject(state);
    expect(conflictOf(new ApiError(409, 'Conflict', JSON.stringify({ message: 'There is no draft' })))).toBeNull();
    expect(conflictOf(new ApiError(400, 'Bad Request', JSON.stringify({ state })))).toBeNull();
    expect(conflictOf(new Error('x'))).toBeNull();
  });

  it('names the last writer: the draft when newer than the published version', () => {
    const published = { version: 3, updatedAt: '2026-11-20T08:00:00Z', updatedBy: 'ann' };
    const draft = { updatedAt: '2026-11-21T08:00:00Z', updatedBy: 'bob', baseVersion: 3, publishAt: null, body: {} };
    expect(lastChange({ published: { ...published, body: {} }, draft })).toEqual({ by: 'bob', at: draft.updatedAt });
    expect(lastChange({ published: { ...published, body: {} }, draft: null })).toEqual({ by: 'ann', at: published.updatedAt });
  });

  it('looks again soon after a schedule is due, and not at all without one', () => {
    const now = Date.parse('2026-11-23T08:00:00Z');
    expect(scheduleRefetchInterval(null, now)).toBe(false);
    expect(scheduleRefetchInterval('2026-11-23T08:00:02Z', now)).toBe(2500);
    expect(scheduleRefetchInterval('2026-11-23T09:00:00Z', now)).toBe(5000);
    expect(scheduleRefetchInterval('2026-11-23T07:00:00Z', now)).toBe(1000);
    expect(
      pendingSchedule([{ draft: null }, { draft: { publishAt: '2026-11-24T00:00:00Z' } }, { draft: { publishAt: '2026-11-23T00:00:00Z' } }] as never),
    ).toBe('2026-11-23T00:00:00Z');
  });

  it('reads a document in English at its own path, and in German with ?locale=de', () => {
    expect(editorStateQueryOptions('home').queryKey).toEqual(['/api/content/home/draft']);
    expect(contentListQueryOptions().queryKey).toEqual(['/api/content']);
    expect(editorStateQueryOptions('home', 'de').queryKey).toEqual(['/api/content/home/draft?locale=de']);
    expect(contentListQueryOptions('de').queryKey).toEqual(['/api/content?locale=de']);
    expect(translationStatusQueryOptions('home', 'de').queryKey).toEqual(['/api/content/home/translation-status?locale=de']);
  });
});
