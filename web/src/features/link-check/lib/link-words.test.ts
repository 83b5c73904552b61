import { describe, expect, it } from 'vitest';
import { editHref, progressWords } from './link-words';

describe('editHref', () => {
  it('opens a document in the language of the use', () => {
    expect(editHref({ label: '', where: '', document: 'home', locale: 'de', pointer: '/hero/title' })).toBe('/admin?tab=content&doc=home&lang=de');
    expect(editHref({ label: '', where: '', document: 'home', locale: 'en', pointer: '/hero/title' })).toBe('/admin?tab=content&doc=home');
  });
  it("opens a record's tab: its own screen's, or the one named by its collection", () => {
    expect(editHref({ label: '', where: '', collection: 'global-partners', id: 3 })).toBe('/admin?tab=partners');
    expect(editHref({ label: '', where: '', collection: 'research-papers', id: 1 })).toBe('/admin?tab=downloads');
    expect(editHref({ label: '', where: '', collection: 'testimonials', id: 2 })).toBe('/admin?tab=testimonials');
  });
});

describe('words', () => {
  it('say how far a check is', () => {
    expect(progressWords(40, 12)).toBe('Checking links… 12 of 40');
    expect(progressWords(0, 0)).toBe('Checking links…');
  });
});
