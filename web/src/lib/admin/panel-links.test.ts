import { describe, expect, it } from 'vitest';
import { EDIT_PARAM, editorHref, FIELD_PARAM, recordHref, recordsHref } from './panel-links';

describe('the panel’s addresses', () => {
  it('open a document’s editor, in a language other than the default with lang=', () => {
    expect(editorHref('home')).toBe('/admin?tab=content&doc=home');
    expect(editorHref('home', 'de')).toBe('/admin?tab=content&doc=home&lang=de');
  });

  it('open a field of a document with its JSON pointer, read back whole from the address', () => {
    const href = editorHref('about', 'de', '/about/devices/2/image');
    expect(href).toBe('/admin?tab=content&doc=about&lang=de&field=%2Fabout%2Fdevices%2F2%2Fimage');
    const params = new URL(href, 'https://example.org').searchParams;
    expect(params.get(FIELD_PARAM)).toBe('/about/devices/2/image');
    expect(params.get('lang')).toBe('de');
  });

  it('open a kind of record’s tab, its own screen’s or the one named by its collection', () => {
    expect(recordsHref('team-members')).toBe('/admin?tab=team');
    expect(recordsHref('testimonials')).toBe('/admin?tab=testimonials');
  });

  it('open a record for editing on its kind’s tab', () => {
    expect(recordHref('gallery-images', 12)).toBe('/admin?tab=images&edit=12');
    expect(recordHref('redirects', 4)).toBe('/admin?tab=redirects&edit=4');
    expect(new URL(recordHref('team-members', 3), 'https://example.org').searchParams.get(EDIT_PARAM)).toBe('3');
  });
});
