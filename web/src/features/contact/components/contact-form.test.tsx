import { afterEach, describe, expect, it } from 'vitest';
import { seedContactForm } from '@/lib/contact-form-state';
import { DEFAULT_LANGUAGE, setPageLanguage } from '@/lib/languages';
import { renderWithContent } from '@/lib/render-with-content';
import { ContactForm } from './contact-form';

afterEach(() => {
  seedContactForm({});
  setPageLanguage(DEFAULT_LANGUAGE);
});

describe('ContactForm without JavaScript', () => {
  it('is a plain form posted to the home page’s contact section', () => {
    const html = renderWithContent(<ContactForm />, []);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/#contact"');
    expect(html).not.toContain('role="status"');
  });

  it('shows the server’s messages beside the fields and keeps what was typed', () => {
    seedContactForm({
      '/api/contact': {
        sent: false,
        values: { name: 'A', email: 'not-an-email', subject: '', message: 'Too short' },
        errors: { name: 'Name must be at least 2 characters', message: 'Message must be at least 10 characters' },
      },
    });
    const html = renderWithContent(<ContactForm />, []);
    expect(html).toContain('Name must be at least 2 characters');
    expect(html).toContain('Message must be at least 10 characters');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('>Too short</textarea>');
    expect(html).toContain('aria-invalid="true"');
  });

  it('confirms a sent message in place of the toast', () => {
    seedContactForm({ '/api/contact': { sent: true } });
    const html = renderWithContent(<ContactForm />, []);
    expect(html).toContain('role="status"');
    expect(html).toContain('Message Sent!');
  });

  it('offers its subjects in the language of its page and sends that language', () => {
    expect(renderWithContent(<ContactForm />, [])).toContain('<input type="hidden" name="locale" value="en"/>');
    setPageLanguage('de');
    const html = renderWithContent(<ContactForm />, []);
    expect(html).toContain('<input type="hidden" name="locale" value="de"/>');
    for (const label of ['QRS-Technologie', 'Investition in den QRS Coin', 'Wellnesszentren', 'Sonstiges']) {
      expect(html).toContain(`>${label}</option>`);
    }
    expect(html).not.toContain('QRS Coin Investment');
  });
});
