import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MARK_REVIEWED } from '@/lib/admin/translation-marks';
import { cn } from '@/lib/cn';

/** The notes a field may show under its control, each linked to it by aria-describedby. */
export interface FieldNotes {
  /** message is what is wrong (a validation message); it turns the control red. */
  message?: string;
  /** warning is a gentle note that does not stop saving. */
  warning?: string;
  /** help says what the field is for. */
  help?: ReactNode;
  /** count is a running count, e.g. "42 / 60 characters". */
  count?: string;
  /** source is the field's text in the default language, shown beside a translation: its words, their language and its label ('English'). */
  source?: { text: string; lang: string; label: string };
  /** stale is the mark of a translation whose source changed since it was saved, and the confirmation of it as it is. */
  stale?: { note: string; onReviewed?: () => void };
}

/** describedBy lists the ids of the notes a field shows, for the control's aria-describedby. */
export function describedBy(id: string, notes: FieldNotes): string | undefined {
  const ids = [
    notes.source && `${id}__source`,
    notes.stale && `${id}__stale`,
    notes.message && `${id}__error`,
    notes.warning && `${id}__warning`,
    notes.help && `${id}__help`,
    notes.count && `${id}__count`,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** controlAria are a control's aria attributes: invalid when it has a message, described by its notes. */
export function controlAria(id: string, notes: FieldNotes) {
  return { 'aria-invalid': notes.message ? true : undefined, 'aria-describedby': describedBy(id, notes) };
}

/** FieldLabel is a field's label, with "optional" beside the label of a field that may stay empty. */
export function FieldLabel({ id, htmlFor, label, optional, className }: { id?: string; htmlFor?: string; label: string; optional?: boolean; className?: string }) {
  return (
    <label id={id} htmlFor={htmlFor} className={cn('block text-sm font-medium text-foreground', className)}>
      {label}
      {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
    </label>
  );
}

/** FieldNotesView shows a field's notes under its control. */
export function FieldNotesView({ id, notes }: { id: string; notes: FieldNotes }) {
  const { message, warning, help, count, source, stale } = notes;
  if (!message && !warning && !help && !count && !source && !stale) return null;
  return (
    <div className="space-y-1 text-sm">
      {source ? (
        <p id={`${id}__source`} className="whitespace-pre-line break-words rounded-md bg-muted px-2 py-1 text-foreground">
          <span className="font-medium text-muted-foreground">{source.label}: </span>
          <span lang={source.lang}>{source.text}</span>
        </p>
      ) : null}
      {stale ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 px-2 py-1 text-amber-950">
          <p id={`${id}__stale`}>{stale.note}</p>
          {stale.onReviewed ? (
            <Button variant="outline" size="sm" onClick={stale.onReviewed}>
              {MARK_REVIEWED}
            </Button>
          ) : null}
        </div>
      ) : null}
      {message ? (
        <p id={`${id}__error`} className="font-medium text-destructive">
          {message}
        </p>
      ) : null}
      {warning ? (
        <p id={`${id}__warning`} className="rounded-md bg-amber-50 px-2 py-1 text-amber-900">
          {warning}
        </p>
      ) : null}
      {help || count ? (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-muted-foreground">
          {help ? (
            <p id={`${id}__help`} className="min-w-0 flex-1">
              {help}
            </p>
          ) : null}
          {count ? (
            <p id={`${id}__count`} className="ml-auto shrink-0 tabular-nums">
              {count}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** FieldShell lays out a label, a control and the notes under it; without label, the caller labels the control. */
export function FieldShell({
  id,
  label,
  optional,
  notes,
  className,
  children,
}: {
  id: string;
  label?: string;
  optional?: boolean;
  notes: FieldNotes;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      {label !== undefined ? <FieldLabel htmlFor={id} label={label} optional={optional} /> : null}
      {children}
      <FieldNotesView id={id} notes={notes} />
    </div>
  );
}
