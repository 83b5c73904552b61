import { describe, expect, it } from 'vitest';
import type { DocumentReview } from '@/lib/api/content-documents';
import {
  approvalWords,
  canWithdraw,
  COMMENT_MAX,
  commentProblem,
  decisionWords,
  inReview,
  inReviewBy,
  listWords,
  nameInLanguage,
  needsReview,
  NOTE_MAX,
  noteProblem,
  reviewBadgeWords,
  sameSettings,
  wishedTimeProblem,
  wishedWords,
  withItem,
} from './reviews';

const pending: DocumentReview = {
  id: 7,
  state: 'pending',
  author: 'cy@example.com',
  note: 'New imprint address',
  publishAt: null,
  submittedAt: '2026-11-20T08:00:00Z',
  reviewers: ['ann@example.com', 'ben@example.com'],
};

describe('review before publishing', () => {
  it('names the document’s state in review for the list, and nothing once it is decided', () => {
    expect(reviewBadgeWords(pending)).toBe('In review');
    expect(reviewBadgeWords({ ...pending, state: 'changes-requested', comment: 'Spell the street right' })).toBe('Changes requested');
    expect(reviewBadgeWords(null)).toBe('');
    expect(inReview({ review: pending })).toBe(true);
    expect(inReview({ review: { ...pending, state: 'changes-requested' } })).toBe(false);
    expect(inReview({ review: null })).toBe(false);
  });

  it('says who reviews a draft', () => {
    expect(inReviewBy(pending)).toBe('In review by ann@example.com and ben@example.com');
    expect(inReviewBy({ reviewers: ['ann', 'ben', 'cy'] })).toBe('In review by ann, ben and cy');
    expect(inReviewBy({ reviewers: [] })).toBe('In review');
    expect(listWords(['ann'])).toBe('ann');
  });

  it('lets the author or an owner withdraw a waiting draft, nobody else', () => {
    expect(canWithdraw(pending, 'cy@example.com', 'editor')).toBe(true);
    expect(canWithdraw(pending, 'dee@example.com', 'owner')).toBe(true);
    expect(canWithdraw(pending, 'ben@example.com', 'editor')).toBe(false);
    // A viewer whose name is the author's still changes nothing.
    expect(canWithdraw(pending, 'cy@example.com', 'viewer')).toBe(false);
    expect(canWithdraw({ ...pending, state: 'changes-requested' }, 'cy@example.com', 'editor')).toBe(false);
    expect(canWithdraw(pending, undefined, 'editor')).toBe(false);
  });

  it('requires a comment to send a draft back, of at most the server’s length', () => {
    expect(commentProblem('   ')).toMatch(/Say what should change/);
    expect(commentProblem('Please fix the phone number')).toBe('');
    expect(commentProblem('x'.repeat(COMMENT_MAX))).toBe('');
    expect(commentProblem('x'.repeat(COMMENT_MAX + 1))).toMatch(/at most 1000 characters \(1001 now\)/);
  });

  it('takes an empty note, and refuses one too long', () => {
    expect(noteProblem('')).toBe('');
    expect(noteProblem('x'.repeat(NOTE_MAX))).toBe('');
    expect(noteProblem('x'.repeat(NOTE_MAX + 1))).toMatch(/at most 500 characters/);
  });

  it('takes a wished time still ahead in the site’s zone, or none', () => {
    const now = '2026-11-26T10:00:00';
    expect(wishedTimeProblem('', now)).toBe('');
    expect(wishedTimeProblem('2026-11-26T10:00:01', now)).toBe('');
    expect(wishedTimeProblem('2026-11-26T10:00:00', now)).toMatch(/has passed/);
    expect(wishedTimeProblem('2026-11-25T23:00', now)).toMatch(/has passed/);
    expect(wishedTimeProblem('tomorrow', now)).toBe('Give a date and a time.');
  });

  it('says when an approved draft goes live', () => {
    expect(wishedWords(null, 'Europe/Vaduz')).toBe('Publish once approved');
    expect(wishedWords('2026-12-01T08:00:00Z', 'Europe/Vaduz')).toBe('Publish on 1 Dec 2026, 09:00 (Europe/Vaduz)');
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(approvalWords('2026-12-01T08:00:00Z', 'Europe/Vaduz', now)).toMatch(/^It is scheduled to go live on 1 Dec 2026, 09:00/);
    // A wished time gone by meanwhile publishes at once, as the server does.
    expect(approvalWords('2026-11-01T08:00:00Z', 'Europe/Vaduz', now)).toMatch(/at once/);
    expect(approvalWords(null, 'UTC', now)).toMatch(/at once/);
  });

  it('says how a review ended, and when the only owner approved their own change', () => {
    const base = { name: 'Legal notice', locale: 'en', author: 'ann', decidedBy: 'ben', decidedAt: '2026-11-26T09:30:00Z' };
    expect(decisionWords({ ...base, state: 'approved' }, 'UTC')).toBe('Approved by ben on 26 Nov 2026, 09:30');
    expect(decisionWords({ ...base, state: 'approved', decidedBy: 'ann', selfApproved: true }, 'UTC')).toBe(
      'Approved by ann on 26 Nov 2026, 09:30: their own change, as the only owner',
    );
    expect(decisionWords({ ...base, state: 'changes-requested' }, 'UTC')).toBe('Changes requested by ben on 26 Nov 2026, 09:30');
    expect(decisionWords({ ...base, state: 'withdrawn', decidedBy: null, decidedAt: null }, 'UTC')).toBe('Withdrawn by ann');
  });

  it('names a document with its language when that is not the default', () => {
    expect(nameInLanguage({ name: 'Legal notice', locale: 'en' })).toBe('Legal notice');
    expect(nameInLanguage({ name: 'Legal notice', locale: 'de' })).toBe('Legal notice (Deutsch)');
  });

  it('tells which documents need review, and when settings changed', () => {
    const s = { everything: false, documents: ['legal', 'qrs-coin'], reviewers: ['ben'] };
    expect(needsReview(s, 'legal')).toBe(true);
    expect(needsReview(s, 'home')).toBe(false);
    expect(needsReview({ ...s, everything: true }, 'home')).toBe(true);
    expect(withItem(s.documents, 'home', true)).toEqual(['legal', 'qrs-coin', 'home']);
    expect(withItem(s.documents, 'legal', true)).toEqual(['qrs-coin', 'legal']);
    expect(withItem(s.documents, 'legal', false)).toEqual(['qrs-coin']);
    expect(sameSettings(s, { ...s, documents: ['qrs-coin', 'legal'] })).toBe(true);
    expect(sameSettings(s, { ...s, reviewers: [] })).toBe(false);
    expect(sameSettings(s, { ...s, everything: true })).toBe(false);
  });
});
