import { CalendarClock, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { reasonOf } from '@/components/admin/use-record-mutations';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { languageName } from '@/lib/languages';
import type { CalendarEntry } from '../api/get-calendar';
import { useMoveEntry } from '../api/move-entry';
import { clockOf, dayOf, isDay, longDay } from '../lib/calendar-days';

/** MOVE_DATE_ID is the id of the dialog's date input. */
const MOVE_DATE_ID = 'calendar-move-date';

/** entryName names an entry's document and language: "QRS Coin (English)". */
export const entryName = (entry: CalendarEntry) => `${entry.title} (${languageName(entry.locale)})`;

/** refusalOf says why day will not do for entry, or '' when it will. */
function refusalOf(entry: CalendarEntry, day: string, today: string): string {
  if (!isDay(day)) return 'Choose a day.';
  if (day < today) return `${longDay(day)} has passed: choose today or a later day.`;
  if (day === dayOf(entry.at)) return 'It is on this day already: choose another.';
  return '';
}

/**
 * MoveDialog moves an entry to another day at the same time of day, once the editor confirms
 * it: it names the document, the day it is on and the day it goes to. A drop on a day opens
 * it with that day chosen; the entry's Move action opens it with a date to pick, which is the
 * way from the keyboard and on a phone. A day gone by is refused before anything is sent.
 */
export function MoveDialog({
  entry,
  initialDay,
  today,
  timeZone,
  onClose,
}: {
  entry: CalendarEntry;
  /** initialDay is the day it was dropped on, or '' to pick one. */
  initialDay: string;
  today: string;
  timeZone: string;
  onClose: () => void;
}) {
  const [day, setDay] = useState(initialDay);
  const move = useMoveEntry();
  const refusal = day ? refusalOf(entry, day, today) : '';
  const from = dayOf(entry.at);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!day || refusal) return;
    move.mutate(
      { entry, day },
      {
        onSuccess: () => {
          toast({ title: 'Moved', description: `${entryName(entry)} goes live on ${longDay(day)} at ${clockOf(entry.at)}.` });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Move ${entryName(entry)}`}
      description={`It goes live on ${longDay(from)} at ${clockOf(entry.at)} (${timeZone}). It keeps its time of day.`}
      className="max-w-lg"
    >
      <form onSubmit={submit} className="space-y-4" aria-label={`Move ${entryName(entry)}`}>
        <Field id={MOVE_DATE_ID} label="New date" error={refusal || undefined}>
          <Input
            id={MOVE_DATE_ID}
            type="date"
            min={today}
            value={day}
            onChange={(e) => {
              setDay(e.target.value);
              move.reset();
            }}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${MOVE_DATE_ID}-error` : undefined}
            className="w-auto"
          />
        </Field>
        {day && !refusal ? (
          <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-950" role="status">
            <strong>{entryName(entry)}</strong> will go live on <strong>{longDay(day)}</strong> at {clockOf(entry.at)} instead of{' '}
            {longDay(from)}.
          </p>
        ) : null}
        {move.isError ? (
          <p className="rounded-md bg-red-50 p-3 text-sm text-destructive" role="alert">
            {reasonOf(move.error, 'Could not move it. Please try again.')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!day || Boolean(refusal) || move.isPending}>
            {move.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <CalendarClock className="h-4 w-4" aria-hidden />}
            {move.isPending ? 'Moving...' : 'Move'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
