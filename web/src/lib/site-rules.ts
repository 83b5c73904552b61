import rules from '../../content/rules.json';
import { DEFAULT_LANGUAGE } from './languages';

// The rules the server and the web app share (spec §5), from web/content/rules.json: the
// Go side embeds the same file, so a subject, a minimum or a message is written once.

/** genericMessages are the fallback messages of spec §5 ("Required", "Invalid input"). */
export const genericMessages = rules.generic;

/** contactRules are the contact form's subjects, minimum lengths and e-mail pattern. */
export const contactRules = rules.contact;

/**
 * ContactWords are the contact form's messages in one language: one per field, the generic
 * ones of a value missing or of the wrong kind, a text over its limit ({max}) and a visitor
 * over the message limit (which the server words).
 */
export type ContactWords = (typeof rules.contact.messages)[keyof typeof rules.contact.messages];

const contactWordsByLanguage: Record<string, ContactWords | undefined> = rules.contact.messages;

/** contactWords are the contact form's messages in a language; the default language's for one the rules lack. */
export function contactWords(lang: string): ContactWords {
  return contactWordsByLanguage[lang] ?? contactWordsByLanguage[DEFAULT_LANGUAGE]!;
}

/** ContactSubject is one choice of the contact form's subject, labelled in one language. */
export interface ContactSubject {
  value: string;
  label: string;
}

/** contactSubjects are the contact form's subjects, labelled in a language (the default language's label when it lacks one). */
export function contactSubjects(lang: string): ContactSubject[] {
  return contactRules.subjects.map((s) => {
    const labels: Record<string, string | undefined> = s.label;
    return { value: s.value, label: labels[lang] ?? labels[DEFAULT_LANGUAGE]! };
  });
}

/** EMAIL_PATTERN is the shared pattern of an e-mail address, compiled once. */
export const EMAIL_PATTERN = new RegExp(contactRules.email.pattern);

/**
 * isEmail is the server's test of an e-mail address (IsEmail in Go), as a partner's address
 * is checked: the contact form's pattern, and at most its length (the pattern takes ASCII
 * only, so characters and the server's bytes count the same).
 */
export function isEmail(value: string): boolean {
  return value.length <= contactRules.email.maxLength && EMAIL_PATTERN.test(value);
}

/** contactSubjectLabel is the label, in a language, of a subject a visitor chose; an unknown value shows as it is. */
export function contactSubjectLabel(value: string, lang: string): string {
  return contactSubjects(lang).find((s) => s.value === value)?.label ?? value;
}

/**
 * LINK_PATTERN is the one rule of every link the site keeps: the content documents' links, a
 * partner's website (once websiteHref has put https:// before it) and the records' files. It
 * takes a page or section of this site, another site over http(s) by its host name, mailto:
 * and tel:; nothing that runs code, no "//host", no control character.
 */
export const LINK_PATTERN = new RegExp(rules.link.pattern);

/**
 * richTextRules are a rich text's limits beside its length (docs/rich-text.md): the most
 * inline nodes of a paragraph, marks of a text, and blocks and list items of a document by
 * kind ("prose" for a few sentences and a record's long text, "body" for a long document's
 * paragraph); and the message of a stored document the format does not allow.
 */
export const richTextRules = rules.richText;

/**
 * IMAGE_PATTERN is the rule of a picture's address in the content: an upload or another
 * file of this site ("/uploads/…"), or an image on another site over http(s).
 */
export const IMAGE_PATTERN = new RegExp(rules.link.image.pattern);

/**
 * WHITE_SPACE_RUN matches a run of white space: the characters of \s and trim(), which
 * rules.json writes out so that Go reads the same class (Go's \s is ASCII only).
 */
export const WHITE_SPACE_RUN = new RegExp(`${rules.whiteSpace.pattern}+`, 'g');

const WHITE_SPACE_EDGES = new RegExp(`^${rules.whiteSpace.pattern}+|${rules.whiteSpace.pattern}+$`, 'g');

/** trimWhiteSpace removes the white space at both ends of a text, as the server does (trimWhiteSpace in Go). */
export function trimWhiteSpace(text: string): string {
  return text.replace(WHITE_SPACE_EDGES, '');
}

/** tooLong and tooMany word a text or a list over its limit, as the server does. */
export const tooLong = (max: number) => rules.generic.maxLength.replace('{max}', String(max));
export const tooMany = (max: number) => rules.generic.maxItems.replace('{max}', String(max));

/** linkRules are the link rule's pattern and the words of a refused website. */
export const linkRules = rules.link;

/**
 * passwordRules are the rules of a password an admin chooses in the panel: the fewest
 * characters and the words of each refusal, as the server states them too.
 */
export const passwordRules = rules.password;

/** NewPasswordForm is what the panel's new-password form holds. */
export interface NewPasswordForm {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/**
 * newPasswordErrors checks a new-password form as the server will, plus the repeat, which
 * only the browser sees: each field's message, none for a form the server may accept.
 * Characters are counted as the server counts them, by Unicode code point.
 */
export function newPasswordErrors(form: NewPasswordForm): Partial<Record<keyof NewPasswordForm, string>> {
  const errors: Partial<Record<keyof NewPasswordForm, string>> = {};
  if (!form.currentPassword) errors.currentPassword = genericMessages.required;
  if (!form.newPassword) errors.newPassword = genericMessages.required;
  else if ([...form.newPassword].length < passwordRules.minLength) errors.newPassword = passwordRules.tooShort;
  else if (form.newPassword === form.currentPassword) errors.newPassword = passwordRules.sameAsCurrent;
  if (!form.repeatPassword) errors.repeatPassword = genericMessages.required;
  else if (form.repeatPassword !== form.newPassword) errors.repeatPassword = passwordRules.repeatMismatch;
  return errors;
}

/** reviewRules bound the note sent with a draft for review and a reviewer's comment. */
export const reviewRules = rules.review;
