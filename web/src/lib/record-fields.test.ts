import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectionNamed } from './collections';
import type { RichDoc } from '@/content/schema';
import { fieldSchema, fieldsSchema, richTextOf, textOf } from './record-fields';
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

describe('the check of a rich text field', () => {
  const bio = (max: number) => fieldSchema({ name: 'description', label: 'Description', type: 'richText', required: true, max });
  const doc = (...texts: { text: string; marks?: { type: 'bold' }[] }[]): RichDoc => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: texts.map((t) => ({ type: 'text' as const, ...t })) }],
  });

  it('takes a string, trimmed, or a document as it is', () => {
    expect(bio(100).parse('  Leads the lab. ')).toBe('Leads the lab.');
    const bold = doc({ text: 'Leads ' }, { text: 'the lab', marks: [{ type: 'bold' }] });
    expect(bio(100).parse(bold)).toEqual(bold);
  });

  it('asks for words: a document of blanks is as empty as an empty string', () => {
    expect(errorsOf(bio(100), '  ')).toEqual({ '': genericMessages.required });
    expect(errorsOf(bio(100), doc({ text: '   ', marks: [{ type: 'bold' }] }))).toEqual({ '': genericMessages.required });
    expect(errorsOf(bio(100), 42)).toEqual({ '': genericMessages.required });
  });

  it('counts all the texts of a document together against the longest length, with the plain field’s message', () => {
    expect(errorsOf(bio(10), doc({ text: '12345' }, { text: '67890', marks: [{ type: 'bold' }] }))).toEqual({});
    expect(errorsOf(bio(10), doc({ text: '12345' }, { text: '678901', marks: [{ type: 'bold' }] }))).toEqual({ '': tooLong(10) });
  });

  it('is the check of a long text a form edits as rich text, whatever its declaration says', () => {
    const team = collectionNamed('team-members');
    expect(errorsOf(richTextOf(team, 'description'), doc({ text: 'A bio', marks: [{ type: 'bold' }] }))).toEqual({});
  });
});
