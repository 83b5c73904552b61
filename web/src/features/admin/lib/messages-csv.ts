// The inbox as a CSV file a spreadsheet opens: one header row, one row per message, every
// cell quoted (RFC 4180) and dates in ISO 8601. A cell that a spreadsheet would run as a
// formula (starting with = + - @, a tab or a carriage return) is kept as text by a leading '.
import type { InboxMessage } from './inbox';
import { subjectLabel } from './inbox';

/** The columns of the file, in order. */
export const CSV_HEADER = ['Received', 'Name', 'E-mail', 'Subject', 'Message', 'Read', 'Answered'] as const;

/** csvCell is one cell: formula starts defused, then quoted with its quotes doubled. */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** isoDate writes a date of the API in ISO 8601 to the second (UTC); '' for none, as it is when unreadable. */
export function isoDate(value: string | null): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** messagesCsv is the file's text: the header, then the messages in the order given, lines ending in CRLF. */
export function messagesCsv(messages: readonly InboxMessage[]): string {
  const rows = [
    [...CSV_HEADER],
    ...messages.map((m) => [
      isoDate(m.createdAt),
      m.name,
      m.email,
      subjectLabel(m.subject),
      m.message,
      isoDate(m.readAt),
      isoDate(m.answeredAt),
    ]),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** csvFileName names an export by its day: 'messages-2026-03-02.csv', or 'messages-filtered-…' for a part. */
export function csvFileName(now: Date, filtered: boolean): string {
  const day = now.toISOString().slice(0, 10);
  return `messages-${filtered ? 'filtered-' : ''}${day}.csv`;
}

/**
 * downloadCsv hands the text to the browser as a file download. It starts with a byte-order
 * mark, so a spreadsheet reads names such as "Müller" as UTF-8.
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
