import { languageOf, pageLanguage, type LanguageFormat } from './languages';

// Numbers as each language writes them, from the language's marks in
// web/content/languages.json: the module every page that states a figure loads (the site's
// facts fill the texts of the home page), apart from format.ts's dates and short numbers,
// which only some pages show. See format.ts for why the data, not Intl.

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

/** Decimal is a number as its decimal digits: the sign, the whole part, the decimals. */
export interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

/**
 * decimal answers the digits of a number as JavaScript writes it shortest, which is also what
 * Intl rounds (1.15 rounds to 1.2, as it reads, not to its binary neighbour 1.1499…).
 */
export function decimal(value: number): Decimal {
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

/** rounded rounds a decimal to at most places decimals, half away from zero, as Intl does. */
export function rounded(d: Decimal, places: number): Decimal {
  if (d.frac.length <= places) return d;
  let digits = d.int + d.frac.slice(0, places);
  if (d.frac[places]! >= '5') digits = plusOne(digits);
  const point = digits.length - places;
  return { negative: d.negative, int: digits.slice(0, point), frac: digits.slice(point).replace(/0+$/, '') };
}

/** plusOne adds one to a string of digits: "0999" → "1000". */
function plusOne(digits: string): string {
  const at = digits.search(/9*$/);
  if (at === 0) return '1' + '0'.repeat(digits.length);
  return digits.slice(0, at - 1) + String(Number(digits[at - 1]) + 1) + '0'.repeat(digits.length - at);
}

/** written writes a decimal with the language's marks, grouping a whole part of at least groupFrom digits. */
export function written(d: Decimal, format: LanguageFormat, groupFrom: number): string {
  const int = d.int.length >= groupFrom ? d.int.replace(/\B(?=(\d{3})+$)/g, format.group) : d.int;
  return (d.negative ? '-' : '') + int + (d.frac ? format.decimal + d.frac : '');
}
