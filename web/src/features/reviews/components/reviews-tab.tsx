import { ArrowLeft, CalendarClock, ClipboardCheck, MessageSquareText } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { Badge } from '@/components/ui/badge';
import { editorHref } from '@/lib/admin/panel-links';
import { cn } from '@/lib/cn';
import { DEFAULT_LANGUAGE, languageName } from '@/lib/languages';
import { formatInZone } from '@/lib/time-zone';
import { useReviews, useSiteZone, type Review } from '../api/reviews';
import { decisionWords, nameInLanguage, STATE_LABELS, wishedWords } from '@/lib/reviews';
import { ReviewDetail, type CompareProps } from './review-detail';

/**
 * ReviewsTab is the review queue: the drafts waiting for review, oldest first, and the
 * reviews decided lately. A waiting one opens (?review=<id>, so a reload or a mailed link
 * keeps it) with its change beside the published text; owners and the named reviewers approve
 * it or send it back with a comment. Everyone else follows the queue without acting on it.
 * Compare is the history's compare view, which the panel passes in.
 */
export function ReviewsTab({ Compare }: { Compare: ComponentType<CompareProps> }) {
  const [params, setParams] = useSearchParams();
  const pending = useReviews('pending');
  const decided = useReviews('decided');
  const timeZone = useSiteZone();
  const chosenId = Number(params.get('review') ?? NaN);
  const chosen = pending.data?.reviews.find((r) => r.id === chosenId) ?? null;
  const canReview = pending.data?.canReview ?? false;

  const choose = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('review');
      else next.set('review', String(id));
      return next;
    });

  return (
    <section aria-labelledby="reviews-heading">
      <TabHeader
        title="Reviews"
        summary={
          canReview
            ? 'Drafts sent for review before they go live. Open one to compare it with the published text, then approve it or send it back with a comment.'
            : 'Drafts sent for review before they go live. Owners and the reviewers they name approve them or send them back.'
        }
      />
      <h2 id="reviews-heading" className="sr-only">
        Review queue
      </h2>
      <div className="lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <div className={cn(chosen && 'hidden lg:block')}>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Waiting for review{pending.data ? ` (${pending.data.reviews.length})` : ''}
          </h3>
          <ListStatus isPending={pending.isPending} error={pending.error} what="the reviews" />
          {pending.data && pending.data.reviews.length === 0 ? (
            <EmptyState title="Nothing waits for review">Drafts sent for review show here.</EmptyState>
          ) : null}
          <ul aria-label="Waiting for review" className="space-y-2">
            {pending.data?.reviews.map((r) => (
              <li key={r.id}>
                <QueueItem review={r} timeZone={timeZone} chosen={r.id === chosen?.id} onChoose={() => choose(r.id)} />
              </li>
            ))}
          </ul>
        </div>
        <div className={cn('min-w-0', !chosen && 'hidden lg:block')}>
          {chosen ? (
            <>
              <button
                type="button"
                onClick={() => choose(null)}
                className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary lg:hidden"
              >
                <ArrowLeft className="h-4 w-4" aria-hidden />
                All reviews
              </button>
              <ReviewDetail key={chosen.id} review={chosen} timeZone={timeZone} onDecided={() => choose(null)} Compare={Compare} />
            </>
          ) : (
            <div className="flex min-h-48 flex-col items-center justify-center rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
              <ClipboardCheck className="mb-2 h-6 w-6" aria-hidden />
              {params.get('review') && pending.data ? 'That review is no longer waiting: it was decided or withdrawn.' : 'Choose a review to see its change.'}
            </div>
          )}
        </div>
      </div>

      <div className={cn('mt-10', chosen && 'hidden lg:block')}>
        <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Decided lately</h3>
        <ListStatus isPending={decided.isPending} error={decided.error} what="the decided reviews" />
        {decided.data && decided.data.reviews.length === 0 ? <p className="text-sm text-muted-foreground">No review was decided yet.</p> : null}
        <ul aria-label="Decided reviews" className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-white empty:hidden">
          {decided.data?.reviews.map((r) => (
            <li key={r.id} className="p-3 text-sm sm:px-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link to={editorHref(r.key, r.locale || DEFAULT_LANGUAGE)} className="font-semibold hover:underline">
                  {nameInLanguage(r)}
                </Link>
                <Badge tone={r.state === 'approved' ? 'success' : r.state === 'changes-requested' ? 'warning' : 'neutral'}>{STATE_LABELS[r.state]}</Badge>
              </div>
              <p className="mt-1 text-muted-foreground">
                Sent by {r.author} on {formatInZone(r.submittedAt, timeZone)} · {decisionWords(r, timeZone)}
              </p>
              {r.comment ? <p className="mt-1 whitespace-pre-wrap break-words">“{r.comment}”</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** QueueItem is one review waiting: its document and language, who sent it when, their note and wished time. */
function QueueItem({ review: r, timeZone, chosen, onChoose }: { review: Review; timeZone: string; chosen: boolean; onChoose: () => void }) {
  return (
    <button
      type="button"
      aria-current={chosen ? 'true' : undefined}
      onClick={onChoose}
      className={cn(
        'w-full rounded-lg border bg-white p-3 text-left text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-primary',
        chosen ? 'border-primary ring-1 ring-primary' : 'border-border hover:bg-muted/50',
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{r.name}</span>
        <Badge tone="outline">{languageName(r.locale || DEFAULT_LANGUAGE)}</Badge>
      </span>
      <span className="mt-1 block text-xs text-muted-foreground">
        Sent by {r.author} · {formatInZone(r.submittedAt, timeZone)}
      </span>
      {r.note ? (
        <span className="mt-2 flex gap-1.5 break-words">
          <MessageSquareText className="mt-0.5 h-3.5 w-3.5 shrink-0 text-muted-foreground" aria-hidden />
          <span className="line-clamp-3">{r.note}</span>
        </span>
      ) : null}
      <span className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
        <CalendarClock className="h-3.5 w-3.5 shrink-0" aria-hidden />
        {wishedWords(r.publishAt, timeZone)}
      </span>
    </button>
  );
}
