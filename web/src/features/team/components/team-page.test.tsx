import { afterEach, describe, expect, it } from 'vitest';
import type { TeamMember } from '@/lib/entities';
import { DEFAULT_LANGUAGE, setPageLanguage } from '@/lib/languages';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { TeamPage, teamPageContent } from './team-page';

const member: TeamMember = { id: 1, name: 'Ada Field', title: 'Chief Scientist', company: 'QRS', description: '', imageUrl: '/uploads/ada.webp', orderIndex: 0 };

describe('team page', () => {
  it('shows the members from the embedded list, with a portrait described by name', () => {
    const html = renderWithContent(<TeamPage />, teamPageContent, { '/api/team-members': [member] });
    expect(html).toContain('Ada Field');
    expect(html).toContain('alt="Portrait of Ada Field"');
    expect(unfilledSlots(html)).toEqual([]);
  });

  it('crops a portrait around the focal point the editor set, in the page the server renders', () => {
    const framed = { ...member, imageInfo: { width: 600, height: 900, variants: [], focusX: 40, focusY: 12 } };
    const html = renderWithContent(<TeamPage />, teamPageContent, { '/api/team-members': [framed] });
    expect(html).toMatch(/<img[^>]*style="object-position:40% 12%"/);
  });

  describe('in German', () => {
    afterEach(() => setPageLanguage(DEFAULT_LANGUAGE));

    it('reads the German list, and marks the words still in English as English', () => {
      setPageLanguage('de');
      const german = { ...member, title: 'Leitende Wissenschaftlerin', description: 'Ada leads research.', untranslated: ['description'] };
      const html = renderWithContent(<TeamPage />, teamPageContent, { '/api/team-members?locale=de': [german] });
      expect(html).toMatch(/<p[^>]*>Leitende Wissenschaftlerin<\/p>/);
      expect(html).not.toMatch(/lang="en"[^>]*>Leitende/);
      expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Ada leads research.<\/p>/);
    });
  });

  it('marks nothing on the English page', () => {
    const html = renderWithContent(<TeamPage />, teamPageContent, { '/api/team-members': [{ ...member, description: 'Ada leads research.' }] });
    expect(html).not.toContain('lang=');
  });

  it('asks for members through the admin panel when there are none', () => {
    expect(renderWithContent(<TeamPage />, teamPageContent, { '/api/team-members': [] })).toContain('Team members can be added through the admin panel.');
  });
});
