import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Check, ExternalLink, MessageSquareText, Undo2 } from 'lucide-react';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describedBy, Field } from '@/components/ui/field';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChoiceDialog } from '@/components/ui/choice-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { editorHref } from '@/lib/admin/panel-links';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/api/session';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { editorStateQueryOptions } from '@/lib/api/content-documents';
import { formatInZone } from '@/lib/time-zone';
import { useDecide, type Review } from '../api/reviews';
import { approvalWords, COMMENT_MAX, commentProblem, nameInLanguage } from '@/lib/reviews';

/** CompareProps are what the compare view of two versions of a document takes (the history's, which the panel passes in). */
export interface CompareProps {
  left: unknown;
  right: unknown;
  leftLabel: string;
  rightLabel: string;
  caption: string;
}

/** reasonOf is the server's words of a refusal, or a plain sentence when the server was not reached. */
const reasonOf = (err: unknown) => (err instanceof ApiError ? err.serverMessage() : 'Could not reach the server. Please try again.');

/**
 * ReviewDetail is one review waiting: who sent it, their note and wished time, and its change
 * field by field, the published text beside the draft (the history's compare view). A
 * reviewer who may decide it approves it (after a confirmation that says whether it goes live
 * now or at the wished time) or asks for changes with a comment; others read it.
 */
export function ReviewDetail({
  review,
  timeZone,
  onDecided,
  Compare,
}: {
  review: Review;
  timeZone: string;
  onDecided: () => void;
  Compare: ComponentType<CompareProps>;
}) {
  const locale = review.locale || DEFAULT_LANGUAGE;
  const state = useQuery({ ...editorStateQueryOptions(review.key, locale), staleTime: 0 });
  const me = useSession().data?.username;
  const decide = useDecide();
  const [asking, setAsking] = useState<'approve' | 'changes' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = nameInLanguage(review);

  // The decision names the revision whose draft the compare view shows: what the reviewer read.
  const revision = state.data?.revision ?? -1;
  const approve = () => {
    setAsking(null);
    setFailure(null);
    decide.mutate(
      { review, revision, approve: true },
      {
        onSuccess: (next) =>
          {
            toast({
              title: `Approved: ${name}`,
              description: next.draft?.publishAt ? `Goes live on ${formatInZone(next.draft.publishAt, timeZone, { seconds: 'auto' })} (${timeZone}).` : 'The pages are live.',
            });
            onDecided();
          },
        onError: (err) => setFailure(reasonOf(err)),
      },
    );
  };

  const sent = me !== undefined && me === review.author;
  const mine = sent || (me !== undefined && (review.authors ?? []).includes(me));
  return (
    <article aria-labelledby={`review-${review.id}-title`} className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`review-${review.id}-title`} className="text-lg font-semibold">
            {name}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Sent for review by {review.author} on {formatInZone(review.submittedAt, timeZone)}
          </p>
        </div>
        <Link to={editorHref(review.key, locale)} className={buttonClasses('outline', 'sm')}>
          <ExternalLink className="h-4 w-4" aria-hidden />
          Open in the editor
        </Link>
      </div>

      <dl className="mt-4 grid gap-3 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 font-medium">
            <MessageSquareText className="h-4 w-4 text-muted-foreground" aria-hidden />
            Note
          </dt>
          <dd className="mt-0.5 whitespace-pre-wrap break-words">{review.note || <span className="text-muted-foreground">No note</span>}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 font-medium">
            <CalendarClock className="h-4 w-4 text-muted-foreground" aria-hidden />
            Goes live
          </dt>
          <dd className="mt-0.5">
            {review.publishAt ? `${formatInZone(review.publishAt, timeZone, { seconds: 'auto' })} (${timeZone}), once approved` : 'As soon as it is approved'}
          </dd>
        </div>
      </dl>

      <div className="mt-4">
        {state.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the change...
          </p>
        ) : state.error ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the change: {reasonOf(state.error)}
          </p>
        ) : state.data.draft ? (
          <Compare
            left={state.data.published.body}
            right={state.data.draft.body}
            leftLabel={state.data.published.version ? `Published (version ${state.data.published.version})` : 'Not published yet: the text it starts from'}
            rightLabel="Sent for review"
            caption={`Fields of ${name} the draft sent for review changes`}
          />
        ) : (
          <p className="text-sm text-muted-foreground">The document has no draft any more.</p>
        )}
      </div>

      {failure ? (
        <p role="alert" className="mt-4 rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}

      {review.canDecide ? (
        <div className="mt-4 flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setAsking('changes')} disabled={decide.isPending || !state.data?.draft}>
            <Undo2 className="h-4 w-4" aria-hidden />
            Request changes
          </Button>
          <Button onClick={() => setAsking('approve')} disabled={decide.isPending || !state.data?.draft}>
            <Check className="h-4 w-4" aria-hidden />
            Approve
          </Button>
        </div>
      ) : (
        <p className="mt-4 border-t border-border pt-4 text-sm text-muted-foreground">
          {sent
            ? 'You sent this change: another reviewer approves it or sends it back.'
            : mine
              ? 'You edited this draft: another reviewer approves it or sends it back.'
              : 'Owners and the reviewers they name approve this change or send it back; you can follow it here.'}
        </p>
      )}

      <ChoiceDialog
        open={asking === 'approve'}
        title={`Approve ${name}?`}
        description={approvalWords(review.publishAt, timeZone)}
        actionLabel="Approve"
        onCancel={() => setAsking(null)}
        onAction={approve}
      />
      <RequestChangesDialog
        open={asking === 'changes'}
        name={name}
        author={review.author}
        busy={decide.isPending}
        onCancel={() => setAsking(null)}
        onSend={(comment, done) =>
          decide.mutate(
            { review, revision, comment },
            {
              onSuccess: () => {
                setAsking(null);
                toast({ title: `Sent back to ${review.author}`, description: 'They see your comment on the document.' });
                onDecided();
              },
              onError: (err) => done(reasonOf(err)),
            },
          )
        }
      />
    </article>
  );
}

/** RequestChangesDialog asks what should change; the comment is required, and goes to the author. */
function RequestChangesDialog({
  open,
  name,
  author,
  busy,
  onCancel,
  onSend,
}: {
  open: boolean;
  name: string;
  author: string;
  busy: boolean;
  onCancel: () => void;
  onSend: (comment: string, failed: (reason: string) => void) => void;
}) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = commentProblem(comment);
    setProblem(wrong);
    if (!wrong) onSend(comment.trim(), setProblem);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setProblem('');
          onCancel();
        }
      }}
      title={`Request changes to ${name}`}
      description={`The draft goes back to ${author} with your comment; they change it and send it again.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id={id} label="What should change" error={problem} hint={`Required · ${comment.length}/${COMMENT_MAX} characters`}>
          <Textarea
            id={id}
            rows={5}
            value={comment}
            maxLength={COMMENT_MAX}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(id, problem)}
            onChange={(e) => {
              setComment(e.target.value);
              if (problem) setProblem('');
            }}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            <Undo2 className="h-4 w-4" aria-hidden />
            Send back
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
