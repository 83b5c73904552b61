import { contactRules as rules, EMAIL_PATTERN } from '@/lib/site-rules';
import { z } from '@/lib/zod-messages';

// The contact form loads this module on first use (focus or submit), so the validation
// library stays out of the home page's first download.

const subjectValues = rules.subjects.map((s) => s.value) as [string, ...string[]];

/** contactSchema holds the contact form's rules and the spec's exact messages (§5), from the shared rules. */
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(rules.name.minLength, rules.name.message)),
  email: z
    .string()
    .check(z.trim(), z.maxLength(rules.email.maxLength, rules.email.message), z.regex(EMAIL_PATTERN, rules.email.message)),
  subject: z.enum(subjectValues, rules.subject.message),
  message: z.string().check(z.trim(), z.minLength(rules.message.minLength, rules.message.message)),
  // The honeypot: people never see it, so a value there marks a bot (the server drops it).
  website: z.optional(z.string()),
});

/** ContactInput is what the form sends to POST /api/contact. */
export type ContactInput = z.infer<typeof contactSchema>;

/** ContactErrors maps a field to its message. */
export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

/** validateContact checks the form's values: the cleaned input, or the first message per field. */
export function validateContact(values: Record<string, unknown>): { ok: true; input: ContactInput } | { ok: false; errors: ContactErrors } {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactInput;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
