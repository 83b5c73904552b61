import { z } from 'zod';
import type { RichText } from '@/content/schema';
import { fieldOf, type CollectionDeclaration, type FieldDeclaration } from './collections';
import { DEFAULT_LANGUAGE } from './languages';
import { isRichDoc, plainText, totalLength } from './rich-text';
import { contactWords, genericMessages, isEmail, linkRules, tooLong } from './site-rules';
import { isWebsite } from './website-url';

// The panel's checks of a record's fields, made from the collection's declaration: the same
// required fields, longest lengths and rules of each type that the server checks, so an
// editor learns of a length before saving rather than from the server's refusal.

/** ORDER_LIMIT is the most an order may be; the server takes anything larger as 0 too. */
const ORDER_LIMIT = 1e9;

/**
 * lenientNumber is a number typed by staff; anything that is not a number as a whole becomes 0
 * (spec §5), so '12abc' is 0, not 12. A decimal is cut to its whole part, as the server does.
 */
export const lenientNumber = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => {
    const text = typeof v === 'number' ? String(v) : (v ?? '').trim();
    const n = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : 0;
    return Number.isFinite(n) && Math.abs(n) <= ORDER_LIMIT ? Math.trunc(n) || 0 : 0;
  });

/** characters counts as the server does: code points, so an emoji is one. */
const characters = (v: string) => [...v].length;

/** textField is a text of the declaration: trimmed, required or not, within its longest length. */
function textField(f: FieldDeclaration, rule?: { test: (v: string) => boolean; message: string }) {
  let s: z.ZodType<string, string> = z.string({ error: f.required ? genericMessages.required : genericMessages.invalid }).trim();
  if (f.required) s = (s as z.ZodString).min(1, genericMessages.required);
  const max = f.max;
  if (max) s = s.refine((v) => characters(v) <= max, tooLong(max));
  if (rule) s = s.refine((v) => v === '' || rule.test(v), rule.message);
  return f.required ? s : s.default('');
}

/**
 * richTextField is a rich text of the declaration (docs/rich-text.md): a string, trimmed as a
 * text field's, or a document; required, it needs words; all its texts together within the
 * longest length, with the plain field's message. Its structure and links are the editor's
 * to keep (it stores only what the format allows), and the server's to check.
 */
function richTextField(f: FieldDeclaration) {
  const max = f.max;
  const s = z
    .custom<RichText>((v) => typeof v === 'string' || isRichDoc(v), { error: f.required ? genericMessages.required : genericMessages.invalid })
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .refine((v) => !f.required || plainText(v).trim() !== '', genericMessages.required)
    .refine((v) => !max || totalLength(v) <= max, tooLong(max ?? 0));
  return f.required ? s : s.default('');
}

/** DATE is a date the server takes: YYYY-MM-DD. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * fieldSchema checks one declared field as the server does. An image or a file field is
 * the address of an upload, which the forms set from the file picked; it is checked here
 * as text.
 */
export function fieldSchema(f: FieldDeclaration): z.ZodType {
  switch (f.type) {
    case 'number':
      return lenientNumber;
    case 'flag':
      return z
        .enum(['true', 'false'], { error: genericMessages.invalid })
        .default(f.default === false ? 'false' : 'true')
        .transform((v) => v === 'true');
    case 'email':
      return textField(f, { test: isEmail, message: contactWords(DEFAULT_LANGUAGE).email });
    case 'website':
      return textField(f, { test: isWebsite, message: linkRules.website.message });
    case 'date':
      return textField(f, { test: (v) => DATE.test(v), message: genericMessages.invalidDate });
    case 'richText':
      return richTextField(f);
    default:
      return textField(f);
  }
}

/**
 * textOf answers the check of a text field of c by name, typed for a form: the field's
 * declaration says whether it is required, how long it may be and which rule it keeps.
 */
export function textOf(c: CollectionDeclaration, name: string) {
  return fieldSchema(fieldOf(c, name)) as z.ZodType<string, string | undefined>;
}

/** richTextOf answers the check of a field of c by name that a form edits as rich text, typed for it. */
export function richTextOf(c: CollectionDeclaration, name: string) {
  return richTextField(fieldOf(c, name)) as z.ZodType<RichText, RichText | undefined>;
}

/** fieldsSchema answers the checks of the named fields of c (all but uploads when none are named). */
export function fieldsSchema(c: CollectionDeclaration, names?: string[]): Record<string, z.ZodType> {
  const fields = names ? names.map((n) => fieldOf(c, n)) : c.fields.filter((f) => f.type !== 'image' && f.type !== 'file');
  return Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]));
}
