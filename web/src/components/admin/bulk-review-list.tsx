import { CheckCircle2, CircleAlert, FileText, PencilLine } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { RichText } from '@/content/schema';
import { ApiError } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { isBlank, sameRichText } from '@/lib/rich-text-compare';
import { RichTextInput } from './rich-text-field';

/** NewRecord is a record a bulk upload just made, as the review list starts it. */
export interface NewRecord {
  id: number;
  title: string;
  /** description is rich text (docs/rich-text.md); a bulk upload starts it as a string. */
  description: RichText;
  /** fileName is the uploaded file's own name, shown beside the record. */
  fileName: string;
  /** url is the uploaded file, previewed when it is a picture. */
  url: string;
}

export type Row = NewRecord & {
  /** saved is what the server holds, to tell an edited row from one as it is. */
  saved: { title: string; description: RichText };
  state: 'idle' | 'saving' | 'saved' | 'failed';
  error?: { title?: string; description?: string; row?: string };
};

/**
 * storedReview reads the review list kept for this tab's session under key: the rows and their
 * edits, so a list left for another tab of the panel is there again on the way back.
 */
export function storedReview(key: string): Row[] {
  if (typeof window === 'undefined') return [];
  try {
    const rows = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as Row[];
    return Array.isArray(rows) ? rows.map((r) => (r.state === 'saving' ? { ...r, state: 'idle' } : r)) : [];
  } catch {
    return [];
  }
}

/**
 * BulkReviewList lists the records a bulk upload made, their titles and descriptions editable
 * in place, so a file name such as IMG_20261003_101522 need not stay what visitors read. The
 * records exist already, and each can still be edited later; the list and its unsaved edits
 * are kept for the browser tab's session (storageKey), so another tab of the panel can be
 * visited on the way, and closing the page with unsaved edits asks first. Save titles sends a PUT per changed record, one
 * after the other, and marks each row saved or failed with its reason.
 */
export function BulkReviewList({
  heading,
  hint,
  storageKey,
  records,
  isPicture,
  rename,
  onSaved,
  onDone,
}: {
  heading: string;
  hint: string;
  storageKey: string;
  records: NewRecord[];
  isPicture: (url: string) => boolean;
  /** rename stores one record's new title and description. */
  rename: (id: number, data: { title: string; description: RichText }) => Promise<unknown>;
  /** onSaved runs after a save round, once a record changed (to refresh the lists). */
  onSaved: () => Promise<unknown>;
  onDone: () => void;
}) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() => storedReview(storageKey));
  // New records join the list (a second upload while it is open adds to it); edits stay.
  const known = new Set(rows.map((r) => r.id));
  const added = records.filter((r) => !known.has(r.id));
  if (added.length > 0) {
    setRows((prev) => [...prev, ...added.map((r) => ({ ...r, saved: { title: r.title, description: r.description }, state: 'idle' as const }))]);
  }
  const [saving, setSaving] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState('');
  const [leaving, setLeaving] = useState(false);

  const isChanged = (r: Row) => r.title !== r.saved.title || !sameRichText(r.description, r.saved.description);
  const changed = rows.filter(isChanged);

  useEffect(() => {
    window.sessionStorage.setItem(storageKey, JSON.stringify(rows));
  }, [storageKey, rows]);

  // Unsaved titles are the one thing a tab closed now would lose: the browser asks first.
  const unsaved = changed.length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const edit = (rowId: number, patch: Partial<Pick<Row, 'title' | 'description'>>) => {
    setLeaving(false);
    setRows((prev) => prev.map((r) => (r.id === rowId ? { ...r, ...patch, state: 'idle', error: undefined } : r)));
  };
  const mark = (rowId: number, patch: Partial<Row>) => setRows((prev) => prev.map((r) => (r.id === rowId ? { ...r, ...patch } : r)));

  const save = async () => {
    const queue = rows.filter(isChanged);
    if (queue.length === 0) {
      setSummary('Nothing to save: no title or description was changed.');
      return;
    }
    setLeaving(false);
    setSummary('');
    let saved = 0;
    let failed = 0;
    setSaving({ done: 0, total: queue.length });
    for (const [i, row] of queue.entries()) {
      const data = { title: row.title.trim(), description: typeof row.description === 'string' ? row.description.trim() : row.description };
      const missing = { title: data.title ? undefined : 'Required', description: isBlank(data.description) ? 'Required' : undefined };
      if (missing.title || missing.description) {
        mark(row.id, { state: 'failed', error: missing });
        failed++;
      } else {
        mark(row.id, { state: 'saving', error: undefined });
        try {
          await rename(row.id, data);
          mark(row.id, { ...data, saved: data, state: 'saved' });
          saved++;
        } catch (err) {
          mark(row.id, { state: 'failed', error: reasonOf(err) });
          failed++;
        }
      }
      setSaving({ done: i + 1, total: queue.length });
    }
    setSaving(null);
    if (saved > 0) await onSaved().catch(() => undefined);
    setSummary(
      failed === 0
        ? `Saved ${plural(saved, 'change')}.`
        : `Saved ${plural(saved, 'change')}; ${failed} could not be saved, see the marked ${failed === 1 ? 'row' : 'rows'}.`,
    );
  };

  const done = () => {
    if (unsaved && !leaving) {
      setLeaving(true);
      return;
    }
    window.sessionStorage.removeItem(storageKey);
    onDone();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-5 rounded-lg border border-primary/30 bg-white p-3 sm:p-4">
      <h4 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <PencilLine className="h-4 w-4 shrink-0 text-primary" aria-hidden />
        {heading}
      </h4>
      <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
      <ul className="mt-3 space-y-3" aria-label={heading}>
        {rows.map((row) => (
          <li
            key={row.id}
            aria-label={row.fileName}
            className={
              'rounded-md border p-3 ' + (row.state === 'failed' ? 'border-destructive/60 bg-destructive/5' : 'border-border bg-muted/30')
            }
          >
            {/* On a phone the words take the row's whole width below the picture and file name. */}
            <div className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 sm:grid-cols-[5rem_minmax(0,1fr)]">
              {isPicture(row.url) ? (
                <img src={row.url} alt="" className="h-14 w-14 rounded border border-border bg-muted object-cover sm:row-span-2 sm:h-20 sm:w-20" />
              ) : (
                <span className="flex h-14 w-14 items-center justify-center rounded border border-border bg-white text-muted-foreground sm:row-span-2 sm:h-20 sm:w-20">
                  <FileText className="h-6 w-6" aria-hidden />
                </span>
              )}
              <div className="flex min-w-0 items-center gap-2 self-center text-xs text-muted-foreground sm:self-start">
                <span className="min-w-0 flex-1 truncate" title={row.fileName}>
                  From {row.fileName}
                </span>
                <RowState row={row} changed={isChanged(row)} />
              </div>
              <div className="col-span-2 space-y-2 sm:col-span-1 sm:col-start-2 lg:grid lg:grid-cols-2 lg:gap-3 lg:space-y-0">
                <div className="space-y-1">
                  <label htmlFor={`${id}-${row.id}-title`} className="block text-sm font-medium">
                    Title
                  </label>
                  <Input
                    id={`${id}-${row.id}-title`}
                    value={row.title}
                    disabled={saving !== null}
                    aria-invalid={row.error?.title ? true : undefined}
                    aria-describedby={row.error?.title ? `${id}-${row.id}-title-error` : undefined}
                    onChange={(e) => edit(row.id, { title: e.target.value })}
                  />
                  {row.error?.title ? (
                    <p id={`${id}-${row.id}-title-error`} className="text-sm text-destructive">
                      {row.error.title}
                    </p>
                  ) : null}
                </div>
                <div className="space-y-1">
                  <label id={`${id}-${row.id}-description-label`} htmlFor={`${id}-${row.id}-description`} className="block text-sm font-medium">
                    Description
                  </label>
                  <RichTextInput
                    id={`${id}-${row.id}-description`}
                    labelledBy={`${id}-${row.id}-description-label`}
                    label="Description"
                    value={row.description}
                    disabled={saving !== null}
                    invalid={Boolean(row.error?.description)}
                    describedBy={row.error?.description ? `${id}-${row.id}-description-error` : undefined}
                    onChange={(next) => edit(row.id, { description: next as RichText })}
                    onBlur={() => undefined}
                  />
                  {row.error?.description ? (
                    <p id={`${id}-${row.id}-description-error`} className="text-sm text-destructive">
                      {row.error.description}
                    </p>
                  ) : null}
                </div>
                {row.error?.row ? <p className="text-sm text-destructive lg:col-span-2">{row.error.row}</p> : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-3 text-sm empty:hidden">
        {saving ? `Saving ${Math.min(saving.done + 1, saving.total)} of ${saving.total}...` : summary}
      </p>
      {leaving ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {plural(changed.length, 'change')} {changed.length === 1 ? 'is' : 'are'} not saved. Save titles, or press Done again to
          leave {changed.length === 1 ? 'it' : 'them'} as before.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={save} disabled={saving !== null}>
          {saving ? 'Saving...' : changed.length > 0 ? `Save titles (${changed.length})` : 'Save titles'}
        </Button>
        <Button variant="outline" onClick={done} disabled={saving !== null}>
          Done
        </Button>
      </div>
    </section>
  );
}

/** RowState says where a row stands: edited, saving, saved or failed. */
function RowState({ row, changed }: { row: Row; changed: boolean }) {
  if (row.state === 'saving') return <span className="shrink-0">Saving...</span>;
  if (row.state === 'failed')
    return (
      <span className="inline-flex shrink-0 items-center gap-1 font-medium text-destructive">
        <CircleAlert className="h-3.5 w-3.5" aria-hidden />
        Not saved
      </span>
    );
  if (changed) return <span className="shrink-0 font-medium text-foreground">Edited</span>;
  if (row.state === 'saved')
    return (
      <span className="inline-flex shrink-0 items-center gap-1 font-medium text-accent">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
        Saved
      </span>
    );
  return null;
}

/** reasonOf puts the server's reason on the row: its field messages, else its message. */
function reasonOf(err: unknown): Row['error'] {
  if (err instanceof ApiError) {
    const fields = err.fieldErrors();
    if (fields.title || fields.description) return { title: fields.title, description: fields.description };
    return { row: err.serverMessage() };
  }
  return { row: err instanceof Error ? err.message : String(err) };
}
