import { decimal, rounded, written, type Decimal } from './format-number';
import { languageOf, pageLanguage } from './languages';

export { formatNumber } from './format-number';

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

/** shifted divides a decimal by 10 to the power places. */
function shifted(d: Decimal, places: number): Decimal {
  if (places === 0) return d;
  const int = d.int.padStart(places + 1, '0');
  return { negative: d.negative, int: int.slice(0, -places).replace(/^0+(?=\d)/, ''), frac: (int.slice(-places) + d.frac).replace(/0+$/, '') };
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

/** fillIn puts values into a pattern's {slots}. */
function fillIn(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
