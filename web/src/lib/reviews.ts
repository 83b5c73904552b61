// The words and rules of review before publishing, as the review queue, the content editor and
// the settings show them. The longest note and comment are the server's too, from
// web/content/rules.json, which it refuses beyond.

import type { Role } from '@/lib/admin/roles';
import { DEFAULT_LANGUAGE, languageName } from '@/lib/languages';
import type { DocumentReview } from '@/lib/api/content-documents';
import { reviewRules } from '@/lib/site-rules';
import { formatInZone } from '@/lib/time-zone';

/** ReviewState is where a review stands. */
export type ReviewState = 'pending' | 'approved' | 'changes-requested' | 'withdrawn';

/** ReviewSettings are which documents need review (all of them, or those listed) and the reviewers besides the owners. */
export interface ReviewSettings {
  everything: boolean;
  documents: string[];
  reviewers: string[];
}

/** ReviewOutline is what the words of a review in the queue are made of. */
export interface ReviewOutline {
  name: string;
  locale: string;
  state: ReviewState;
  author: string;
  decidedBy?: string | null;
  decidedAt?: string | null;
  selfApproved?: boolean;
}

/** NOTE_MAX is the longest note that goes with a draft sent for review (web/content/rules.json). */
export const NOTE_MAX = reviewRules.noteMax;
/** COMMENT_MAX is the longest comment of a reviewer who asks for changes (web/content/rules.json). */
export const COMMENT_MAX = reviewRules.commentMax;

/** listWords joins names for a sentence: "ann", "ann and ben", "ann, ben and cy". */
export function listWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** inReview tells whether a document's draft waits for review: then it is locked. */
export function inReview(doc: { review?: DocumentReview | null }): boolean {
  return doc.review?.state === 'pending';
}

/** reviewBadgeWords is the state of a document's review in two words, or '' when it has none to show. */
export function reviewBadgeWords(review: DocumentReview | null | undefined): '' | 'In review' | 'Changes requested' {
  if (review?.state === 'pending') return 'In review';
  if (review?.state === 'changes-requested') return 'Changes requested';
  return '';
}

/** inReviewBy says who reviews it: "In review by ann and the owners", or "In review" when the server names nobody. */
export function inReviewBy(review: Pick<DocumentReview, 'reviewers'>): string {
  const names = review.reviewers ?? [];
  return names.length ? `In review by ${listWords(names)}` : 'In review';
}

/** canWithdraw tells whether the signed-in account may take a pending review back: its author, or an owner. */
export function canWithdraw(review: Pick<DocumentReview, 'author' | 'state'>, me: string | undefined, role: Role | undefined): boolean {
  if (review.state !== 'pending') return false;
  return role === 'owner' || (role === 'editor' && me !== undefined && me === review.author);
}

/** commentProblem is what is wrong with a request-changes comment, or '' when it will do. */
export function commentProblem(comment: string): string {
  const text = comment.trim();
  if (!text) return 'Say what should change: the comment is sent to the author.';
  if (text.length > COMMENT_MAX) return `The comment is too long: at most ${COMMENT_MAX} characters (${text.length} now).`;
  return '';
}

/** noteProblem is what is wrong with the note of a draft sent for review, or '' when it will do (it may be empty). */
export function noteProblem(note: string): string {
  const n = note.trim().length;
  return n > NOTE_MAX ? `The note is too long: at most ${NOTE_MAX} characters (${n} now).` : '';
}

/**
 * wishedTimeProblem is what is wrong with the wished time of going live, a wall time in the
 * site's zone ("YYYY-MM-DDTHH:MM:SS"), given the wall time there now; '' when it will do or is empty.
 */
export function wishedTimeProblem(wallTimeValue: string, nowWall: string): string {
  if (!wallTimeValue) return '';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(wallTimeValue)) return 'Give a date and a time.';
  return wallTimeValue <= nowWall ? 'That time has passed: choose a later one, or leave it empty to publish once approved.' : '';
}

/** needsReview tells whether the settings want changes to a document reviewed. */
export function needsReview(settings: Pick<ReviewSettings, 'everything' | 'documents'>, key: string): boolean {
  return settings.everything || settings.documents.includes(key);
}

/** withItem answers list with item in it (on) or out of it, in order and once. */
export function withItem(list: readonly string[], item: string, on: boolean): string[] {
  const rest = list.filter((x) => x !== item);
  return on ? [...rest, item] : rest;
}

/** sameSettings tells whether two review settings say the same, whatever the order of their lists. */
export function sameSettings(a: ReviewSettings, b: ReviewSettings): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && [...x].sort().join('\n') === [...y].sort().join('\n');
  return a.everything === b.everything && same(a.documents, b.documents) && same(a.reviewers, b.reviewers);
}

/** wishedWords says when a reviewed draft goes live: "Publish on 1 Dec 2026, 09:00" or "Publish once approved". */
export function wishedWords(publishAt: string | null | undefined, timeZone: string): string {
  return publishAt ? `Publish on ${formatInZone(publishAt, timeZone, { seconds: 'auto' })} (${timeZone})` : 'Publish once approved';
}

/** approvalWords says what approving does: publish now, or schedule it at the wished time if that is still ahead. */
export function approvalWords(publishAt: string | null | undefined, timeZone: string, now = Date.now()): string {
  if (publishAt && Date.parse(publishAt) > now)
    return `It is scheduled to go live on ${formatInZone(publishAt, timeZone, { seconds: 'auto' })} (${timeZone}), as the author asked.`;
  return 'It goes live at once: visitors see it now.';
}

/** decisionWords says how a decided review ended: "Approved by ann on 1 Dec 2026, 09:00". */
export function decisionWords(review: ReviewOutline, timeZone: string): string {
  const when = review.decidedAt ? ` on ${formatInZone(review.decidedAt, timeZone)}` : '';
  switch (review.state) {
    case 'approved':
      return review.selfApproved
        ? `Approved by ${review.decidedBy ?? review.author}${when}: their own change, as the only owner`
        : `Approved by ${review.decidedBy ?? 'a reviewer'}${when}`;
    case 'changes-requested':
      return `Changes requested by ${review.decidedBy ?? 'a reviewer'}${when}`;
    case 'withdrawn':
      return `Withdrawn by ${review.decidedBy ?? review.author}${when}`;
    default:
      return 'Waiting for review';
  }
}

/** STATE_LABELS name a review's state in a word or two. */
export const STATE_LABELS: Record<ReviewState, string> = {
  pending: 'In review',
  approved: 'Approved',
  'changes-requested': 'Changes requested',
  withdrawn: 'Withdrawn',
};

/** nameInLanguage names a document, with its language when that is not the default: "Legal notice (Deutsch)". */
export const nameInLanguage = (r: Pick<ReviewOutline, 'name' | 'locale'>) =>
  r.locale && r.locale !== DEFAULT_LANGUAGE ? `${r.name} (${languageName(r.locale)})` : r.name;
