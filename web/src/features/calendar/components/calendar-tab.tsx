import {
  DndContext,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCanEdit } from '@/components/admin/editor-only';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { isLanguage, languages } from '@/lib/languages';
import { useCalendar, type CalendarEntry } from '../api/get-calendar';
import {
  daysShown,
  dayOf,
  isDay,
  longDay,
  monthTitle,
  shortDay,
  step,
  weekdayName,
  weekTitle,
  type CalendarView,
} from '../lib/calendar-days';
import { EntryChip, entryKey, KINDS, MOVABLE } from './entry-chip';
import { entryName, MoveDialog } from './move-dialog';

/** MONTH_CHIPS is how many entries a day of the month shows before "+N more". */
const MONTH_CHIPS = 3;

/** ALL_LANGUAGES is the language filter's value for every language. */
const ALL_LANGUAGES = 'all';

/** browserToday is this computer's day, where the calendar opens before the site's day is known. */
const browserToday = () => new Date().toLocaleDateString('en-CA');

/** Moving is an entry being moved, and the day it was dropped on ('' when a day is to be picked). */
type Moving = { entry: CalendarEntry; day: string };

/**
 * CalendarTab is the publishing calendar: a month or a week of the site's days with every
 * scheduled publish and every draft in review with a wished date (and any later kind of entry),
 * per language. Each entry opens its document's editor. Editors and owners move a scheduled
 * publish to another day by dragging it, or by its Move action (the keyboard's and a phone's
 * way), each confirmed first. On a phone the month and the week are an agenda of their days. The view, its day and the language are in
 * the address (&view=week&day=2026-05-04&lang=de), so a reload or a link keeps them.
 */
export function CalendarTab() {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const asked = params.get('day');
  const lang = isLanguage(params.get('lang') ?? '') ? (params.get('lang') as string) : '';
  const [fallbackDay] = useState(browserToday);
  const day = isDay(asked) ? asked : fallbackDay;
  const days = daysShown(view, day);
  const calendar = useCalendar(days[0], days[days.length - 1], lang);
  const canMove = useCanEdit();
  const [moving, setMoving] = useState<Moving | null>(null);
  const [opened, setOpened] = useState<string | null>(null); // the day whose "+N more" is open
  const today = calendar.data?.today ?? browserToday();
  const timeZone = calendar.data?.timeZone ?? '';

  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of calendar.data?.entries ?? []) {
    const d = dayOf(entry.at);
    byDay.set(d, [...(byDay.get(d) ?? []), entry]);
  }
  const change = (values: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(values)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const moveOf = (entry: CalendarEntry) => (canMove && MOVABLE.has(entry.kind) ? () => setMoving({ entry, day: '' }) : undefined);
  const title = view === 'month' ? monthTitle(day) : weekTitle(day);
  const shownDays = view === 'month' ? days.filter((d) => d.slice(0, 7) === day.slice(0, 7)) : days;

  return (
    <section aria-label="Calendar">
      <TabHeader
        title="Calendar"
        summary={`Every scheduled publish, and every draft in review with a wished date, by the site’s days${timeZone ? ` (${timeZone})` : ''}. An entry opens its document. ${
          canMove
            ? 'Move a scheduled publish to another day with its Move action or, on a wide screen, by dragging it.'
            : 'Editors and owners can move a scheduled publish to another day.'
        }`}
      />
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label={`Previous ${view}`} onClick={() => change({ day: step(view, day, -1) })}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => change({ day: '' })}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label={`Next ${view}`} onClick={() => change({ day: step(view, day, 1) })}>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <h3 className="text-lg font-semibold" aria-live="polite">
          {title}
        </h3>
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <div role="group" aria-label="View" className="inline-flex rounded-md border border-border p-0.5">
            {(['month', 'week'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => change({ view: v === 'month' ? '' : v })}
                className={cn(
                  'rounded px-3 py-1.5 text-sm font-medium capitalize focus-visible:outline-2 focus-visible:outline-primary',
                  view === v ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {v}
              </button>
            ))}
          </div>
          <label htmlFor="calendar-language" className="sr-only">
            Language
          </label>
          <div className="w-44">
            <Select
              id="calendar-language"
              value={lang || ALL_LANGUAGES}
              onValueChange={(v) => change({ lang: v === ALL_LANGUAGES ? '' : v })}
              options={[{ value: ALL_LANGUAGES, label: 'All languages' }, ...languages.map((l) => ({ value: l.code, label: l.name }))]}
            />
          </div>
        </div>
      </div>
      <Legend />
      <ListStatus isPending={calendar.isPending} error={calendar.error} what="the calendar" />
      {calendar.data ? (
        <>
          <Agenda days={shownDays} byDay={byDay} today={today} moveOf={moveOf} showEmpty={view === 'week'} emptyTitle={`Nothing scheduled in ${title}`} />
          <DayGrid
            view={view}
            days={days}
            month={day.slice(0, 7)}
            byDay={byDay}
            today={today}
            canMove={canMove}
            moveOf={moveOf}
            onDrop={(entry, to) => setMoving({ entry, day: to })}
            onMore={setOpened}
          />
        </>
      ) : null}
      {opened ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setOpened(null))} title={longDay(opened)}>
          <EntryList entries={byDay.get(opened) ?? []} moveOf={(e) =>
              canMove && MOVABLE.has(e.kind)
                ? () => {
                    setOpened(null);
                    setMoving({ entry: e, day: '' });
                  }
                : undefined
            } roomy />
        </Dialog>
      ) : null}
      {moving ? (
        <MoveDialog
          key={entryKey(moving.entry)}
          entry={moving.entry}
          initialDay={moving.day}
          today={today}
          timeZone={timeZone}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </section>
  );
}

/** Legend names the colour of each kind of entry. */
function Legend() {
  return (
    <ul className="mb-3 flex flex-wrap gap-4 text-xs text-muted-foreground" aria-label="Kinds of entry">
      {Object.values(KINDS).map((k) => (
        <li key={k.label} className="flex items-center gap-1.5">
          <span className={cn('h-2.5 w-2.5 rounded-full', k.dot)} aria-hidden />
          {k.label}
        </li>
      ))}
    </ul>
  );
}

/** EntryList lists entries as chips. */
function EntryList({
  entries,
  moveOf,
  draggable,
  roomy,
}: {
  entries: CalendarEntry[];
  moveOf: (e: CalendarEntry) => (() => void) | undefined;
  draggable?: boolean;
  roomy?: boolean;
}) {
  return (
    <ul className="space-y-1">
      {entries.map((e) => (
        <EntryChip key={entryKey(e)} entry={e} onMove={moveOf(e)} draggable={draggable} roomy={roomy} />
      ))}
    </ul>
  );
}

/**
 * Agenda is the phone's calendar: the days with entries (a week shows each of its days), each
 * with its entries in full.
 */
function Agenda({
  days,
  byDay,
  today,
  moveOf,
  showEmpty,
  emptyTitle,
}: {
  days: string[];
  byDay: Map<string, CalendarEntry[]>;
  today: string;
  moveOf: (e: CalendarEntry) => (() => void) | undefined;
  showEmpty: boolean;
  emptyTitle: string;
}) {
  const listed = showEmpty ? days : days.filter((d) => byDay.has(d));
  return (
    <div className="md:hidden">
      {listed.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      <ol className="space-y-3" aria-label="Agenda">
        {listed.map((d) => (
          <li key={d} aria-current={d === today ? 'date' : undefined} className={cn('rounded-lg border bg-white p-3', d === today ? 'border-primary' : 'border-border')}>
            <h4 className="mb-2 text-sm font-semibold">
              {longDay(d)}
              {d === today ? <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">Today</span> : null}
            </h4>
            {byDay.has(d) ? (
              <EntryList entries={byDay.get(d)!} moveOf={moveOf} roomy />
            ) : (
              <p className="text-sm text-muted-foreground">Nothing scheduled</p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * DayGrid is the calendar of a wider screen: the month's weeks as rows of days, or the week's
 * seven days as columns. An entry dragged onto another day opens the move dialog there.
 */
function DayGrid({
  view,
  days,
  month,
  byDay,
  today,
  canMove,
  moveOf,
  onDrop,
  onMore,
}: {
  view: CalendarView;
  days: string[];
  month: string;
  byDay: Map<string, CalendarEntry[]>;
  today: string;
  canMove: boolean;
  moveOf: (e: CalendarEntry) => (() => void) | undefined;
  onDrop: (entry: CalendarEntry, day: string) => void;
  onMore: (day: string) => void;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const nameOf = (id: string | number) => longDay(String(id));
  const entryOf = (data: unknown) => data as CalendarEntry;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${entryName(entryOf(active.data.current))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${entryName(entryOf(active.data.current))} is over ${nameOf(over.id)}.` : `${entryName(entryOf(active.data.current))} is over no day.`,
    onDragEnd: ({ active, over }) =>
      over ? `${entryName(entryOf(active.data.current))} was dropped on ${nameOf(over.id)}.` : 'Dropped on no day: nothing moves.',
    onDragCancel: ({ active }) => `Moving ${entryName(entryOf(active.data.current))} was cancelled.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    const entry = entryOf(active.data.current);
    if (over && String(over.id) !== dayOf(entry.at)) onDrop(entry, String(over.id));
  };
  const month7 = view === 'month';
  return (
    <DndContext sensors={sensors} onDragEnd={end} accessibility={{ announcements }}>
      <div className="hidden md:block">
        {month7 ? (
          <div className="grid grid-cols-7 border-b border-border text-xs font-semibold text-muted-foreground" aria-hidden>
            {days.slice(0, 7).map((d) => (
              <div key={d} className="px-2 py-1">
                {weekdayName(d)}
              </div>
            ))}
          </div>
        ) : null}
        <div className={cn('grid grid-cols-7 gap-px overflow-hidden rounded-b-lg border border-border bg-border', !month7 && 'rounded-t-lg')}>
          {days.map((d) => {
            const entries = byDay.get(d) ?? [];
            const shown = month7 ? entries.slice(0, MONTH_CHIPS) : entries;
            const more = entries.length - shown.length;
            return (
              <DayCell key={d} day={d} today={today} droppable={canMove && d >= today} outside={month7 && d.slice(0, 7) !== month}>
                <span className={cn('mb-1 flex items-center gap-1 text-xs font-semibold', month7 ? '' : 'text-sm')}>
                  {month7 ? null : <span className="text-muted-foreground">{weekdayName(d)}</span>}
                  <span className={cn('inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1', d === today && 'bg-primary text-primary-foreground')}>
                    {month7 ? Number(d.slice(8)) : shortDay(d).replace(/^\S+ /, '')}
                  </span>
                  {d === today ? <span className="sr-only">(today)</span> : null}
                </span>
                <EntryList entries={shown} moveOf={moveOf} draggable />
                {more > 0 ? (
                  <button
                    type="button"
                    onClick={() => onMore(d)}
                    className="mt-1 rounded px-1 text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                    aria-label={`${more} more on ${longDay(d)}`}
                  >
                    +{more} more
                  </button>
                ) : null}
              </DayCell>
            );
          })}
        </div>
      </div>
    </DndContext>
  );
}

/** DayCell is one day of the grid: a place to drop an entry on, unless it has passed or may not take one. */
function DayCell({ day, today, droppable, outside, children }: { day: string; today: string; droppable: boolean; outside: boolean; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: day, disabled: !droppable });
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={longDay(day)}
      aria-current={day === today ? 'date' : undefined}
      className={cn(
        'min-h-28 min-w-0 p-1.5',
        outside || day < today ? 'bg-slate-50 text-muted-foreground' : 'bg-white',
        isOver && 'bg-sky-100 ring-2 ring-inset ring-sky-500',
      )}
    >
      {children}
    </div>
  );
}
