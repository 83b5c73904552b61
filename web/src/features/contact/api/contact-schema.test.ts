import { afterEach, describe, expect, it } from 'vitest';
import cases from '../../../../content/testdata/contact-messages.json';
import { DEFAULT_LANGUAGE, setPageLanguage } from '@/lib/languages';
import { validateContact } from './contact-schema';

afterEach(() => setPageLanguage(DEFAULT_LANGUAGE));

function messages(input: Record<string, unknown>, lang?: string): Record<string, string> {
  const result = validateContact(input, lang);
  return result.ok ? {} : result.errors;
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

describe('the contact form in the language of its page', () => {
  it('words its refusals in German on a German page, the generic ones too', () => {
    setPageLanguage('de');
    expect(messages({ name: 'A', email: 'x', subject: '', message: 'kurz' })).toEqual({
      name: 'Der Name muss mindestens 2 Zeichen lang sein',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      subject: 'Bitte wählen Sie einen Betreff',
      message: 'Die Nachricht muss mindestens 10 Zeichen lang sein',
    });
    expect(messages({ email: 'a@b.co', subject: 'other', message: 'lang genug, sicher', name: undefined })).toEqual({ name: 'Erforderlich' });
    expect(messages({ name: 42, email: 'a@b.co', subject: 'other', message: 'lang genug, sicher' })).toEqual({ name: 'Ungültige Eingabe' });
  });

  // The server refuses the same forms with the same words (internal/content, rules_test.go).
  it.each(cases)('agrees with the server: $about', ({ locale, form, errors }) => {
    expect(messages(form, locale)).toEqual(errors);
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
