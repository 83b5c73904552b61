import { languageOf, pageLanguage, type LanguageFormat } from './languages';

// Dates and numbers as each language writes them, made from the language's data in
// web/content/languages.json (month names, patterns, marks, short units): the server's
// JavaScript engine has no Intl, and the browser writes the same text with the same code, so
// hydration always finds the server's words. (Intl would cost a page tens of milliseconds of
// main thread for its locale data at the first date.) format.test.ts proves for every language
// that the data write what Intl writes with the language's Intl tag, but with the language's own
// digit-group and decimal marks, which may be the typographer's rather than Intl's (the Swiss
// apostrophe ’ for German, where Intl writes ').

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * formatDate writes a calendar day, "YYYY-MM-DD" (a time after it is ignored), as the
 * language's long date: "November 25, 2026", "25. November 2026". It is read as a calendar
 * day, so no visitor's time zone moves it to the day before; "" or anything else gives "".
 */
export function formatDate(value: string, lang: string = pageLanguage()): string {
  const m = DAY.exec(value.trim());
  if (!m) return '';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return '';
  const language = languageOf(lang);
  return fillIn(language.format.date, { day: String(day), month: language.format.months[month - 1]!, year: String(year) });
}

/** formatDateOrYear writes "YYYY-MM-DD" as formatDate does, and a bare year ("1996") as it is. */
export function formatDateOrYear(value: string, lang: string = pageLanguage()): string {
  return /^\d{4}$/.test(value.trim()) ? value.trim() : formatDate(value, lang);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * formatNumber writes a number with the language's digit groups: 50,000,000 in English,
 * 50’000’000 in German. It keeps up to three decimals, as Intl does, or exactly
 * fractionDigits when given (56.0).
 */
export function formatNumber(value: number, lang: string = pageLanguage(), fractionDigits?: number): string {
  const language = languageOf(lang);
  const d = rounded(decimal(value), fractionDigits ?? 3);
  const frac = fractionDigits === undefined ? d.frac : d.frac.padEnd(fractionDigits, '0');
  return written({ ...d, frac }, language.format, 4);
}

/**
 * formatCompact writes a large number short, as the centre of a chart does: 50M in English,
 * 50 Mio. in German (Intl's compact notation). Below a language's first unit the number is
 * written whole (1500 in German, where thousands have no short form).
 */
export function formatCompact(value: number, lang: string = pageLanguage()): string {
  const format = languageOf(lang).format;
  const d = decimal(value);
  // The units are powers of ten: a unit is reached by a whole part of more digits than its zeros.
  const units = format.compactUnits;
  const zeros = (i: number) => String(units[i]!.from).length - 1;
  // The largest unit the number reaches; and the next one when rounding reaches that (999,950 is 1M).
  let u = -1;
  while (u + 1 < units.length && d.int.length > zeros(u + 1)) u++;
  for (;;) {
    const shift = u < 0 ? 0 : zeros(u);
    const short = roundedCompact(shifted(d, shift));
    if (u + 1 < units.length && short.int.length + shift > zeros(u + 1)) {
      u++;
      continue;
    }
    // Compact numbers are grouped only from five digits on ("2000T", but "12’345").
    const number = written(short, format, 5);
    return u < 0 ? number : fillIn(format.compact, { number, unit: units[u]!.unit });
  }
}

/** Decimal is a number as its decimal digits: the sign, the whole part, the decimals. */
interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

/**
 * decimal answers the digits of a number as JavaScript writes it shortest, which is also what
 * Intl rounds (1.15 rounds to 1.2, as it reads, not to its binary neighbour 1.1499…).
 */
function decimal(value: number): Decimal {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value)));
  if (!m) return { negative: false, int: String(value), frac: '' }; // NaN, Infinity: written as they are
  let digits = m[1]! + (m[2] ?? '');
  let point = m[1]!.length + Number(m[3] ?? 0);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  return { negative: value < 0 || Object.is(value, -0), int: digits.slice(0, point).replace(/^0+(?=\d)/, ''), frac: digits.slice(point).replace(/0+$/, '') };
}

/** shifted divides a decimal by 10 to the power places. */
function shifted(d: Decimal, places: number): Decimal {
  if (places === 0) return d;
  const int = d.int.padStart(places + 1, '0');
  return { negative: d.negative, int: int.slice(0, -places).replace(/^0+(?=\d)/, ''), frac: (int.slice(-places) + d.frac).replace(/0+$/, '') };
}

/** rounded rounds a decimal to at most places decimals, half away from zero, as Intl does. */
function rounded(d: Decimal, places: number): Decimal {
  if (d.frac.length <= places) return d;
  let digits = d.int + d.frac.slice(0, places);
  if (d.frac[places]! >= '5') digits = plusOne(digits);
  const point = digits.length - places;
  return { negative: d.negative, int: digits.slice(0, point), frac: digits.slice(point).replace(/0+$/, '') };
}

/**
 * roundedCompact rounds as Intl's compact notation does: to whole numbers from 10 on, else to
 * two significant digits (1.2K, 0.12), whichever keeps more.
 */
function roundedCompact(d: Decimal): Decimal {
  if (d.int !== '0') return rounded(d, d.int.length >= 2 ? 0 : 1);
  const zeros = /^0*/.exec(d.frac)![0].length;
  return rounded(d, zeros + 2);
}

/** plusOne adds one to a string of digits: "0999" → "1000". */
function plusOne(digits: string): string {
  const at = digits.search(/9*$/);
  if (at === 0) return '1' + '0'.repeat(digits.length);
  return digits.slice(0, at - 1) + String(Number(digits[at - 1]) + 1) + '0'.repeat(digits.length - at);
}

/** written writes a decimal with the language's marks, grouping a whole part of at least groupFrom digits. */
function written(d: Decimal, format: LanguageFormat, groupFrom: number): string {
  const int = d.int.length >= groupFrom ? d.int.replace(/\B(?=(\d{3})+$)/g, format.group) : d.int;
  return (d.negative ? '-' : '') + int + (d.frac ? format.decimal + d.frac : '');
}

/** fillIn puts values into a pattern's {slots}. */
function fillIn(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
