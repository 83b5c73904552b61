import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@/lib/entities';
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

  it('asks for members through the admin panel when there are none', () => {
    expect(renderWithContent(<TeamPage />, teamPageContent, { '/api/team-members': [] })).toContain('Team members can be added through the admin panel.');
  });
});
