import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from '@/lib/router';
import { DEFAULT_LANGUAGE, htmlLangOf, languages, pageLanguage, type Language } from '@/lib/languages';
import { counterpart, isMissing, isUntranslated, routeOfPath } from '@/lib/site-languages';

/**
 * UntranslatedNotice says, in the page's language, that the page shows the default
 * language's text because it has no translation yet (its content then carries that
 * language's lang attribute: see RootLayout).
 */
export function UntranslatedNotice() {
  const { pathname } = useLocation();
  const route = routeOfPath(pathname);
  const language = languages.find((l) => l.code === pageLanguage());
  if (route === undefined || !isUntranslated(route) || !language?.words.untranslated) return null;
  return (
    <p role="note" lang={language.htmlLang} className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-900">
      {language.words.untranslated}
    </p>
  );
}

const noChanges = () => () => {};

/** readDismissed tells whether the visitor closed the suggestion before (false on the server). */
function readDismissed(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false; // storage refused: the suggestion shows, and closes for this page only
  }
}

/** DISMISSED_KEY is where the browser remembers that its visitor declined the language suggestion. */
const DISMISSED_KEY = 'qrs-language-suggestion-dismissed';

/** CHOSEN_KEY is where the browser remembers the language its visitor chose (the switcher's, or the suggestion's). */
const CHOSEN_KEY = 'qrs-language-chosen';

/** rememberLanguage notes that the visitor chose to read the site in the language of code. */
export function rememberLanguage(code: string): void {
  try {
    window.localStorage.setItem(CHOSEN_KEY, code);
  } catch {
    // nothing to remember it in: the suggestion may come back on the next page
  }
}

/** readChosen answers the language the visitor chose before, undefined for none (and on the server). */
function readChosen(): string | undefined {
  try {
    return (typeof window !== 'undefined' && window.localStorage.getItem(CHOSEN_KEY)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * choseLanguage tells whether the visitor chose the page's language: remembered from a choice
 * before, or just made, the page having been reached from its own counterpart in another
 * language (the switcher's or the offer's link, followed before the page's scripts ran as
 * well as after); a choice just made is remembered.
 */
function choseLanguage(route: string | undefined): boolean {
  const page = pageLanguage();
  if (readChosen() === page) return true;
  let from: URL;
  try {
    from = new URL(document.referrer);
  } catch {
    return false;
  }
  const switched =
    from.origin === window.location.origin && languages.some((l) => l.code !== page && counterpart(route, l.code) === from.pathname);
  if (switched) rememberLanguage(page);
  return switched;
}

/**
 * preferredLanguage answers the first of the browser's languages the site speaks, when it
 * is not the page's own and the page is translated into it. The visitor is never sent
 * there: the suggestion only offers the link.
 */
export function preferredLanguage(browser: readonly string[], page: string, route: string | undefined): Language | undefined {
  for (const tag of browser) {
    const code = tag.toLowerCase().split('-')[0];
    const language = languages.find((l) => l.code === code);
    if (!language) continue;
    if (language.code === page || route === undefined || isUntranslated(route, language.code)) return undefined;
    return language;
  }
  return undefined;
}

/**
 * LanguageSuggestion offers a visitor whose browser prefers another language of the site
 * the page in that language, in a small bar they can close for good. It appears after
 * the page has started, so the server's HTML and the first render are the same for all;
 * it lies over the foot of the window rather than above the header, so that nothing on the
 * page moves when it appears (a tap on a link of the header, made at that moment, would land
 * on whatever moved under it).
 */
export function LanguageSuggestion() {
  const { pathname } = useLocation();
  const started = useSyncExternalStore(noChanges, () => true, () => false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const route = routeOfPath(pathname);
  // A visitor who chose this page's language (in the switcher, or by the offer) is not offered another.
  const chose = started && choseLanguage(route);
  const offer = started && !dismissed && !chose ? preferredLanguage(navigator.languages, pageLanguage(), route) : undefined;
  const bar = useRef<HTMLDivElement>(null);
  const shown = Boolean(offer);
  useLayoutEffect(() => {
    // The page ends as far below as the bar is high, so the bar covers none of the footer
    // once scrolled to the end (the room is added below everything: nothing moves).
    const el = bar.current;
    if (!shown || !el) return;
    const body = document.body;
    const room = () => (body.style.paddingBottom = `${el.offsetHeight}px`);
    room();
    const watch = new ResizeObserver(room);
    watch.observe(el);
    return () => {
      watch.disconnect();
      body.style.paddingBottom = '';
    };
  }, [shown]);
  if (!offer) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // nothing to remember it in: it stays closed on this page
    }
  };
  return (
    <div
      ref={bar}
      role="region"
      aria-label={offer.words.switcher}
      lang={offer.htmlLang}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-muted shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-0.5 text-xs sm:gap-3 sm:px-6 sm:py-2 sm:text-sm">
        <p>
          {offer.words.suggestion}{' '}
          <a
            href={counterpart(route, offer.code)}
            hrefLang={htmlLangOf(offer.code)}
            onClick={() => rememberLanguage(offer.code)}
            className="font-medium text-primary underline underline-offset-2"
          >
            {offer.words.readIn}
          </a>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={offer.words.dismiss}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-white focus-visible:outline-2 focus-visible:outline-primary"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}

/** contentLang is the lang attribute of a page's content: the default language's when the page shows it for want of a translation. */
export function useContentLang(): string | undefined {
  const { pathname } = useLocation();
  const route = routeOfPath(pathname);
  return route !== undefined && isUntranslated(route) ? htmlLangOf(DEFAULT_LANGUAGE) : undefined;
}

/** siteLang is the lang attribute of the header and footer: the default language's when the site document has no version in the page's. */
export function siteLang(): string | undefined {
  return isMissing('site') ? htmlLangOf(DEFAULT_LANGUAGE) : undefined;
}
