import { describe, expect, it } from 'vitest';
import { defaultDocument, defaultSlots } from './defaults';
import { fieldId } from './form-context';
import { fieldHelp, fieldLabel, humanize, isLongText, itemNoun, shownLength } from './labels';
import { formTree, nodeAt } from './schema-tree';
import { itemSummary } from './summary';

describe('labels', () => {
  it('turns property names into words, with the overrides where a name says too little', () => {
    expect(humanize('contactSection')).toBe('Contact section');
    expect(humanize('downloadPdf')).toBe('Download PDF');
    expect(fieldLabel(['contact', 'phoneHref'])).toBe('Phone link number');
    expect(fieldLabel(['seo', 'hidden'])).toBe('Hide from search engines');
    expect(fieldLabel(['seo', 'title'])).toBe('Page title');
    expect(fieldLabel(['roadmap', 'items', 2, 'period'])).toBe('Period');
    expect(fieldHelp(['researchNetwork', 'publications', 3, 'doi'])).toMatch(/never guess one/);
  });

  it('names list items in the singular', () => {
    expect(itemNoun(['roadmap', 'items'])).toBe('item');
    expect(itemNoun(['researchNetwork', 'universities'])).toBe('university');
    expect(itemNoun(['expertQuotes', 'quotes'])).toBe('quote');
    expect(itemNoun(['sections', 0, 'paragraphs'])).toBe('paragraph');
    expect(itemNoun(['footer', 'legalLinks'])).toBe('link');
    expect(itemNoun(['header', 'menu'])).toBe('menu entry');
  });

  it('gives paragraphs a text area and lines a line', () => {
    expect(isLongText('qrs-coin', ['roadmap', 'items', 0, 'description'])).toBe(true);
    expect(isLongText('privacy', ['sections', 1, 'paragraphs', 0])).toBe(true);
    expect(isLongText('qrs-coin', ['roadmap', 'items', 0, 'period'])).toBe(false);
    expect(shownLength(['seo', 'title'])).toBe(60);
    expect(shownLength(['seo', 'description'])).toBe(160);
    expect(shownLength(['hero', 'title'])).toBeUndefined();
  });

  it('knows the slots a text must keep from its default', () => {
    expect(defaultSlots('qrs-coin', ['wallets', 'connect'])).toEqual(['wallet']);
    expect(defaultSlots('gallery', ['lightbox', 'counter'])).toEqual(['n', 'total']);
    expect(defaultSlots('qrs-coin', ['roadmap', 'heading'])).toEqual([]);
  });
});

describe('itemSummary', () => {
  const coin = defaultDocument('qrs-coin') as { roadmap: { items: unknown[] } };
  it('sums an item up by its first texts and its choices', () => {
    expect(itemSummary(nodeAt(formTree('qrs-coin'), ['roadmap', 'items', 0])!, coin.roadmap.items[2], 'items')).toEqual({
      text: 'Q4 2025 — Centre Network Integration',
      choices: ['Planned'],
    });
    const quote = { quote: 'It works.', name: 'Dr. A', title: 'Physician' };
    expect(itemSummary(nodeAt(formTree('home'), ['expertQuotes', 'quotes', 0])!, quote, 'quotes').text).toBe('Dr. A — It works.');
  });
});

describe('fieldId', () => {
  it('gives every place its own id, usable in a CSS selector', () => {
    expect(fieldId('/roadmap/items/2/period')).toBe('cf-roadmap-items-2-period');
    expect(fieldId('')).toBe('cf');
    const pointers = ['/a/b', '/a-b', '/a~1b', '/a_b', '/a.b', '/a b'];
    const ids = pointers.map(fieldId);
    expect(new Set(ids).size).toBe(pointers.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9_-]*$/);
  });
});
