import list from '../../content/languages.json';

// The languages the site speaks, from web/content/languages.json, which the server reads too
// (internal/content/languages.go): another language is its entry there and its translations.

/** Language is one language the site speaks: its code, its own name, its tags for <html lang> and og:locale. */
export interface Language {
  code: string;
  name: string;
  htmlLang: string;
  ogLocale: string;
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
