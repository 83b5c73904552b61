import { ClipboardCheck, MessageSquareWarning, Send, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describedBy, Field } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import type { DocumentReview } from '@/lib/api/content-documents';
import { inReviewBy, NOTE_MAX, noteProblem, wishedTimeProblem, wishedWords } from '@/lib/reviews';
import { formatInZone, normaliseWallTime, wallTime, zoneLabel } from '@/lib/time-zone';

/** reviewHref is the panel's address of a review in the queue. */
export const reviewHref = (id: number) => `/admin?tab=reviews&review=${id}`;

/**
 * ReviewNote is where the document's draft stands in review: waiting, with who reviews it, the
 * author's note and wished time, and Withdraw for its author or an owner; or sent back, with the
 * reviewer's comment. Nothing shows without a review.
 */
export function ReviewNote({
  review,
  timeZone,
  onWithdraw,
  busy,
}: {
  review: DocumentReview | null | undefined;
  timeZone: string;
  /** onWithdraw takes the draft back from review; absent for those who may not. */
  onWithdraw?: () => void;
  busy: boolean;
}) {
  if (!review) return null;
  if (review.state === 'changes-requested')
    return (
      <div role="status" className="mt-4 flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <MessageSquareWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <div className="min-w-0 space-y-1">
          <p className="whitespace-pre-wrap break-words">
            <strong>Changes requested:</strong> {review.comment}
          </p>
          <p className="text-xs text-amber-900">
            By {review.decidedBy ?? 'a reviewer'}
            {review.decidedAt ? ` on ${formatInZone(review.decidedAt, timeZone)}` : ''}. Change the draft, then send it for review again.
          </p>
        </div>
      </div>
    );
  return (
    <div role="status" className="mt-4 flex flex-wrap items-start gap-3 rounded-md border border-violet-200 bg-violet-50 p-3 text-sm text-violet-950">
      <ClipboardCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <p>
          <strong>{inReviewBy(review)}.</strong> Sent by {review.author} on {formatInZone(review.submittedAt, timeZone)}; the draft is
          locked until it is decided{onWithdraw ? ' or withdrawn' : ''}.
        </p>
        {review.note ? <p className="whitespace-pre-wrap break-words">Note: “{review.note}”</p> : null}
        <p className="text-xs text-violet-900">{wishedWords(review.publishAt, timeZone)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={reviewHref(review.id)}
          className="inline-flex h-9 items-center rounded-md px-3 text-sm font-medium underline underline-offset-2 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-primary"
        >
          See it in Reviews
        </Link>
        {onWithdraw ? (
          <Button variant="outline" size="sm" onClick={onWithdraw} disabled={busy}>
            <Undo2 className="h-4 w-4" aria-hidden />
            Withdraw
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** SendRequest is what goes with a draft sent for review: the note, and the wished wall time in the site's zone or null. */
export interface SendRequest {
  note: string;
  publishAt: string | null;
}

/**
 * SendForReviewDialog sends the draft for review instead of publishing it: a short note for the
 * reviewers, and optionally when it should go live once approved, a wall time in the site's zone
 * (as the schedule control takes it). Unsaved changes are saved first.
 */
export function SendForReviewDialog({
  open,
  name,
  timeZone,
  dirty,
  busy,
  error,
  onCancel,
  onSend,
  onTimeChange,
}: {
  open: boolean;
  name: string;
  timeZone: string;
  dirty: boolean;
  busy: boolean;
  /** error is the server's word on the wished time ("in the past"). */
  error?: string;
  onCancel: () => void;
  onSend: (request: SendRequest) => void;
  /** onTimeChange says the time was changed, so the server's word on the previous one can go. */
  onTimeChange?: () => void;
}) {
  const [note, setNote] = useState('');
  const [when, setWhen] = useState('');
  const [problems, setProblems] = useState<{ note?: string; when?: string }>({});
  const noteId = useId();
  const whenId = useId();
  const at = when ? new Date(`${normaliseWallTime(when)}Z`) : new Date();
  const whenProblem = problems.when || error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wall = when ? normaliseWallTime(when) : '';
    const next = { note: noteProblem(note), when: wishedTimeProblem(wall, wallTime(new Date(), timeZone)) };
    setProblems(next);
    if (next.note || next.when) return;
    onSend({ note: note.trim(), publishAt: wall || null });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={`Send ${name} for review`}
      description={`${dirty ? 'Your changes are saved as the draft and' : 'The draft is'} sent to the reviewers. It is locked until they approve it or send it back, or you withdraw it.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          id={noteId}
          label={
            <>
              Note for the reviewers <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          error={problems.note}
          hint={`What changed and why · ${note.length}/${NOTE_MAX} characters`}
        >
          <Textarea
            id={noteId}
            rows={3}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={problems.note ? true : undefined}
            aria-describedby={describedBy(noteId, problems.note)}
          />
        </Field>
        <Field
          id={whenId}
          label={
            <>
              Publish on — {zoneLabel(timeZone, Number.isNaN(at.getTime()) ? new Date() : at)}{' '}
              <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          error={whenProblem}
          hint="Empty: it goes live as soon as it is approved. A time: it goes live then, in the site’s time zone, once approved."
        >
          <Input
            id={whenId}
            type="datetime-local"
            step={1}
            value={when}
            onChange={(e) => {
              setWhen(e.target.value);
              setProblems((p) => ({ ...p, when: undefined }));
              onTimeChange?.();
            }}
            aria-invalid={whenProblem ? true : undefined}
            aria-describedby={describedBy(whenId, whenProblem)}
            className="w-auto min-w-0 sm:max-w-64"
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            <Send className="h-4 w-4" aria-hidden />
            Send for review
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
