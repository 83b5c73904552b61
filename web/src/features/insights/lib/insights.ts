/** The Insights tab's ranges, tables and figures (GET /api/insights, internal/insights). */

/** RangeChoice is a range the tab offers, or a custom one from and to two dates (both included). */
export type RangeChoice = { kind: '7d' | '30d' | '12m' } | { kind: 'custom'; from: string; to: string };

/** RANGES are the preset ranges, in the order the tab shows them. */
export const RANGES: { value: '7d' | '30d' | '12m'; label: string }[] = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '12m', label: 'Last 12 months' },
];

export interface Span {
  from: string;
  to: string;
  bucket: 'day' | 'month';
}

export interface Totals {
  views: number;
  visitors: number;
  downloads: number;
  messages: number;
}

export interface Point {
  date: string;
  views: number;
  visitors: number;
}

export interface Row {
  value: string;
  views: number;
  visitors: number;
  entries?: number;
  messages?: number;
  conversion?: number;
}

export interface Table {
  name: string;
  rows: Row[];
}

export interface InsightsReport {
  range: Span;
  previous: Span;
  totals: Totals;
  previousTotals: Totals;
  series: Point[];
  previousSeries: Point[];
  tables: Table[];
}

/** rangeQuery is the query of a range for /api/insights and its CSV files. */
export function rangeQuery(range: RangeChoice): string {
  if (range.kind === 'custom') return `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
  return `range=${range.kind}`;
}

/** customRangeError says what is wrong with a custom range, '' when it can be asked for. */
export function customRangeError(from: string, to: string): string {
  if (!from || !to) return 'Choose both days';
  if (to < from) return 'The range ends before it starts';
  return '';
}

/** Column is one column of a table: its heading and how a row shows in it. */
export interface Column {
  heading: string;
  value: (r: Row) => string;
  numeric?: boolean;
}

/** TableView is how the tab shows one table of the report. */
export interface TableView {
  name: string;
  title: string;
  summary: string;
  columns: Column[];
}

const count = (n: number | undefined) => (n ?? 0).toLocaleString('en-GB');

/** percent writes a share (0.0123) as "1.2%", or an en dash without one. */
export function percent(share: number | undefined): string {
  if (share === undefined) return '–';
  return `${(share * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
}

const viewsColumns = (first: string, views = 'Views'): Column[] => [
  { heading: first, value: (r) => r.value || '(none)' },
  { heading: views, value: (r) => count(r.views), numeric: true },
  { heading: 'Visitors', value: (r) => count(r.visitors), numeric: true },
];

/**
 * TABLES are the report's tables as the tab shows them (their names are the API's; each is
 * also a CSV file, GET /api/insights.csv?table=NAME).
 */
export const TABLES: TableView[] = [
  {
    name: 'pages',
    title: 'Top pages',
    summary: 'Views and visitors of each page, how many came in there, and the contact messages sent from it.',
    columns: [
      ...viewsColumns('Page'),
      { heading: 'Entries', value: (r) => count(r.entries), numeric: true },
      { heading: 'Messages', value: (r) => count(r.messages), numeric: true },
      { heading: 'Conversion', value: (r) => percent(r.conversion), numeric: true },
    ],
  },
  { name: 'entries', title: 'Entry pages', summary: 'The first page of a visit from another site, a link or an address typed.', columns: viewsColumns('Page', 'Entries') },
  { name: 'referrers', title: 'Referrers', summary: 'The sites visitors came from (their host alone).', columns: viewsColumns('Site') },
  { name: 'sources', title: 'Campaign sources', summary: 'utm_source of the links visitors came in by.', columns: viewsColumns('Source', 'Entries') },
  { name: 'mediums', title: 'Campaign mediums', summary: 'utm_medium of the links visitors came in by.', columns: viewsColumns('Medium', 'Entries') },
  { name: 'campaigns', title: 'Campaigns', summary: 'utm_campaign of the links visitors came in by.', columns: viewsColumns('Campaign', 'Entries') },
  { name: 'downloads', title: 'Downloads', summary: 'PDFs and files taken, per file.', columns: viewsColumns('File', 'Downloads') },
  {
    name: 'messagePages',
    title: 'Messages by page',
    summary: 'Contact messages per page they were sent from, and the share of that page’s visitors who sent one.',
    columns: [
      { heading: 'Page', value: (r) => r.value },
      { heading: 'Messages', value: (r) => count(r.views), numeric: true },
      { heading: 'Page visitors', value: (r) => count(r.visitors), numeric: true },
      { heading: 'Conversion', value: (r) => percent(r.conversion), numeric: true },
    ],
  },
  { name: 'subjects', title: 'Messages by subject', summary: 'Contact messages per subject chosen.', columns: viewsColumns('Subject', 'Messages') },
  { name: 'devices', title: 'Devices', summary: 'Phones, tablets and desktops, told by the browser.', columns: viewsColumns('Device') },
  { name: 'languages', title: 'Browser languages', summary: 'The first language each browser asks for.', columns: viewsColumns('Language') },
];

/** change writes how a figure moved against the period before: "+12%", "−5%", "new", or "". */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '' : 'new';
  const c = Math.round(((now - before) / before) * 100);
  if (c === 0) return '±0%';
  return c > 0 ? `+${c}%` : `−${-c}%`;
}

/** chartLabel writes a bucket of the chart: "25 Nov" for a day, "Nov 2026" for a month. */
export function chartLabel(date: string, bucket: 'day' | 'month'): string {
  const [y, m, d] = date.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d || 1));
  if (bucket === 'month') return at.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
