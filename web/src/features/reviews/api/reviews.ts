// Review before publishing: the queue of drafts sent for review (GET /api/reviews), its count
// for the panel's navigation, the decisions on one (approve, request changes), and the site's
// settings of which documents need review and who reviews them (GET/PUT /api/settings/review).
// Sending a draft for review and withdrawing it are the editor's writes (content-api.ts).

import { queryOptions, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { peekContent } from '@/lib/site-content';
import { usableZone } from '@/lib/time-zone';
import { contentListQueryOptions, documentPath, type EditorState } from '@/lib/api/content-documents';
import { REVIEW_SETTINGS_PATH, reviewSettingsQueryOptions, type ReviewSettingsAnswer } from '@/lib/api/review-settings';
import type { ReviewSettings, ReviewState } from '@/lib/reviews';

/** Review is one review of a document's draft in a language, as the queue lists it. */
export interface Review {
  id: number;
  key: string;
  locale: string;
  /** name is the document's name for editors. */
  name: string;
  state: ReviewState;
  /** author sent it for review. */
  author: string;
  /** authors are everyone who saved the draft since the last publish (the sender among them); none of them decides it. */
  authors?: string[];
  note: string;
  /** publishAt is when the author wishes it to go live (RFC 3339), or null. */
  publishAt: string | null;
  submittedAt: string;
  decidedBy?: string | null;
  decidedAt?: string | null;
  comment?: string | null;
  /** selfApproved is true when the only owner approved their own change. */
  selfApproved?: boolean;
  /** canDecide is true when the signed-in account may approve it or send it back. */
  canDecide: boolean;
}

/** ReviewList is GET /api/reviews: the reviews asked for, and whether the caller reviews at all. */
export interface ReviewList {
  reviews: Review[];
  canReview: boolean;
}

/** Which is the part of the queue asked for: the reviews waiting (oldest first), or the decided ones (newest first). */
export type Which = 'pending' | 'decided';

/** REVIEWS_PATH is where the queue is read; its queries' keys start with it. */
export const REVIEWS_PATH = '/api/reviews';

/** reviewsQueryOptions read the pending or the decided reviews, in every language. */
export const reviewsQueryOptions = (which: Which) =>
  queryOptions({
    queryKey: [`${REVIEWS_PATH}?state=${which}`],
    queryFn: () => apiJSON<ReviewList>('GET', `${REVIEWS_PATH}?state=${which}`),
  });

/** useReviews is the pending or the decided reviews; the queue is looked at again on focus. */
export function useReviews(which: Which) {
  return useQuery({ ...reviewsQueryOptions(which), staleTime: 0, refetchOnWindowFocus: true });
}

/** reviewCountQueryOptions read how many reviews wait, for the navigation's count. */
export const reviewCountQueryOptions = queryOptions({
  queryKey: [`${REVIEWS_PATH}/count`],
  queryFn: () => apiJSON<{ pending: number }>('GET', `${REVIEWS_PATH}/count`),
});

/** useReviewCount is the number of reviews waiting; it is looked at again each minute and on focus. */
export function useReviewCount() {
  return useQuery({ ...reviewCountQueryOptions, refetchInterval: 60_000, refetchOnWindowFocus: true });
}


/** useReviewSettings is the site's review settings. */
export function useReviewSettings() {
  return useQuery(reviewSettingsQueryOptions);
}

/** under tells whether a query's key is a path under one of prefixes. */
const under = (query: Query, prefixes: string[]) => {
  const first = query.queryKey[0];
  return typeof first === 'string' && prefixes.some((p) => first.startsWith(p));
};

/** REVIEWED are the reads a review's step changes: the queue and its count, the documents' states, the calendar. */
const REVIEWED = [REVIEWS_PATH, '/api/content', '/api/calendar'];

/**
 * useSaveReviewSettings stores the settings (owners); every document's state and the calendar
 * are read again, as whether it needs review may change and turning it on cancels the
 * schedules no approval set.
 */
export function useSaveReviewSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) => apiJSON<ReviewSettingsAnswer>('PUT', REVIEW_SETTINGS_PATH, settings),
    onSuccess: (saved) => client.setQueryData(reviewSettingsQueryOptions.queryKey, (prev) => ({ ...prev, ...saved })),
    onSettled: () => client.invalidateQueries({ predicate: (q) => under(q, ['/api/content', '/api/calendar', REVIEW_SETTINGS_PATH]) }),
  });
}

/**
 * Decision is a reviewer's word on a review: approve it, or send it back with a comment. It
 * names the review and the document's revision whose draft the reviewer read: the server
 * refuses it (409) when the author withdrew and sent other text meanwhile.
 */
export type Decision = { review: Pick<Review, 'id' | 'key' | 'locale'>; revision: number } & ({ approve: true } | { comment: string });

/** decide sends a decision; the server answers the document's state after it. */
export function decide(decision: Decision): Promise<EditorState> {
  const { id, key, locale } = decision.review;
  const read = { reviewId: id, revision: decision.revision };
  if ('approve' in decision) return apiJSON<EditorState>('POST', documentPath(key, '/review/approve', locale || DEFAULT_LANGUAGE), read);
  return apiJSON<EditorState>('POST', documentPath(key, '/review/request-changes', locale || DEFAULT_LANGUAGE), { ...read, comment: decision.comment });
}

/** useDecide approves a review or sends it back; whatever the answer, the queue, the documents and the calendar are read again. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // Not awaited: the queue read again drops the review decided, and the view that sent the
    // decision with it, whose own callbacks (its toast) must run first.
    onSettled: () => {
      void client.invalidateQueries({ predicate: (q) => under(q, REVIEWED) });
    },
  });
}

/** invalidateReviews reads again what a review's step changes (after the editor sends or withdraws one). */
export function invalidateReviews(client: ReturnType<typeof useQueryClient>) {
  return client.invalidateQueries({ predicate: (q) => under(q, [REVIEWS_PATH, '/api/calendar']) });
}

/** useSiteZone is the site's time zone, in which the queue shows its times: as the documents' list gives it. */
export function useSiteZone(): string {
  const list = useQuery(contentListQueryOptions());
  return usableZone(list.data?.find((d) => d.timeZone)?.timeZone ?? peekContent('site')?.timeZone);
}
