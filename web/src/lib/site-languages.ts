import { apiGet } from './api-client';
import { DEFAULT_LANGUAGE, pageLanguage } from './languages';

// Where each page is in every language, as the server answers it at /api/languages and
// embeds it in every page (internal/site/languages.go): the routes, links and language
// switcher of the page come from it, so they match the server's addresses.

/** LANGUAGES_PATH is where the server answers the languages' pages, and their key in a page's data. */
export const LANGUAGES_PATH = '/api/languages';

/** LanguagePages is one language's pages: the path of each route in it, and what it lacks. */
export interface LanguagePages {
  code: string;
  /** pages maps each public route ("/research") to its path in the language ("/de/forschung"). */
  pages: Record<string, string>;
  /** untranslated are the routes shown in the default language, for want of this one's text. */
  untranslated: string[];
  /** missing are the content documents not published in the language. */
  missing: string[];
  /** files maps each PDF made from the content ("/legal/privacy-policy.pdf") to its path in the language. */
  files: Record<string, string>;
}

let known: LanguagePages[] = [];

/** ensureLanguages fetches the languages' pages when the page's data did not bring them. */
export async function ensureLanguages(): Promise<void> {
  if (known.length > 0) return;
  const value = await apiGet<{ languages: LanguagePages[] }>(LANGUAGES_PATH);
  if (value?.languages) known = value.languages;
}

/** seedLanguages keeps the languages' pages of a page's data, when it has them. */
export function seedLanguages(data: Record<string, unknown>): void {
  const value = data[LANGUAGES_PATH] as { languages?: LanguagePages[] } | undefined;
  if (value?.languages) known = value.languages;
}

/** hasLanguages tells whether the languages' pages are known (from the page's data or a fetch). */
export function hasLanguages(): boolean {
  return known.length > 0;
}

function pagesOf(code: string): LanguagePages | undefined {
  return known.find((l) => l.code === code);
}

/** pathIn answers the path of a route in a language; undefined when the language has no such page. */
export function pathIn(route: string, code: string = pageLanguage()): string | undefined {
  if (code === DEFAULT_LANGUAGE) return route;
  return pagesOf(code)?.pages[route];
}

/** homeOf answers a language's home page. */
export function homeOf(code: string): string {
  return pathIn('/', code) ?? (code === DEFAULT_LANGUAGE ? '/' : `/${code}`);
}

/** routeOfPath answers the route of a path in the page's language ("/de/forschung" → "/research"); undefined for none. */
export function routeOfPath(pathname: string, code: string = pageLanguage()): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (code === DEFAULT_LANGUAGE) return path;
  const pages = pagesOf(code)?.pages ?? {};
  return Object.keys(pages).find((route) => pages[route] === path);
}

/** isUntranslated tells whether a route shows the default language's text in a language. */
export function isUntranslated(route: string, code: string = pageLanguage()): boolean {
  return code !== DEFAULT_LANGUAGE && (pagesOf(code)?.untranslated.includes(route) ?? false);
}

/** isMissing tells whether a content document is not published in a language. */
export function isMissing(key: string, code: string = pageLanguage()): boolean {
  return code !== DEFAULT_LANGUAGE && (pagesOf(code)?.missing.includes(key) ?? false);
}

/**
 * localizeHref answers a link of the content in the page's language: a path of a page of the
 * default language ("/research", "/#contact") becomes that page's path in the language
 * ("/de/forschung", "/de#contact"), and a PDF made from the content its version in the
 * language ("/de/legal/privacy-policy.pdf"); anything else (another site, an upload) is kept.
 */
export function localizeHref(href: string, code: string = pageLanguage()): string {
  if (code === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  const at = href.search(/[?#]/);
  const path = at < 0 ? href : href.slice(0, at);
  const rest = at < 0 ? '' : href.slice(at);
  const target = pathIn(path || '/', code) ?? pagesOf(code)?.files[path];
  return target === undefined ? href : target + rest;
}

/**
 * counterpart answers where the language switcher leads from the page of route to a
 * language: the same page when it is translated there, else that language's home.
 */
export function counterpart(route: string | undefined, code: string): string {
  if (route === undefined || isUntranslated(route, code)) return homeOf(code);
  return pathIn(route, code) ?? homeOf(code);
}
