import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { clip } from '@/lib/clip';
import { cn } from '@/lib/cn';
import {
  actionLabel,
  actorLabel,
  changeSummary,
  CLIP_AT,
  formatValue,
  formatWhen,
  kindLabel,
  type AuditChange,
  type AuditEntry,
} from '../lib/audit-log';

/** AUDIT_COLUMNS lay out the header and every entry alike from the md width up. */
export const AUDIT_COLUMNS = 'md:grid md:grid-cols-[10.5rem_8rem_7.5rem_minmax(0,1fr)_minmax(0,1.2fr)_8.5rem] md:items-start md:gap-4';

/**
 * AuditEntryRow is one entry of the log: when, who, from where, what was done to which
 * thing; opened, each field it changed from its old value to its new one. On a phone the
 * entry is a card; from the md width up, a row under the log's header.
 */
export function AuditEntryRow({ entry, serverName }: { entry: AuditEntry; serverName: string }) {
  const [open, setOpen] = useState(false);
  const changesId = `audit-changes-${entry.id}`;
  const summary = changeSummary(entry.changes);
  const who = actorLabel(entry.actor, serverName);
  return (
    <li className="border-b border-border px-4 py-3 last:border-b-0" data-testid="audit-entry">
      <div className={cn('flex flex-col gap-1 text-sm', AUDIT_COLUMNS)}>
        <p className="order-3 text-muted-foreground md:order-none md:text-foreground">
          <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
        </p>
        <p className="order-2 min-w-0 break-words md:order-none">
          <span className="md:hidden">By </span>
          <span className={cn('font-medium', entry.actor === '' && 'italic text-muted-foreground')}>{who}</span>
          {entry.ip ? <span className="text-muted-foreground md:hidden"> from {entry.ip}</span> : null}
        </p>
        <p className="hidden min-w-0 break-words text-muted-foreground md:block">{entry.ip || '—'}</p>
        <p className="order-1 min-w-0 md:order-none">
          <span className="font-semibold">{actionLabel(entry.action)}</span>
          <span className="text-muted-foreground"> · {kindLabel(entry.kind)}</span>
        </p>
        <p className="order-1 min-w-0 break-words md:order-none">
          {entry.target || <span className="text-muted-foreground">—</span>}
          {entry.targetId ? <span className="text-muted-foreground"> #{entry.targetId}</span> : null}
        </p>
        <div className="order-4 md:order-none md:text-right">
          {entry.changes.length > 0 ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={changesId}
              onClick={() => setOpen(!open)}
              className="inline-flex max-w-full items-center gap-1 rounded text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              <ChevronDown className={cn('h-4 w-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden />
              <span className="truncate">{open ? 'Hide changes' : summary}</span>
            </button>
          ) : null}
        </div>
      </div>
      {open ? (
        <ul id={changesId} aria-label={`Changes of ${actionLabel(entry.action).toLowerCase()} ${entry.target}`} className="mt-3 flex flex-col gap-2">
          {entry.changes.map((c, i) => (
            <ChangeLine key={`${c.field}-${i}`} change={c} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** ChangeLine is one field of a change: its name, its old value and its new one. */
function ChangeLine({ change }: { change: AuditChange }) {
  return (
    <li className="grid gap-1 rounded-md bg-muted/60 px-3 py-2 text-sm md:grid-cols-[12rem_minmax(0,1fr)_auto_minmax(0,1fr)] md:gap-3">
      <p className="min-w-0 font-mono text-xs break-all text-muted-foreground md:pt-0.5">{change.field}</p>
      <Value label="From" value={change.from} className="text-muted-foreground line-through decoration-muted-foreground/40" />
      <span className="hidden text-muted-foreground md:block" aria-hidden>
        →
      </span>
      <Value label="To" value={change.to} />
    </li>
  );
}

/** Value shows a value of a change, clipped when long, with a way to see all of it. */
function Value({ label, value, className }: { label: string; value: unknown; className?: string }) {
  const [whole, setWhole] = useState(false);
  const text = formatValue(value);
  const short = clip(text, CLIP_AT);
  return (
    <div className="min-w-0">
      <span className="mr-1 text-xs font-medium text-muted-foreground md:sr-only">{label}:</span>
      <span className={cn('break-words whitespace-pre-wrap', className)}>{whole ? text : short.text}</span>
      {short.clipped ? (
        <button
          type="button"
          onClick={() => setWhole(!whole)}
          className="ml-2 text-xs font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {whole ? 'Show less' : `Show all ${Array.from(text).length} characters`}
        </button>
      ) : null}
    </div>
  );
}
