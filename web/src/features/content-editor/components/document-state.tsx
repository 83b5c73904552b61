import { CalendarClock, CheckCircle2, ClipboardCheck, MessageSquareWarning, PencilLine } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { DocumentReview, DocumentSummary } from '../api/content-api';
import { reviewBadgeWords } from '@/lib/reviews';
import { formatInZone } from '@/lib/time-zone';

/** stateWords says where a document stands, as the list and the editor show it. */
export function stateWords(doc: Pick<DocumentSummary, 'draft' | 'published'>, timeZone: string): string {
  if (doc.published.version === 0) return 'Not published in this language';
  if (doc.draft?.publishAt) return `Scheduled for ${formatInZone(doc.draft.publishAt, timeZone, { seconds: 'auto' })} (${timeZone})`;
  if (doc.draft) return 'Draft — unpublished changes';
  return 'Published';
}

/** DocumentStateBadge is the state of a document at a glance: published, draft or scheduled. */
export function DocumentStateBadge({ doc, timeZone }: { doc: Pick<DocumentSummary, 'draft' | 'published'>; timeZone: string }) {
  const words = stateWords(doc, timeZone);
  if (doc.published.version === 0)
    return (
      <Badge tone="warning">
        <PencilLine className="h-3.5 w-3.5" aria-hidden />
        {words}
      </Badge>
    );
  if (doc.draft?.publishAt)
    return (
      <Badge tone="info">
        <CalendarClock className="h-3.5 w-3.5" aria-hidden />
        {words}
      </Badge>
    );
  if (doc.draft)
    return (
      <Badge tone="warning">
        <PencilLine className="h-3.5 w-3.5" aria-hidden />
        {words}
      </Badge>
    );
  return (
    <Badge tone="success">
      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
      {words}
    </Badge>
  );
}

/** publishedWords is the live version in a line: "Version 4 · by ann · 23 Nov 2026, 09:00". */
export function publishedWords(published: DocumentSummary['published'], timeZone: string): string {
  if (published.version === 0) return 'Its pages show the English text with a notice';
  return `Version ${published.version} · by ${published.updatedBy} · ${formatInZone(published.updatedAt, timeZone)}`;
}

/** publishedSentence is the live version in a sentence: "version 4, published by ann on 23 Nov 2026, 09:00". */
export function publishedSentence(published: DocumentSummary['published'], timeZone: string): string {
  if (published.version === 0) return 'no version in this language yet';
  return `version ${published.version}, published by ${published.updatedBy} on ${formatInZone(published.updatedAt, timeZone)}`;
}

/** ReviewBadge says where a document stands in review: "In review" or "Changes requested"; nothing without a review. */
export function ReviewBadge({ review }: { review: DocumentReview | null | undefined }) {
  const words = reviewBadgeWords(review);
  if (!words) return null;
  if (review?.state === 'pending')
    return (
      <Badge tone="review">
        <ClipboardCheck className="h-3.5 w-3.5" aria-hidden />
        {words}
      </Badge>
    );
  return (
    <Badge tone="warning">
      <MessageSquareWarning className="h-3.5 w-3.5" aria-hidden />
      {words}
    </Badge>
  );
}
