import { DEFAULT_LANGUAGE, languageName } from '@/lib/languages';
import { fullDate } from './full-date';

// The words of the panel's translation editors (records and content documents), which stay
// in English like the rest of the panel.

/** SOURCE_LANGUAGE names the language translations are made from: 'English'. */
export const SOURCE_LANGUAGE = languageName(DEFAULT_LANGUAGE);

/**
 * sourceChangedNote is the mark of a translation whose source text changed after it was last
 * saved: 'English changed on Mar 2, 2026, 9:15 AM: review', the date as the panel writes dates.
 */
export function sourceChangedNote(changedAt: string, timeZone?: string): string {
  return `${SOURCE_LANGUAGE} changed on ${fullDate(changedAt, timeZone)}: review`;
}

/** MARK_REVIEWED is the button that confirms such a translation as it is. */
export const MARK_REVIEWED = 'Mark as reviewed';

/** translationLabel labels a field's text in a language: 'Description (Deutsch)'. */
export function translationLabel(label: string, locale: string): string {
  return `${label} (${languageName(locale)})`;
}
