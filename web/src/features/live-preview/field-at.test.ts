import { describe, expect, it } from 'vitest';
import home from '../../../content/defaults/home.json';
import { fieldOfValue, fieldOfWords, fieldTexts, normalizeWords } from './field-at';

const doc = {
  hero: {
    eyebrow: 'About',
    headline: 'A Quantum Leap in Medicine',
    intro: 'Pulsating fields that work where health begins: in the cell.',
    image: '/uploads/hero-cell.jpg',
    imageAlt: 'A human cell',
    button: { label: 'Discover the Technology', href: '/research' },
  },
  about: {
    eyebrow: 'About us',
    body: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Every cell needs energy.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'It makes it from ' }, { type: 'text', text: 'oxygen', marks: [{ type: 'bold' }] }] },
      ],
    },
  },
  study: { count: '{count} of {total} patients improved' },
  'a/b': { 'c~d': 'Escaped keys' },
  items: ['First', 'Second item of the list'],
};

const fields = fieldTexts(doc);

describe('fieldTexts', () => {
  it('lists every text under its pointer, a rich text as a whole and by paragraph', () => {
    const byPointer = (p: string) => fields.filter((f) => f.pointer === p).map((f) => f.value);
    expect(byPointer('/hero/headline')).toEqual(['A Quantum Leap in Medicine']);
    expect(byPointer('/about/body')).toEqual(['Every cell needs energy.\nIt makes it from oxygen', 'Every cell needs energy.', 'It makes it from oxygen']);
    expect(byPointer('/items/1')).toEqual(['Second item of the list']);
    expect(byPointer('/a~1b/c~0d')).toEqual(['Escaped keys']);
  });

  it('compares words whatever their spacing and case', () => {
    expect(normalizeWords('  A  Quantum\n Leap ')).toBe('a quantum leap');
  });
});

describe('fieldOfWords', () => {
  it('prefers the field whose text is exactly what the element shows', () => {
    expect(fieldOfWords(fields, 'About')).toBe('/hero/eyebrow');
    expect(fieldOfWords(fields, 'about us')).toBe('/about/eyebrow');
    expect(fieldOfWords(fields, ' A Quantum Leap\n in Medicine ')).toBe('/hero/headline');
  });

  it('finds a paragraph of a rich text, and a part of a heading set apart, unless asked for whole texts', () => {
    expect(fieldOfWords(fields, 'It makes it from oxygen')).toBe('/about/body');
    expect(fieldOfWords(fields, 'Quantum Leap')).toBe('/hero/headline');
    expect(fieldOfWords(fields, 'Quantum Leap', false)).toBeNull();
    expect(fieldOfWords(fields, 'Discover the Technology →', false)).toBe('/hero/button/label');
  });

  it('finds the longest text an element holds beside other words', () => {
    expect(fieldOfWords(fields, 'Discover the Technology →')).toBe('/hero/button/label');
    expect(fieldOfWords(fields, 'New: A Quantum Leap in Medicine')).toBe('/hero/headline');
  });

  it('matches a text whose slots the page fills', () => {
    expect(fieldOfWords(fields, '45 of 50 patients improved')).toBe('/study/count');
  });

  it('leaves a large block to its parts, and answers null for words of no field', () => {
    const block = `${doc.hero.eyebrow} ${doc.hero.headline} ${doc.hero.intro} ${doc.hero.button.label} and much more text that the page says elsewhere`;
    expect(fieldOfWords(fields, block)).toBeNull();
    expect(fieldOfWords(fields, 'Nothing of the document')).toBeNull();
    expect(fieldOfWords(fields, '')).toBeNull();
    expect(fieldOfWords(fields, 'in')).toBeNull(); // too short to be a part of a field
  });

  it('finds the home page document’s headline and its paragraphs', () => {
    const homeFields = fieldTexts(home);
    expect(fieldOfWords(homeFields, home.hero.headline)).toBe('/hero/headline');
    expect(fieldOfWords(homeFields, home.about.paragraphs[1])).toBe('/about/paragraphs/1');
  });
});

describe('fieldOfValue', () => {
  it('finds a picture by its address, a link by the address the page gives it', () => {
    expect(fieldOfValue(fields, ['/uploads/hero-cell.jpg'])).toBe('/hero/image');
    expect(fieldOfValue(fields, [null, 'A human cell'])).toBe('/hero/imageAlt');
    expect(fieldOfValue(fields, ['/de/forschung'], (v) => (v === '/research' ? '/de/forschung' : v))).toBe('/hero/button/href');
    expect(fieldOfValue(fields, ['/elsewhere', undefined])).toBeNull();
    expect(fieldOfValue(fields, [])).toBeNull();
  });
});
