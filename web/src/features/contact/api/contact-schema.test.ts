import { describe, expect, it } from 'vitest';
import { contactSchema, validateContact } from './contact-schema';

function messages(input: unknown): Record<string, string> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('contact form rules (spec §5)', () => {
  it('words every failure as the spec does', () => {
    expect(messages({ name: 'A', email: 'not-an-email', subject: '', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Please select a subject',
      message: 'Message must be at least 10 characters',
    });
  });

  it('counts the name and message without surrounding spaces', () => {
    expect(messages({ name: ' A ', email: 'a@b.co', subject: 'other', message: '   123456789   ' })).toEqual({
      name: 'Name must be at least 2 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('falls back to the generic messages', () => {
    expect(messages({ email: 'a@b.co', subject: 'other', message: 'long enough text', name: undefined })).toEqual({ name: 'Required' });
    expect(messages({ name: 42, email: 'a@b.co', subject: 'other', message: 'long enough text' })).toEqual({ name: 'Invalid input' });
  });

  it('accepts a valid message with each of the four subjects', () => {
    for (const subject of ['qrs-technology', 'qrs-coin', 'wellness-centers', 'other']) {
      expect(messages({ name: 'Jo', email: 'jo@example.com', subject, message: 'Hello there, QRS!' })).toEqual({});
    }
  });
});

describe('validateContact', () => {
  it('returns the first message per field, or the cleaned input', () => {
    expect(validateContact({ name: '', email: '', subject: '', message: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        subject: 'Please select a subject',
        message: 'Message must be at least 10 characters',
      },
    });
    expect(validateContact({ name: ' Jo ', email: ' jo@example.com', subject: 'qrs-coin', message: 'Tell me more, please.', website: '' })).toEqual({
      ok: true,
      input: { name: 'Jo', email: 'jo@example.com', subject: 'qrs-coin', message: 'Tell me more, please.', website: '' },
    });
  });
});
