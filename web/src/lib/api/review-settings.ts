// The site's review settings (GET /api/settings/review): which documents' changes need
// review, who reviews them, and whether the signed-in account does. The reviews feature
// edits them.

import { queryOptions } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import type { ReviewSettings } from '@/lib/reviews';

/** ReviewSettingsAnswer is GET /api/settings/review: the settings, and whether the caller reviews. */
export interface ReviewSettingsAnswer extends ReviewSettings {
  canReview?: boolean;
  /**
   * cancelledSchedules, in the answer of a save, are the schedules it cancelled: drafts that
   * now need review and whose schedule no approval set would have gone live unreviewed.
   */
  cancelledSchedules?: CancelledSchedule[];
}

/** CancelledSchedule is a draft's schedule that turning review on cancelled. */
export interface CancelledSchedule {
  key: string;
  locale: string;
  name: string;
  publishAt: string;
  scheduledBy: string;
}

export const REVIEW_SETTINGS_PATH = '/api/settings/review';

export const reviewSettingsQueryOptions = queryOptions({
  queryKey: [REVIEW_SETTINGS_PATH],
  queryFn: () => apiJSON<ReviewSettingsAnswer>('GET', REVIEW_SETTINGS_PATH),
});
