import { formatNumber } from './format-number';
import { pageLanguage } from './languages';

// A text's {slots} are filled once: a value put in is never filled in again, and a text
// stops being filled once it would pass slots.maxFilled characters of web/content/rules.json
// (the server fills its PDFs, and checks a save, by the same number), the rest of its slots
// left as written.

// Put in by the build (web/scripts/build-defines.ts): importing rules.json here would bring
// all of it into the home page's first download.
/** MAX_FILLED is the most characters a text may grow to once its slots are filled. */
export const MAX_FILLED = __QRS_MAX_FILLED__;

function fill(text: string, slot: RegExp, value: (name: string) => string | undefined): string {
  let length = [...text].length;
  let full = false;
  return text.replace(slot, (written, name: string) => {
    if (full) return written;
    const v = value(name);
    if (v === undefined) return written;
    const grown = length - [...written].length + [...v].length;
    if (grown > MAX_FILLED) {
      full = true;
      return written;
    }
    length = grown;
    return v;
  });
}

/**
 * fillTemplate puts values into a content text's {name} slots: "Connect {wallet}" with
 * { wallet: "A" } reads "Connect A". A slot without a value stays as written, so a typo in
 * the content shows on the page instead of vanishing.
 */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return fill(text, /\{(\w+)\}/g, (name) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : undefined));
}

/**
 * fillSiteSlots puts values of the site document into a text's {path} slots, a dotted path
 * into that document ("{company.name}", "{contact.privacyEmail}", "{facts.totalSupply}"), so a
 * legal text names the company, its address and its addresses as the site settings state
 * them, in one place. A number (a fact) is written as the text's language writes numbers
 * (formatNumber: 50,000,000; 50’000’000), a text as it is. The server fills the PDFs by the
 * same rule (internal/content FillSiteSlotsIn). A slot that names no text or number stays as
 * written.
 */
export function fillSiteSlots(text: string, site: unknown, lang: string = pageLanguage()): string {
  return fill(text, /\{(\w+(?:\.\w+)+)\}/g, (path) => {
    let value: unknown = site;
    for (const key of path.split('.')) {
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    }
    if (typeof value === 'number') return formatNumber(value, lang);
    return typeof value === 'string' ? value : undefined;
  });
}

/**
 * fillDocumentSiteSlots answers a content document with the site slots of every text filled
 * (fillSiteSlots), a rich text's words and links as a plain text's; the document itself is
 * left as it is. The server fills a document for its PDFs by the same rule
 * (internal/content FillDocumentSiteSlots).
 */
export function fillDocumentSiteSlots<T>(doc: T, site: unknown, lang: string = pageLanguage()): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes('{') ? fillSiteSlots(value, site, lang) : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(doc) as T;
}
