import { describe, expect, it } from 'vitest';
import { editHref, progressWords } from './link-words';

describe('editHref', () => {
  it('opens a document at the field, in the language of the use', () => {
    expect(editHref({ label: '', where: '', document: 'home', locale: 'de', pointer: '/hero/title' })).toBe('/admin?tab=content&doc=home&lang=de&field=%2Fhero%2Ftitle');
    expect(editHref({ label: '', where: '', document: 'home', locale: 'en', pointer: '/hero/title' })).toBe('/admin?tab=content&doc=home&field=%2Fhero%2Ftitle');
  });
  it("opens a record's dialog on its tab: its own screen's, or the one named by its collection", () => {
    expect(editHref({ label: '', where: '', collection: 'global-partners', id: 3 })).toBe('/admin?tab=partners&edit=3');
    expect(editHref({ label: '', where: '', collection: 'research-papers', id: 1 })).toBe('/admin?tab=downloads&edit=1');
    expect(editHref({ label: '', where: '', collection: 'testimonials', id: 2 })).toBe('/admin?tab=testimonials&edit=2');
  });
});

describe('words', () => {
  it('say how far a check is', () => {
    expect(progressWords(40, 12)).toBe('Checking links… 12 of 40');
    expect(progressWords(0, 0)).toBe('Checking links…');
  });
});
