import rules from '../../content/rules.json';

// The rules the server and the web app share (spec §5), from web/content/rules.json: the
// Go side embeds the same file, so a subject, a minimum or a message is written once.

/** genericMessages are the fallback messages of spec §5 ("Required", "Invalid input"). */
export const genericMessages = rules.generic;

/** contactRules are the contact form's subjects, minimum lengths, e-mail pattern and messages. */
export const contactRules = rules.contact;

/** contactSubjectLabel is the label a visitor chose for a subject value; an unknown value shows as it is. */
export function contactSubjectLabel(value: string): string {
  return contactRules.subjects.find((s) => s.value === value)?.label ?? value;
}
