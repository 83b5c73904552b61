import list from '../../content/languages.json' with { type: 'json' };

// The languages the site speaks, from web/content/languages.json, which the server reads too
// (internal/content/languages.go): another language is its entry there and its translations.

/**
 * Language is one language the site speaks: its code, its own name, its tags for <html lang>
 * and og:locale, the tag Intl formats it with, and how its dates and numbers are written
 * where Intl is missing (the server's renderer), to the letter of what Intl writes.
 */
export interface Language {
  code: string;
  name: string;
  htmlLang: string;
  ogLocale: string;
  /** intl is the tag Intl formats the language's dates and numbers with ("de-CH"). */
  intl: string;
  /** words are the few the site says about languages, in this one (see LanguageWords). */
  words: LanguageWords;
  format: LanguageFormat;
}

/** LanguageWords are what the site says about languages, each in the language it is about. */
export interface LanguageWords {
  /** switcher names the language switcher ("Sprache"). */
  switcher: string;
  /** readIn is the switcher's link to this language's page ("Diese Seite auf Deutsch lesen"). */
  readIn: string;
  /** suggestion offers this language to a visitor whose browser prefers it. */
  suggestion: string;
  dismiss: string;
  /** untranslated says that a page shows the default language's text, for want of this one's. */
  untranslated?: string;
}

/**
 * LanguageFormat is how a language writes dates and numbers: a long date ({day}, {month},
 * {year}) with its month names, the marks between digit groups and before decimals (used with
 * Intl too: the Swiss apostrophe ’ where Intl writes '), and short large numbers ({number},
 * {unit}; each unit from its value on), and the marks a quotation opens and closes with.
 */
export interface LanguageFormat {
  date: string;
  months: string[];
  group: string;
  decimal: string;
  /** quotes are the marks around a quotation: “…” in English, „…“ in German. */
  quotes: string[];
  compact: string;
  compactUnits: Array<{ from: number; unit: string }>;
}

/** languages are the site's languages, in the order a language switcher shows them. */
export const languages: Language[] = list.languages;

/** DEFAULT_LANGUAGE is the code of the language whose pages keep their paths. */
export const DEFAULT_LANGUAGE: string = list.default;

/** isLanguage tells whether code is one of the site's languages. */
export function isLanguage(code: string): boolean {
  return languages.some((l) => l.code === code);
}

/** languageName names a language in its own words ('Deutsch'); an unknown code shows as it is. */
export function languageName(code: string): string {
  return languages.find((l) => l.code === code)?.name ?? code;
}

// The language of the page on screen. A page load shows one language: the browser reads it
// from the address when it starts, the server's renderer from the address it renders, and
// links within the page stay in it (the language switcher loads the other language's page
// anew). Components read it with pageLanguage().
let current: string = DEFAULT_LANGUAGE;

/** languageOfPath answers the language of a site path: '/de/forschung' → 'de', '/research' → the default. */
export function languageOfPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** setPageLanguage makes code the language of the page (unknown codes mean the default). */
export function setPageLanguage(code: string): void {
  current = isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/** pageLanguage answers the language of the page being shown or rendered. */
export function pageLanguage(): string {
  return current;
}

/** languageOf answers the language of a code; the default language for one the site does not speak. */
export function languageOf(code: string): Language {
  return languages.find((l) => l.code === code) ?? languages.find((l) => l.code === DEFAULT_LANGUAGE)!;
}

/** htmlLangOf answers the tag for lang="" of a language ('de'); the code itself when unknown. */
export function htmlLangOf(code: string): string {
  return languages.find((l) => l.code === code)?.htmlLang ?? code;
}

/**
 * inLanguage answers the API path that reads apiPath's value in a language: `?locale=<code>`
 * added for any language but the default, whose paths stay as they are. The page's embedded
 * data names each value by the path it was read from, so the browser finds it under the same.
 */
export function inLanguage(apiPath: string, code: string = current): string {
  if (code === DEFAULT_LANGUAGE) return apiPath;
  return `${apiPath}${apiPath.includes('?') ? '&' : '?'}locale=${encodeURIComponent(code)}`;
}
