import { describe, expect, it } from 'vitest';
import { change, chartLabel, customRangeError, percent, rangeQuery, TABLES } from './insights';

describe('insights', () => {
  it('asks for a preset range or a custom one', () => {
    expect(rangeQuery({ kind: '7d' })).toBe('range=7d');
    expect(rangeQuery({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' })).toBe('from=2026-01-01&to=2026-01-31');
    expect(customRangeError('', '2026-01-01')).toBe('Choose both days');
    expect(customRangeError('2026-02-01', '2026-01-01')).toBe('The range ends before it starts');
    expect(customRangeError('2026-01-01', '2026-01-01')).toBe('');
  });

  it('writes changes against the period before', () => {
    expect(change(120, 100)).toBe('+20%');
    expect(change(95, 100)).toBe('−5%');
    expect(change(100, 100)).toBe('±0%');
    expect(change(3, 0)).toBe('new');
    expect(change(0, 0)).toBe('');
  });

  it('writes shares and chart labels', () => {
    expect(percent(0.0123)).toBe('1.2%');
    expect(percent(undefined)).toBe('–');
    expect(chartLabel('2026-11-25', 'day')).toBe('25 Nov');
    expect(chartLabel('2026-11', 'month')).toBe('Nov 2026');
  });

  it('shows the pages with their conversion', () => {
    const pages = TABLES.find((t) => t.name === 'pages')!;
    const row = { value: '/contact', views: 40, visitors: 20, entries: 5, messages: 2, conversion: 0.1 };
    expect(pages.columns.map((c) => c.value(row))).toEqual(['/contact', '40', '20', '5', '2', '10%']);
  });
});
