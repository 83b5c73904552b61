import { describe, expect, it } from 'vitest';
import { altNote } from './image-field';

describe('altNote', () => {
  it('says whose words a picture is described by when the library has some', () => {
    expect(altNote('', '')).toBeUndefined();
    expect(altNote('', 'Our words')).toBeUndefined();
    expect(altNote('The lobby', '')).toBe("Left empty, the page says the media library's description: “The lobby”. Write here only what this page should say instead.");
    expect(altNote('The lobby', '  ')).toContain('Left empty');
    expect(altNote('The lobby', 'Our waiting room')).toBe(
      "This page says its own words here, instead of the media library's description: “The lobby”. Empty the field to use the library's.",
    );
  });
});
