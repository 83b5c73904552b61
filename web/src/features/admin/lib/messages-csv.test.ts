import { describe, expect, it } from 'vitest';
import type { InboxMessage } from './inbox';
import { parseCsv } from '../../../../e2e/csv';
import { CSV_HEADER, csvCell, csvFileName, isoDate, messagesCsv } from './messages-csv';

const message = (over: Partial<InboxMessage>): InboxMessage => ({
  id: 1,
  name: 'Maria Keller',
  email: 'maria@example.com',
  subject: 'wellness-centers',
  message: 'Where is the nearest centre?',
  createdAt: '2026-03-02T09:15:00Z',
  readAt: null,
  answeredAt: null,
  ...over,
});

describe('messages CSV', () => {
  it('has a header row, one row per message in the order given, the subject as the visitor chose it and ISO dates', () => {
    const csv = messagesCsv([
      message({ id: 2, name: 'Tom', subject: 'qrs-coin', readAt: '2026-03-02T10:00:00Z', answeredAt: '2026-03-03T08:30:00Z' }),
      message({}),
    ]);
    expect(parseCsv(csv)).toEqual([
      [...CSV_HEADER],
      ['2026-03-02T09:15:00Z', 'Tom', 'maria@example.com', 'QRS Coin Investment', 'Where is the nearest centre?', '2026-03-02T10:00:00Z', '2026-03-03T08:30:00Z'],
      ['2026-03-02T09:15:00Z', 'Maria Keller', 'maria@example.com', 'Wellness Centers', 'Where is the nearest centre?', '', ''],
    ]);
  });

  it('keeps commas, quotes and line breaks inside a cell', () => {
    const text = 'Hello, "team"\r\nsecond line\nthird, with a comma';
    const rows = parseCsv(messagesCsv([message({ name: 'Keller, Maria "Mia"', message: text })]));
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe('Keller, Maria "Mia"');
    expect(rows[1][4]).toBe(text);
  });

  it("keeps a cell a spreadsheet would run as a formula as text, behind a '", () => {
    for (const danger of ['=HYPERLINK("http://x.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(danger)).toBe(`"'${danger.replace(/"/g, '""')}"`);
    }
    const rows = parseCsv(messagesCsv([message({ name: '=cmd|" /C calc"!A0', message: '-5 units please' })]));
    expect(rows[1][1]).toBe(`'=cmd|" /C calc"!A0`);
    expect(rows[1][4]).toBe("'-5 units please");
    expect(csvCell('Maria = Mia')).toBe('"Maria = Mia"');
    expect(csvCell('a@b.example')).toBe('"a@b.example"');
  });

  it('is the header alone when there is no message', () => {
    expect(messagesCsv([])).toBe('"Received","Name","E-mail","Subject","Message","Read","Answered"\r\n');
  });

  it('writes dates in ISO 8601, to the second, in UTC', () => {
    expect(isoDate('2026-03-02T10:00:00+02:00')).toBe('2026-03-02T08:00:00Z');
    expect(isoDate(null)).toBe('');
    expect(isoDate('not a date')).toBe('not a date');
  });

  it('names the file by its day and says when it holds only the shown messages', () => {
    const day = new Date('2026-03-02T23:30:00Z');
    expect(csvFileName(day, false)).toBe('messages-2026-03-02.csv');
    expect(csvFileName(day, true)).toBe('messages-filtered-2026-03-02.csv');
  });
});
