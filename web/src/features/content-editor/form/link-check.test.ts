import { describe, expect, it } from 'vitest';
import { linkProblem } from './link-check';

describe('linkProblem', () => {
  it('accepts pages and sections of the site, web addresses, e-mail and phone links', () => {
    for (const href of ['/', '/team', '/#contact', '#about', '/legal/privacy-policy.pdf', 'https://example.com', 'http://example.com/a?b=c#d', 'mailto:info@example.com', 'tel:+423 000 00 00']) {
      expect(linkProblem(href), href).toBeNull();
    }
  });

  it('refuses links that run code or hide characters, and says what to write', () => {
    expect(linkProblem('javascript:alert(1)')).toBe('Links starting with javascript: are not allowed.');
    expect(linkProblem('JavaScript:alert(1)')).toBe('Links starting with javascript: are not allowed.');
    expect(linkProblem('data:text/html,<script>alert(1)</script>')).toBe('Links starting with data: are not allowed.');
    expect(linkProblem('java\tscript:alert(1)')).toMatch(/invisible characters/);
    expect(linkProblem('/team\n')).toMatch(/invisible characters/);
    expect(linkProblem(' /team')).toMatch(/spaces/);
    expect(linkProblem('//evil.example')).toMatch(/https:\/\//);
    expect(linkProblem('www.example.com')).toMatch(/Start with \//);
    expect(linkProblem('https://')).toMatch(/whole address/);
    expect(linkProblem('ftp://example.com')).toMatch(/ftp: are not allowed/);
  });
});
