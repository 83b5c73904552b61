import { kindLabel as collectionKindLabel } from '@/lib/collections';

// The audit log as the panel shows it: the entries GET /api/audit answers, the words for
// what was done to which kind of thing, the filters as a query, and values clipped to fit.

/** AuditChange is one field a change set from one value to another (null: none). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** AuditEntry is one entry of the log. actor is '' for what the server did by itself. */
export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actor: string;
  ip: string;
  action: string;
  kind: string;
  targetId: number | null;
  target: string;
  changes: AuditChange[];
}

/** AuditPage is one page of the log, newest first, with what the filters can choose from. */
export interface AuditPage {
  entries: AuditEntry[];
  /** nextBefore asks for the next page; null on the last one. */
  nextBefore: number | null;
  actors: string[];
  kinds: string[];
  /** serverName names who made the changes the server made by itself ('the server'). */
  serverName: string;
}

/** AuditFilter is what the owner chose: a person ('' the server, null anyone), a kind, and days (YYYY-MM-DD, both included). */
export interface AuditFilter {
  actor: string | null;
  kind: string;
  from: string;
  to: string;
}

/** NO_FILTER shows every entry. */
export const NO_FILTER: AuditFilter = { actor: null, kind: '', from: '', to: '' };

/** isFiltered reports whether the filter leaves anything out. */
export function isFiltered(f: AuditFilter): boolean {
  return f.actor !== null || f.kind !== '' || f.from !== '' || f.to !== '';
}

/** localDayStart answers the start of a day (YYYY-MM-DD) in the browser's time zone, plus days, as ISO; '' when unreadable. */
function localDayStart(day: string, plusDays = 0): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '';
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/**
 * auditQuery is the query of GET /api/audit and /api/audit.csv for the filter: the days are
 * the owner's own, from the start of the first to the end of the last in their time zone.
 */
export function auditQuery(f: AuditFilter, before?: number | null, limit?: number): string {
  const q = new URLSearchParams();
  if (f.actor !== null) q.set('actor', f.actor);
  if (f.kind) q.set('kind', f.kind);
  const from = f.from ? localDayStart(f.from) : '';
  const to = f.to ? localDayStart(f.to, 1) : '';
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  if (before) q.set('before', String(before));
  if (limit) q.set('limit', String(limit));
  const s = q.toString();
  return s ? `?${s}` : '';
}

// The kinds of record are named by their collections' declarations (collections.json); these
// are the kinds of what is not a record.
const KIND_LABELS: Record<string, string> = {
  content: 'Site content',
  upload: 'Upload',
  account: 'Staff account',
  session: 'Session',
  settings: 'Site settings',
  'link-check': 'Link check',
};

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Removed for good',
  reorder: 'Reordered',
  publish: 'Published',
  'save-draft': 'Saved a draft',
  'discard-draft': 'Discarded the draft',
  schedule: 'Scheduled',
  unschedule: 'Cancelled the schedule',
  'restore-version': 'Restored a version',
  translate: 'Translated',
  review: 'Confirmed a translation',
  upload: 'Uploaded',
  describe: 'Described',
  replace: 'Replaced the file',
  focus: 'Set the focal point',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  start: 'Started',
};

/** words turns a name such as 'two-factor-reset' into 'Two factor reset'. */
function words(name: string): string {
  const text = name.replace(/[-_]+/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : '';
}

/** kindLabel names a kind as the panel shows it ('Team member'); kinds it does not know by their own words. */
export function kindLabel(kind: string): string {
  return collectionKindLabel(kind) ?? KIND_LABELS[kind] ?? words(kind);
}

/** actionLabel names what was done ('Changed'); actions it does not know by their own words. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? words(action);
}

/** actorLabel names who made a change: the account, or the server for its own changes. */
export function actorLabel(actor: string, serverName: string): string {
  return actor || serverName;
}

/** formatValue writes a value of a change: text as it is, nothing as '—', anything else as JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** CLIP_AT is how many characters of a value show before it is clipped. */
export const CLIP_AT = 120;

/** changeSummary says in a few words what an entry changed: the field when one, else how many. */
export function changeSummary(changes: readonly AuditChange[]): string {
  if (changes.length === 0) return '';
  if (changes.length === 1) return changes[0].field;
  return `${changes.length} fields`;
}

/** formatWhen writes the time of an entry for people in the US style, to the minute: 'Nov 23, 2026, 5:17 AM'. */
export function formatWhen(at: string, timeZone?: string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return at;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(d);
}

/** The values of the person filter's choices: a Select's values may not be empty. */
export const ANYONE = 'anyone';
const PERSON_PREFIX = 'person:';

/** personChoices are the person filter's choices: anyone, then everyone the log names. */
export function personChoices(actors: readonly string[], serverName: string): { value: string; label: string }[] {
  return [
    { value: ANYONE, label: 'Everyone' },
    ...actors.map((a) => ({ value: PERSON_PREFIX + a, label: actorLabel(a, serverName) })),
  ];
}

/** personValue is the choice of the filter's person. */
export function personValue(actor: string | null): string {
  return actor === null ? ANYONE : PERSON_PREFIX + actor;
}

/** personOf is the filter's person of a choice. */
export function personOf(value: string): string | null {
  return value.startsWith(PERSON_PREFIX) ? value.slice(PERSON_PREFIX.length) : null;
}

/** The value of the kind filter's choice of every kind. */
export const EVERY_KIND = 'every-kind';

/** kindChoices are the kind filter's choices: every kind, then those the log has, by label. */
export function kindChoices(kinds: readonly string[]): { value: string; label: string }[] {
  const named = kinds.map((k) => ({ value: k, label: kindLabel(k) })).sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: EVERY_KIND, label: 'Every kind' }, ...named];
}
