import { CalendarClock, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatInZone, normaliseWallTime, zoneLabel } from '@/lib/time-zone';

/** SCHEDULE_INPUT_ID is the id of the time input, which takes the focus when the server refuses the time. */
export const SCHEDULE_INPUT_ID = 'content-schedule-at';

/**
 * ScheduleControl sets when the draft goes live by itself, as a wall time in the site's zone
 * (whatever zone this computer is in), or shows when it will and offers to cancel that.
 */
export function ScheduleControl({
  publishAt,
  timeZone,
  canSchedule,
  busy,
  error,
  onSchedule,
  onCancelSchedule,
  onTimeChange,
}: {
  /** publishAt is when the draft is due to go live (RFC 3339), or null. */
  publishAt: string | null;
  timeZone: string;
  /** canSchedule is false while there is nothing to publish (no draft and no change). */
  canSchedule: boolean;
  busy: boolean;
  /** error is the server's word on the chosen time ("in the past"). */
  error?: string;
  onSchedule: (wallTime: string) => void;
  onCancelSchedule: () => void;
  /** onTimeChange says the time was changed, so a message about the previous one can go. */
  onTimeChange?: () => void;
}) {
  const [value, setValue] = useState('');
  if (publishAt) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-sky-200 bg-sky-50 p-3">
        <p className="flex items-center gap-2 text-sm text-sky-950">
          <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
          <span>
            Goes live on <strong>{formatInZone(publishAt, timeZone, { seconds: 'auto' })}</strong> ({timeZone})
          </span>
        </p>
        <Button variant="outline" size="sm" onClick={onCancelSchedule} disabled={busy}>
          <X className="h-4 w-4" aria-hidden />
          Cancel schedule
        </Button>
      </div>
    );
  }

  // The zone's abbreviation at the chosen day (CET in winter, CEST in summer); the wall time read
  // as UTC is within a day of it, which is close enough to name the season.
  const at = value ? new Date(`${normaliseWallTime(value)}Z`) : new Date();
  const label = `Publish on — ${zoneLabel(timeZone, Number.isNaN(at.getTime()) ? new Date() : at)}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value) onSchedule(normaliseWallTime(value));
  };
  return (
    <form onSubmit={submit} className="space-y-1.5" aria-label="Schedule publishing">
      <label htmlFor={SCHEDULE_INPUT_ID} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={SCHEDULE_INPUT_ID}
          type="datetime-local"
          step={1}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            onTimeChange?.();
          }}
          disabled={busy || !canSchedule}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${SCHEDULE_INPUT_ID}-error` : `${SCHEDULE_INPUT_ID}-hint`}
          className="w-auto min-w-0 flex-1 sm:max-w-64"
        />
        <Button type="submit" variant="outline" disabled={busy || !canSchedule || !value}>
          <CalendarClock className="h-4 w-4" aria-hidden />
          Schedule
        </Button>
      </div>
      {error ? (
        <p id={`${SCHEDULE_INPUT_ID}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${SCHEDULE_INPUT_ID}-hint`} className="text-xs text-muted-foreground">
          {canSchedule
            ? 'The draft goes live by itself at that time, in the site’s time zone.'
            : 'Make a change or save a draft first; then it can be given a time to go live.'}
        </p>
      )}
    </form>
  );
}
