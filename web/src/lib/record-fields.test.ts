import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectionNamed } from './collections';
import { fieldsSchema, textOf } from './record-fields';
import { contactWords, genericMessages, linkRules, tooLong } from './site-rules';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the checks made from the collections declarations', () => {
  const partners = z.object(fieldsSchema(collectionNamed('global-partners')));
  const ok = { name: 'Alpine Clinic', partnerType: 'clinic', country: 'Austria' };

  it('takes a record the server takes, trimmed, with the optional texts empty', () => {
    expect(partners.parse({ ...ok, name: '  Alpine Clinic ' })).toMatchObject({ name: 'Alpine Clinic', city: '', email: '' });
  });

  it('refuses what the server refuses, in its words', () => {
    expect(errorsOf(partners, { ...ok, name: ' ', email: 'not an address', website: 'javascript:alert(1)' })).toEqual({
      name: genericMessages.required,
      email: contactWords('en').email,
      website: linkRules.website.message,
    });
  });

  it('knows the longest length of each field, counted in characters as the server counts them', () => {
    const max = collectionNamed('global-partners').fields.find((f) => f.name === 'city')!.max!;
    expect(max).toBe(200);
    expect(errorsOf(partners, { ...ok, city: '😀'.repeat(max) })).toEqual({});
    expect(errorsOf(partners, { ...ok, city: '😀'.repeat(max + 1) })).toEqual({ city: tooLong(max) });
  });

  it('checks a date, an order and a flag as the server reads them', () => {
    const papers = z.object(fieldsSchema(collectionNamed('research-papers'), ['publicationDate', 'orderIndex']));
    expect(errorsOf(papers, { publicationDate: '5 March 2019' })).toEqual({ publicationDate: genericMessages.invalidDate });
    expect(papers.parse({ publicationDate: '', orderIndex: '12abc' })).toEqual({ publicationDate: '', orderIndex: 0 });
    const kinds = z.object(fieldsSchema(collectionNamed('partner-categories'), ['isActive']));
    expect(kinds.parse({})).toEqual({ isActive: true });
  });

  it('gives a form one field by name', () => {
    expect(textOf(collectionNamed('team-members'), 'name').safeParse('').success).toBe(false);
    expect(() => textOf(collectionNamed('team-members'), 'nickname')).toThrow(/declares no field "nickname"/);
  });
});
