import { afterEach, describe, expect, it } from 'vitest';
import { formatCompact, formatDate, formatDateOrYear, formatNumber } from './format';
import { DEFAULT_LANGUAGE, languageOf, languages, setPageLanguage, type LanguageFormat } from './languages';

afterEach(() => setPageLanguage(DEFAULT_LANGUAGE));

/** withoutIntl runs f as the server's renderer does, with no Intl. */
function withoutIntl<T>(f: () => T): T {
  const intl = globalThis.Intl;
  // @ts-expect-error: the server's engine has no Intl.
  delete globalThis.Intl;
  try {
    return f();
  } finally {
    globalThis.Intl = intl;
  }
}

// What Intl writes with a language's Intl tag, with the language's own digit-group and decimal
// marks: what the language's data must write (see format.ts).
const intlDate = (day: string, lang: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(languageOf(lang).intl, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date));
};
const withMarks = (parts: Intl.NumberFormatPart[], format: LanguageFormat) =>
  parts.map((p) => (p.type === 'group' ? format.group : p.type === 'decimal' ? format.decimal : p.value)).join('');
const intlNumber = (n: number, lang: string, fractionDigits?: number) => {
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return withMarks(new Intl.NumberFormat(languageOf(lang).intl, digits).formatToParts(n), languageOf(lang).format);
};
const intlCompact = (n: number, lang: string) =>
  withMarks(new Intl.NumberFormat(languageOf(lang).intl, { notation: 'compact' }).formatToParts(n), languageOf(lang).format);

/** everyDayOf lists every day of a year as "YYYY-MM-DD". */
function everyDayOf(year: number): string[] {
  const days: string[] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const numbers = [
  0, 7, 42, 512, 999, 1000, 1234, 4096, 9999, 10_000, 12_345, 65_536, 99_999, 100_000, 999_999, 1_000_000, 1_048_576,
  16_777_216, 40_000_000, 50_000_000, 4_000_000_000, 2 ** 53, 1e21, -1, -1234, -1_000_000, 0.5, 1.5, 3.14159, 1.15, 1.0005,
  2.675, 12_345.678_9, 1e-7, -0.0001, 22.5,
];

const compactNumbers = [
  0, 5, 12.5, 999, 1000, 1049, 1050, 1150, 1234, 1500, 9949, 9950, 12_345, 99_999, 99_950, 123_456, 999_499, 999_949, 999_950,
  999_999, 999_999.6, 1_000_000, 1_049_999, 1_050_000, 12_345_678, 50_000_000, 999_500_000, 2e9, 1.5e12, 2e15, 1e21, -1500,
  -2_500_000, 0.5, 0.05, 0.123, 1.23, 12.3456, -0.0001,
];

describe('pages write what Intl writes, in every language, without Intl as the server renders', () => {
  it.each(languages.map((l) => l.code))('%s has twelve months and its short units at growing powers of ten', (lang) => {
    const { format } = languages.find((l) => l.code === lang)!;
    expect(format.months).toHaveLength(12);
    const zeros = format.compactUnits.map((u) => Math.log10(u.from));
    expect(zeros.every((z, i) => Number.isInteger(z) && (i === 0 || z > zeros[i - 1]!))).toBe(true);
  });

  it.each(languages.map((l) => l.code))('long dates in %s, every day of a leap year and of another', (lang) => {
    const days = [...everyDayOf(2024), ...everyDayOf(2026)];
    expect(withoutIntl(() => days.map((d) => formatDate(d, lang)))).toEqual(days.map((d) => intlDate(d, lang)));
  });

  it.each(languages.map((l) => l.code))('numbers in %s', (lang) => {
    expect(withoutIntl(() => numbers.map((n) => formatNumber(n, lang)))).toEqual(numbers.map((n) => intlNumber(n, lang)));
    const sizes = [0, 0.04, 0.05, 1.25, 56.04, 56.05, 275.71, 999.96, 12_345.6];
    expect(withoutIntl(() => sizes.map((n) => formatNumber(n, lang, 1)))).toEqual(sizes.map((n) => intlNumber(n, lang, 1)));
  });

  it.each(languages.map((l) => l.code))('short large numbers in %s', (lang) => {
    expect(withoutIntl(() => compactNumbers.map((n) => formatCompact(n, lang)))).toEqual(compactNumbers.map((n) => intlCompact(n, lang)));
  });
});

describe('each language’s own way', () => {
  it('writes the issue’s German examples, with the Swiss apostrophe between digit groups', () => {
    expect(formatDate('2026-11-25', 'de')).toBe('25. November 2026');
    expect(formatDate('2026-03-01', 'de')).toBe('1. März 2026');
    expect(formatNumber(1_000_000, 'de')).toBe('1’000’000');
    expect(formatNumber(50_000_000, 'de')).toBe('50’000’000');
    expect(formatCompact(50_000_000, 'de')).toBe('50\u00a0Mio.');
  });

  it('keeps English as the pages wrote it before', () => {
    expect(formatDate('2026-11-25', 'en')).toBe('November 25, 2026');
    expect(formatDate('2024-03-05', 'en')).toBe('March 5, 2024');
    expect(formatNumber(50_000_000, 'en')).toBe('50,000,000');
    expect(formatNumber(40_000_000, 'en')).toBe('40,000,000');
    expect(formatCompact(50_000_000, 'en')).toBe('50M');
    expect(formatCompact(1_500, 'en')).toBe('1.5K');
    expect(formatCompact(2_000_000_000, 'en')).toBe('2B');
    expect(formatCompact(999, 'en')).toBe('999');
    expect(formatNumber(56, 'en', 1)).toBe('56.0');
  });

  it('writes in the language of the page unless told another', () => {
    setPageLanguage('de');
    expect(formatDate('2026-11-25')).toBe('25. November 2026');
    expect(formatNumber(1_000_000)).toBe('1’000’000');
    expect(formatDate('2026-11-25', 'en')).toBe('November 25, 2026');
  });

  it('takes a language the site does not speak for the default one', () => {
    expect(formatDate('2026-11-25', 'fr')).toBe('November 25, 2026');
    expect(withoutIntl(() => formatNumber(1234, 'fr'))).toBe('1,234');
  });
});

describe('formatDate', () => {
  it.each([
    ['2024-03-05', 'March 5, 2024'],
    ['1999-12-31', 'December 31, 1999'],
    ['2025-01-01T00:00:00Z', 'January 1, 2025'],
    ['2024-02-29', 'February 29, 2024'],
    ['2000-02-29', 'February 29, 2000'],
    ['2023-02-29', ''],
    ['1900-02-29', ''],
    ['2025-04-31', ''],
    ['2025-13-01', ''],
    ['2025-00-10', ''],
    ['', ''],
    ['soon', ''],
  ])('%s reads %s, and the same without Intl', (input, out) => {
    expect(formatDate(input, 'en')).toBe(out);
    expect(withoutIntl(() => formatDate(input, 'en'))).toBe(out);
  });

  it('keeps a bare year and spells out a full date', () => {
    expect(formatDateOrYear('1996', 'de')).toBe('1996');
    expect(formatDateOrYear('1996-07-04', 'en')).toBe('July 4, 1996');
    expect(formatDateOrYear('1996-07-04', 'de')).toBe('4. Juli 1996');
  });
});
