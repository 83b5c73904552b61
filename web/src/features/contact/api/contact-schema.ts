import { pageLanguage } from '@/lib/languages';
import { contactRules as rules, contactWords, EMAIL_PATTERN } from '@/lib/site-rules';
import { z } from '@/lib/zod-messages';

// The contact form loads this module on first use (focus or submit), so the validation
// library stays out of the home page's first download.

const subjectValues = rules.subjects.map((s) => s.value) as [string, ...string[]];

/** contactSchemaIn holds the contact form's rules with its messages in a language (spec §5's in English), from the shared rules. */
function contactSchemaIn(lang: string) {
  const words = contactWords(lang);
  return z.object({
    name: z.string().check(z.trim(), z.minLength(rules.name.minLength, words.name)),
    email: z.string().check(z.trim(), z.maxLength(rules.email.maxLength, words.email), z.regex(EMAIL_PATTERN, words.email)),
    subject: z.enum(subjectValues, words.subject),
    message: z.string().check(z.trim(), z.minLength(rules.message.minLength, words.message)),
    // The honeypot: people never see it, so a value there marks a bot (the server drops it).
    website: z.optional(z.string()),
  });
}

type ContactSchema = ReturnType<typeof contactSchemaIn>;

const schemas = new Map<string, ContactSchema>();

/** contactSchema is the contact form's schema in a language, made once per language. */
export function contactSchema(lang: string = pageLanguage()): ContactSchema {
  let schema = schemas.get(lang);
  if (!schema) {
    schema = contactSchemaIn(lang);
    schemas.set(lang, schema);
  }
  return schema;
}

/** ContactInput is what the form sends to POST /api/contact. */
export type ContactInput = z.infer<ContactSchema>;

/** ContactErrors maps a field to its message. */
export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

/**
 * validateContact checks the form's values in the language of the page: the cleaned input, or
 * the first message per field. A value missing or of the wrong kind gets the generic messages
 * ("Required", "Invalid input") in that language too, not the panel's.
 */
export function validateContact(
  values: Record<string, unknown>,
  lang: string = pageLanguage(),
): { ok: true; input: ContactInput } | { ok: false; errors: ContactErrors } {
  const words = contactWords(lang);
  const result = contactSchema(lang).safeParse(values, {
    error: (issue) => (issue.input === undefined ? words.required : words.invalid),
  });
  if (result.success) return { ok: true, input: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactInput;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
