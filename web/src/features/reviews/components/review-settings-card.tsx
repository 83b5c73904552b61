import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { contentListQueryOptions } from '@/lib/api/content-documents';
import { documentName } from '@/lib/document-names';
import { useStaff } from '@/lib/api/staff-accounts';
import { useReviewSettings, useSaveReviewSettings } from '../api/reviews';
import { listWords, nameInLanguage, sameSettings, withItem, type ReviewSettings } from '@/lib/reviews';

/** reviewSummary says in a sentence what the settings ask for. */
export function reviewSummary(s: ReviewSettings): string {
  if (s.everything) return 'Every change to the site content is reviewed before it goes live.';
  if (s.documents.length === 0) return 'Review is off: editors publish their changes themselves.';
  const n = s.documents.length;
  return `${plural(n, 'document')} ${n === 1 ? 'needs' : 'need'} review before changes go live.`;
}

/**
 * ReviewSettingsCard is the owners' "Changes need review" settings: every document, or the
 * documents ticked (named as the editor's list names them), and the editors who review besides
 * the owners. The changes are saved together; the server's refusal shows under them.
 */
export function ReviewSettingsCard() {
  const settings = useReviewSettings();
  const docs = useQuery(contentListQueryOptions());
  const staff = useStaff();
  const save = useSaveReviewSettings();
  const [edited, setEdited] = useState<ReviewSettings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const everythingId = useId();
  const hintId = useId();

  const stored: ReviewSettings | null = settings.data
    ? { everything: settings.data.everything, documents: settings.data.documents ?? [], reviewers: settings.data.reviewers ?? [] }
    : null;
  const value = edited ?? stored;
  const dirty = Boolean(value && stored && !sameSettings(value, stored));
  const change = (next: Partial<ReviewSettings>) => {
    if (!value) return;
    setFailure(null);
    setEdited({ ...value, ...next });
  };

  const accounts = staff.data ?? [];
  const editors = accounts.filter((a) => a.role === 'editor' && !a.deactivatedAt).map((a) => a.username);
  const owners = accounts.filter((a) => a.role === 'owner' && !a.deactivatedAt).map((a) => a.username);
  // A reviewer named before who is an editor no more stays listed, to be taken off.
  const reviewerChoices = [...editors, ...(value?.reviewers ?? []).filter((r) => !editors.includes(r))];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value) return;
    setFailure(null);
    save.mutate(value, {
      onSuccess: (saved) => {
        setEdited(null);
        const cancelled = saved.cancelledSchedules ?? [];
        const ended = cancelled.length
          ? ` ${plural(cancelled.length, 'schedule')} set without review ${cancelled.length === 1 ? 'was' : 'were'} cancelled: ${listWords(
              cancelled.map((c) => nameInLanguage(c)),
            )}. Send ${cancelled.length === 1 ? 'that draft' : 'those drafts'} for review.`
          : '';
        toast({ title: 'Review settings saved', description: reviewSummary({ ...value, ...saved }) + ended });
      },
      onError: (err) => setFailure(err instanceof ApiError ? err.serverMessage() : 'Could not reach the server. Please try again.'),
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-6">
      <h3 id={headingId} className="font-semibold">
        Changes need review
      </h3>
      <p className="text-sm text-muted-foreground">
        An editor’s draft of these documents is sent for review with a short note instead of being published. Owners, and the
        editors named here, approve it or send it back.
      </p>
      {settings.isPending ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          Loading the review settings...
        </p>
      ) : settings.error ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          Could not load the review settings: {settings.error.message}
        </p>
      ) : value ? (
        <form onSubmit={submit} className="mt-4 space-y-5">
          <div className="flex items-start justify-between gap-4 rounded-md bg-muted/50 p-3">
            <div className="min-w-0">
              <p id={everythingId} className="text-sm font-medium">
                Everything
              </p>
              <p id={hintId} className="text-xs text-muted-foreground">
                Every document, in every language, needs review.
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={value.everything}
              aria-labelledby={everythingId}
              aria-describedby={hintId}
              disabled={save.isPending}
              onClick={() => change({ everything: !value.everything })}
              className={cn(
                'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60',
                value.everything ? 'bg-primary' : 'bg-muted-foreground/40',
              )}
            >
              <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', value.everything ? 'translate-x-6' : 'translate-x-1')} />
            </button>
          </div>

          <fieldset disabled={value.everything || save.isPending}>
            <legend className="text-sm font-medium">Documents that need review</legend>
            {docs.error ? (
              <p role="alert" className="mt-2 text-sm text-destructive">
                Could not load the documents: {docs.error.message}
              </p>
            ) : null}
            <ul className={cn('mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3', value.everything && 'opacity-60')}>
              {(docs.data ?? []).map((d) => (
                <li key={d.key}>
                  <label className="flex min-h-9 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-primary"
                      checked={value.everything || value.documents.includes(d.key)}
                      onChange={(e) => change({ documents: withItem(value.documents, d.key, e.target.checked) })}
                    />
                    {documentName(d.key)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          <fieldset disabled={save.isPending}>
            <legend className="text-sm font-medium">Reviewers</legend>
            <p className="text-xs text-muted-foreground">
              {owners.length ? `Owners always review (${listWords(owners)}). ` : 'Owners always review. '}
              Choose the editors who review too; nobody approves their own change.
            </p>
            {staff.error ? (
              <p role="alert" className="mt-2 text-sm text-destructive">
                Could not load the staff accounts: {staff.error.message}
              </p>
            ) : staff.data && reviewerChoices.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">There is no editor account to choose.</p>
            ) : null}
            <ul className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {reviewerChoices.map((name) => (
                <li key={name}>
                  <label className="flex min-h-9 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 shrink-0 accent-primary"
                      checked={value.reviewers.includes(name)}
                      onChange={(e) => change({ reviewers: withItem(value.reviewers, name, e.target.checked) })}
                    />
                    <span className="min-w-0 break-all">
                      {name}
                      {editors.includes(name) ? null : <span className="text-destructive"> (no longer an editor: take them off)</span>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          {failure ? (
            <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
              {failure}
            </p>
          ) : null}

          <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground" role="status">
              {dirty ? 'Unsaved changes. ' : ''}
              {reviewSummary(value)}
            </p>
            <div className="flex gap-2">
              {dirty ? (
                <Button type="button" variant="outline" onClick={() => (setEdited(null), setFailure(null))} disabled={save.isPending}>
                  Undo
                </Button>
              ) : null}
              <Button type="submit" disabled={!dirty || save.isPending}>
                <Save className="h-4 w-4" aria-hidden />
                {save.isPending ? 'Saving...' : 'Save review settings'}
              </Button>
            </div>
          </div>
        </form>
      ) : null}
    </section>
  );
}
