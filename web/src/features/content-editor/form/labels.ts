import fieldWords from '../../../../content/labels.json';
import { HREF_PATTERN, SLUG_PATTERN, type ContentKey } from '@/content/schema';
import { IMAGE_PATTERN, linkRules } from '@/lib/site-rules';
import { SEO_SHOWN } from '@/lib/publish-checks';
import { defaultTexts, schemaPath } from './defaults';
import type { Path } from './pointer';
import { COLOR_PATTERN, DATE_PATTERN } from './schema-tree';
import { LINK_HINT } from './link-check';

// What the form calls a field and what it says about it. Labels come from the property
// names ("phoneHref" → "Phone link"), with the overrides of web/content/labels.json where the
// name says too little; help texts explain the fields whose meaning is not obvious from the
// label. The server names the fields of a version's changes from the same file
// (internal/content/fieldnames.go), so the history and the form use the same words.

/** Words spelled in capitals or otherwise than the humanizer would ("pdf" → "PDF", "cta" → "button"). */
const WORDS = new Map(Object.entries(fieldWords.words));
/** Labels by property name, wherever it occurs. */
const NAME_LABELS = new Map(Object.entries(fieldWords.names));
/** Labels by place (schema path, "*" for any list item), where the same name means something else. */
const PATH_LABELS = new Map(Object.entries(fieldWords.places));
/** Nouns for the items of a list, where dropping the plural's s would not do. */
const NOUNS = new Map(Object.entries(fieldWords.nouns));

/** humanize turns a property name into words: "phoneHref" → "Phone link", "contactCta" → "Contact button". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => WORDS.get(w.toLowerCase()) ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}



/** Help by place, then by name: what a field is for, when its label cannot say it. */
const PATH_HELP: Record<string, string> = {
  '/seo/title': 'The title in the browser tab and in search results.',
  '/seo/description': 'The text search engines and link previews show under the title.',
  '/seo/image': 'The picture shown when the page is shared as a link.',
  '/seo/hidden': 'Asks search engines to leave this page out; it is left out of the sitemap too.',
  '/timeZone': 'The company\'s time zone, e.g. Europe/Vaduz. Scheduled publishing uses it.',
  '/contact/phoneHref': 'The phone number as a tel: link dials it: digits only, with a leading + for the country code.',
  '/contact/phone': 'The number as visitors read it.',
  '/clinicalStudy/topCount': 'How many results, from the first, are shown as the top performers.',
  '/clinicalStudy/results': 'The clinical table. The badge of a result follows its improvement (80, 70, 60 and below).',
  '/researchNetwork/publications/*/doi': 'The confirmed DOI ("10.…/…" or a doi.org address). Leave empty while it is not confirmed; never guess one.',
  '/researchNetwork/publications/*/searchTerms': 'What the literature-search link looks for.',
  '/patents/items/*/issued': 'The year of grant (2021) or, once confirmed, the day (2021-05-31).',
  '/paper/fileName': 'The name the research paper PDF is saved under, ending in .pdf.',
  '/paper/sections/*/table':
    'A table drawn after the section\'s text from figures kept elsewhere: field strengths, study figures and clinical results (home page), patents and the ion study (this page).',
  '/paper/tableColumns': 'The column headings of the paper\'s tables drawn from the home page.',
  '/sections/*/id': 'The section\'s address within the page (/whitepaper#id): lowercase letters, digits and dashes.',
  '/sections/*/show': 'A block placed after the section\'s text: the allocation chart, the roadmap of the coin page, or the contact links.',
  '/technology/background/fieldFacts': 'The field strengths compared; the research paper tabulates them with their notes.',
  '/groups': 'The headings and card badges of the partner directory, by partner type; any type but clinic or distributor counts as research.',
  '/documents/items/*/href': 'The address of the legal PDF, e.g. /legal/privacy-policy.pdf.',
  '/unpack': 'The first step; the command "tar -xzf <file>" follows it.',
  '/card/namePattern': 'How the package file is named; * stands for the date.',
  '/header/menu/*/highlight': 'Shows the menu entry as a highlighted button.',
  '/contactForm/honeypotLabel': 'The label of a hidden field that only spam robots fill in; visitors never see it.',
};

const NAME_HELP: Record<string, string> = {
  eyebrow: 'The short line above the heading.',
  imageAlt: 'Describes the picture for people who cannot see it.',
  homeLabel: 'What screen readers say for the logo, which links to the home page.',
  skipLink: 'The first link of every page, for keyboard users; it jumps to the content.',
  mainNavLabel: 'What screen readers call the main menu.',
  mobileNavLabel: 'What screen readers call the phone menu.',
  openMenu: 'The phone menu button, for screen readers.',
  closeMenu: 'The phone menu button, for screen readers.',
  newTab: 'Read by screen readers after the link\'s text.',
  downloadNewTab: 'Read by screen readers after the link\'s text.',
  visitWebsiteNewTab: 'Read by screen readers after the link\'s text.',
  portraitAlt: 'Describes each team member\'s photo for people who cannot see it.',
  totalSupply: 'The number of coins in existence; the chart\'s shares are drawn from the allocation.',
  updated: 'Publishing a change sets this to the day it goes live. Change it yourself only to give another date, which then stands.',
};

/** What each {slot} of the templates stands for, in the help under a text that has it. */
const SLOT_MEANINGS: Record<string, string> = {
  wallet: "the wallet's name",
  n: 'the number',
  total: 'the total',
  date: 'the date',
  title: 'the title',
  name: 'the name',
  label: "the menu entry's name",
  company: "the company's name",
  count: 'the number of items',
  rank: 'the place',
  file: "the file's name",
  category: 'the category',
  doi: 'the DOI',
};

/** slotMeaning says what a {slot} is filled in with. */
export function slotMeaning(slot: string): string {
  if (slot.includes('.')) return `the site settings' ${humanize(slot.split('.').pop() ?? slot).toLowerCase()}`;
  return SLOT_MEANINGS[slot] ?? 'a value of the page';
}

/** fieldLabel is the label of the field at path. */
export function fieldLabel(path: Path): string {
  const name = path[path.length - 1];
  if (typeof name === 'number' || name === undefined) return '';
  const place = suffixMatch(PATH_LABELS.keys(), path);
  return (place === undefined ? undefined : PATH_LABELS.get(place)) ?? NAME_LABELS.get(name) ?? humanize(name);
}

/** fieldHelp is the help text of the field at path, if it needs one. */
export function fieldHelp(path: Path): string | undefined {
  const key = suffixMatch(Object.keys(PATH_HELP), path);
  if (key) return PATH_HELP[key];
  const name = path[path.length - 1];
  return typeof name === 'string' ? NAME_HELP[name] : undefined;
}

/** suffixMatch finds the longest of places (schema paths) that ends the schema path of path. */
function suffixMatch(places: Iterable<string>, path: Path): string | undefined {
  const full = schemaPath(path);
  let best: string | undefined;
  for (const key of places) {
    if ((full === key || full.endsWith(key)) && (!best || key.length > best.length)) best = key;
  }
  return best;
}

/** itemNoun names one item of the list at path: "items" → "item", "universities" → "university". */
export function itemNoun(path: Path): string {
  const name = String(path[path.length - 1] ?? 'items');
  const noun = NOUNS.get(name);
  if (noun) return noun;
  const last = humanize(name).split(' ').pop()!.toLowerCase();
  if (last.endsWith('ies')) return last.slice(0, -3) + 'y';
  if (last.endsWith('ses')) return last.slice(0, -2);
  if (last.endsWith('s') && !last.endsWith('ss')) return last.slice(0, -1);
  return last;
}

/** A heading longer than this is cut where it names a field, so that the name stays one line (labels.json, which the history's names read too). */
const HEADING_NAME_MAX = fieldWords.headingMax;

/**
 * itemHeading is the heading of a list item that has one (a section of a policy: "Retention"),
 * which tells it apart better than its number ("Section 9"). A card's title is not taken:
 * it is one of the card's own texts, edited as often as the others, and the history names
 * cards by their number.
 */
export function itemHeading(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const heading = (item as { heading?: unknown }).heading;
  if (typeof heading !== 'string') return undefined;
  const words = heading.replace(/\s+/g, ' ').trim();
  if (!words) return undefined;
  return words.length > HEADING_NAME_MAX ? `${words.slice(0, HEADING_NAME_MAX - 1).trimEnd()}…` : words;
}

/** Texts under these names are paragraphs, and get a text area. */
const LONG_NAMES = new Set([
  'text', 'paragraphs', 'intro', 'points', 'lead', 'description', 'quote', 'closing', 'compatibility', 'tagline',
  'notice', 'subtitle', 'topLead', 'energyLead', 'error', 'empty', 'mission', 'steps', 'note',
]);
/** A text whose default is longer than this gets a text area too. */
const LONG_TEXT = 90;

/** isLongText tells whether the text at path is a paragraph rather than a line. */
export function isLongText(key: ContentKey, path: Path): boolean {
  const named = [...path].reverse().find((s) => typeof s === 'string' && !/^\d+$/.test(s));
  if (typeof named === 'string' && LONG_NAMES.has(named)) return true;
  return defaultTexts(key, path).some((t) => t.length > LONG_TEXT);
}

/** The lengths search results show of a page's title and description. */
const SHOWN_LENGTHS: Record<string, number> = { '/seo/title': SEO_SHOWN.titleMax, '/seo/description': SEO_SHOWN.descriptionMax };

/** shownLength is how many characters of the text at path search engines show, if they show it. */
export function shownLength(path: Path): number | undefined {
  return path.length === 2 ? SHOWN_LENGTHS[schemaPath(path)] : undefined;
}

/** The rules of the schema's patterns, in words: the message when a text breaks one, and the hint under its field. */
const PATTERNS: Record<string, { message: string; hint?: string }> = {
  [DATE_PATTERN]: { message: 'Enter a date.' },
  [COLOR_PATTERN]: { message: 'Enter a colour as # and six hex digits, e.g. #1e40af.' },
  '^\\+?\\d+$': { message: 'Digits only, with an optional leading +.', hint: 'e.g. +4230000000' },
  '^\\d{4}$': { message: 'Enter a year of four digits, e.g. 2024.', hint: 'A year, e.g. 2024' },
  '^\\d{4}(-\\d{2}-\\d{2})?$': { message: 'Enter a year (2024) or a date (2024-05-31).' },
  '^[A-Za-z0-9._-]+\\.pdf$': { message: 'Letters, digits, dots, dashes and underscores, ending in .pdf.', hint: 'e.g. QRS-Research-Paper.pdf' },
  '^[a-z][a-z0-9-]*$': { message: 'Lowercase letters, digits and dashes, starting with a letter.', hint: 'e.g. token-economics' },
  '^\\/legal\\/[a-z0-9-]+\\.pdf$': { message: 'A legal PDF address such as /legal/privacy-policy.pdf.' },
  '^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$': { message: 'Enter a time zone name such as Europe/Vaduz or UTC.' },
  [SLUG_PATTERN.source]: {
    message: 'Lowercase letters and digits, words joined by single dashes.',
    hint: 'e.g. forschung: the page is then at /de/forschung',
  },
  [IMAGE_PATTERN.source]: { message: linkRules.image.message, hint: 'An uploaded image, /uploads/…, or https://…' },
  [HREF_PATTERN.source]: {
    message: linkRules.message,
    hint: LINK_HINT,
  },
};

/** knownPatterns lists the patterns the form words (a test checks that every pattern of the schema is among them). */
export const knownPatterns = Object.keys(PATTERNS);

/** patternMessage words the rule a text broke. */
export function patternMessage(pattern: string | undefined): string {
  return (pattern && PATTERNS[pattern]?.message) || 'This does not have the expected form.';
}

/** patternHint is the example under a field with a pattern, if it has one. */
export function patternHint(pattern: string | undefined): string | undefined {
  return pattern ? PATTERNS[pattern]?.hint : undefined;
}

/** optionLabel names a choice of a list of choices: "contact-links" → "Contact links". */
export function optionLabel(option: string): string {
  return humanize(option);
}
