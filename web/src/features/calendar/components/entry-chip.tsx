import { useDraggable } from '@dnd-kit/core';
import { CalendarArrowUp, GripVertical } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { editorHref } from '@/lib/admin/panel-links';
import { cn } from '@/lib/cn';
import { DEFAULT_LANGUAGE, languageName } from '@/lib/languages';
import type { CalendarEntry } from '../api/get-calendar';
import { clockOf } from '../lib/calendar-days';
import { entryName } from './move-dialog';

/**
 * KINDS are the words and colours of the kinds of entry the panel knows; an entry of another
 * kind is shown alike, in grey, by its kind's name.
 */
export const KINDS: Record<string, { label: string; chip: string; dot: string }> = {
  scheduled: { label: 'Scheduled publish', chip: 'border-sky-300 bg-sky-50 text-sky-950', dot: 'bg-sky-500' },
  review: { label: 'In review, wished publish', chip: 'border-violet-300 bg-violet-50 text-violet-950', dot: 'bg-violet-500' },
};

/**
 * MOVABLE are the kinds of entry that can be moved to another day: a scheduled publish. A draft
 * in review is locked; its wished time is the author's to change, by sending it again.
 */
export const MOVABLE = new Set(['scheduled']);

/** kindOf is the words and colours of an entry's kind. */
export function kindOf(kind: string) {
  return KINDS[kind] ?? { label: kind.charAt(0).toUpperCase() + kind.slice(1), chip: 'border-border bg-muted text-foreground', dot: 'bg-slate-500' };
}

/** entryKey tells entries apart: one document's entry of a kind in a language. */
export const entryKey = (e: CalendarEntry) => `${e.kind}:${e.key}:${e.locale}`;

/**
 * EntryChip is one entry: its time and document, coloured by its kind, a link to its editor;
 * for editors and owners a Move action and, where the calendar is a grid, a handle to drag it
 * to another day. A viewer gets the link alone.
 */
export function EntryChip({
  entry,
  onMove,
  draggable = false,
  roomy = false,
}: {
  entry: CalendarEntry;
  /** onMove opens the move dialog; absent for those who may not move it. */
  onMove?: () => void;
  draggable?: boolean;
  /** roomy shows the whole name, over as many lines as it takes (the week, the agenda); else one line, cut short. */
  roomy?: boolean;
}) {
  const kind = kindOf(entry.kind);
  const canDrag = draggable && Boolean(onMove);
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging } = useDraggable({
    id: entryKey(entry),
    data: entry,
    disabled: !canDrag,
  });
  const descriptionId = useId();
  return (
    <li
      ref={canDrag ? setNodeRef : undefined}
      className={cn('flex items-start gap-0.5 rounded border text-xs', kind.chip, isDragging && 'opacity-50')}
    >
      {canDrag ? (
        <span
          ref={setActivatorNodeRef}
          {...listeners}
          className="flex shrink-0 cursor-grab touch-none self-stretch items-center pl-0.5 text-current/60 active:cursor-grabbing"
          title="Drag to another day"
        >
          <GripVertical className="h-3.5 w-3.5" aria-hidden />
        </span>
      ) : null}
      <Link
        to={editorHref(entry.key, entry.locale)}
        draggable={false}
        aria-describedby={descriptionId}
        title={`${entryName(entry)}: ${kind.label.toLowerCase()} at ${clockOf(entry.at)}`}
        className={cn(
          'block min-w-0 flex-1 rounded px-1 py-0.5 hover:underline focus-visible:outline-2 focus-visible:outline-primary',
          !canDrag && 'pl-1.5',
        )}
      >
        <span className="block font-semibold tabular-nums">{clockOf(entry.at)}</span>
        <span className={cn('block', roomy ? 'break-words' : 'truncate')}>
          {entry.title}
          {entry.locale !== DEFAULT_LANGUAGE ? <span className="ml-1 font-semibold uppercase">{entry.locale}</span> : null}
        </span>
      </Link>
      {/* The link is named by what it shows, the time and the document, so a speech command that
          says what a person reads reaches it; the kind and the language are said after. */}
      <span id={descriptionId} className="sr-only">
        {`${kind.label} in ${languageName(entry.locale)}`}
      </span>
      {onMove ? (
        <button
          type="button"
          onClick={onMove}
          aria-label={`Move ${entryName(entry)} to another date`}
          title="Move to date…"
          className="shrink-0 self-stretch rounded px-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <CalendarArrowUp className="h-3.5 w-3.5" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}
