// Dates and times in the site's time zone (EditorState.timeZone), which is where scheduled
// publishing is set, whatever zone the editor's own computer is in. The admin panel runs in
// a browser, so Intl is at hand here (unlike the public pages, which the server renders).

/** usableZone returns the zone when the browser knows it, else UTC (a typo must not break the editor). */
export function usableZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function zoneName(timeZone: string, at: Date, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

const isOffset = (name: string) => /^(GMT|UTC)([+-]|$)/.test(name);

/**
 * zoneAbbreviation is the zone's short name at that moment: "CET" or "CEST" for Europe/Vaduz,
 * "EST" for America/New_York, and the offset ("GMT+5:30") where a zone has no common letters.
 */
export function zoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  const zone = usableZone(timeZone);
  // American English names the American zones, British English the European ones.
  const names = ['en-US', 'en-GB'].map((locale) => zoneName(zone, at, locale));
  return names.find((n) => n && !isOffset(n)) ?? names[0] ?? zone;
}

/** zoneLabel names the zone for a label: "Europe/Vaduz (CET)", or "UTC" alone. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const zone = usableZone(timeZone);
  const short = zoneAbbreviation(zone, at);
  return short && short !== zone ? `${zone} (${short})` : zone;
}

interface WallParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function wallParts(at: Date, timeZone: string): WallParts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: usableZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/**
 * wallTime is the moment as a clock on the wall of that zone shows it, "YYYY-MM-DDTHH:MM:SS":
 * what a datetime-local input holds and what PUT …/schedule takes.
 */
export function wallTime(at: Date, timeZone: string): string {
  const p = wallParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * formatInZone writes an instant for people, in the site's zone: "23 Nov 2026, 09:00". The
 * seconds are left out unless asked for: always (true), or when they are not zero ('auto', for
 * a time someone chose to the second). An unreadable value is shown as it is.
 */
export function formatInZone(instant: string | Date, timeZone: string, opts: { seconds?: boolean | 'auto' } = {}): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return String(instant);
  const p = wallParts(at, timeZone);
  const seconds = opts.seconds === true || (opts.seconds === 'auto' && p.second !== '00') ? `:${p.second}` : '';
  return `${Number(p.day)} ${MONTHS[Number(p.month) - 1]} ${p.year}, ${p.hour}:${p.minute}${seconds}`;
}

/** normaliseWallTime completes what a datetime-local input gives ("…T09:00") with its seconds. */
export function normaliseWallTime(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
}
