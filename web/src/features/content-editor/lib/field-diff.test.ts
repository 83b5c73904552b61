import { describe, expect, it } from 'vitest';
import fieldPathCases from '../../../../content/testdata/field-paths.json';
import { diffFields, fromPointer, humanPath, showValue, toPointer } from './field-diff';

const roadmap = (items: Array<{ period: string; status: string }>) => ({
  seo: { title: 'QRS Coin', description: 'The coin' },
  roadmap: { heading: 'Roadmap', items },
});

describe('diffFields', () => {
  it('lists only the changed fields, named in words, with both values', () => {
    const before = roadmap([
      { period: 'Q3 2025', status: 'completed' },
      { period: 'Q4 2025', status: 'ongoing' },
      { period: 'Q4 2025', status: 'planned' },
    ]);
    const after = roadmap([
      { period: 'Q3 2025', status: 'completed' },
      { period: 'Q4 2025', status: 'ongoing' },
      { period: 'Q1 2027', status: 'completed' },
    ]);
    expect(diffFields(before, after)).toEqual([
      { pointer: '/roadmap/items/2/period', path: 'Roadmap › Item 3 › Period', left: 'Q4 2025', right: 'Q1 2027' },
      { pointer: '/roadmap/items/2/status', path: 'Roadmap › Item 3 › Status', left: 'planned', right: 'completed' },
    ]);
  });

  it('compares a rich text as one field, shown as its words', () => {
    const bolded = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Kept ' }, { type: 'text', text: '30 days', marks: [{ type: 'bold' }] }] }] };
    const before = { sections: [{ heading: 'Retention', paragraphs: ['Kept 30 days'] }] };
    const after = { sections: [{ heading: 'Retention', paragraphs: [bolded] }] };
    const [change, ...rest] = diffFields(before, after);
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ pointer: '/sections/0/paragraphs/0', path: 'Retention › Paragraph 1', left: 'Kept 30 days', right: bolded });
    expect(showValue(change.right)).toBe('Kept 30 days');
    expect(showValue({ type: 'doc', content: [bolded.content[0], { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'access' }] }] }] }] })).toBe(
      'Kept 30 days\naccess',
    );
  });

  it('finds nothing between equal documents, whatever the order of their keys', () => {
    expect(diffFields({ a: 1, b: { c: 'x' } }, { b: { c: 'x' }, a: 1 })).toEqual([]);
  });

  it('shows an added list item as its fields against nothing, and a removed one the other way', () => {
    const one = { quotes: [{ quote: 'Good', name: 'Ann' }] };
    const two = { quotes: [{ quote: 'Good', name: 'Ann' }, { quote: 'Better', name: 'Bob' }] };
    expect(diffFields(one, two)).toEqual([
      { pointer: '/quotes/1/quote', path: 'Quote 2 › Quote', left: undefined, right: 'Better' },
      { pointer: '/quotes/1/name', path: 'Quote 2 › Name', left: undefined, right: 'Bob' },
    ]);
    expect(diffFields(two, one).map((c) => [c.path, c.left, c.right])).toEqual([
      ['Quote 2 › Quote', 'Better', undefined],
      ['Quote 2 › Name', 'Bob', undefined],
    ]);
  });

  it('treats an optional field left out like one set to nothing, and shows one that was added', () => {
    expect(diffFields({ seo: { title: 'T', hidden: undefined } }, { seo: { title: 'T' } })).toEqual([]);
    expect(diffFields({ seo: { title: 'T' } }, { seo: { title: 'T', hidden: true } })).toEqual([
      { pointer: '/seo/hidden', path: 'Search engines and sharing › Hide from search engines', left: undefined, right: true },
    ]);
  });

  it('compares lists of plain texts item by item', () => {
    expect(diffFields({ intro: ['a', 'b'] }, { intro: ['a', 'c', 'd'] }).map((c) => [c.path, c.left, c.right])).toEqual([
      ['Introduction › Paragraph 2', 'b', 'c'],
      ['Introduction › Paragraph 3', undefined, 'd'],
    ]);
  });
});

describe('naming a field by its section’s heading', () => {
  const policy = (headings: string[]) => ({ intro: ['We care.'], sections: headings.map((heading) => ({ heading, paragraphs: ['Kept 30 days.'] })) });

  it('names a changed paragraph by the heading of its section, not its number', () => {
    const before = policy(['Who we are', 'What we collect', 'Retention']);
    const after = structuredClone(before);
    after.sections[2].paragraphs[0] = 'Kept 14 days.';
    expect(diffFields(before, after).map((c) => c.path)).toEqual(['Retention › Paragraph 1']);
  });

  it('names a section’s fields by the newer heading, and a removed section by the heading it had', () => {
    const before = policy(['Retention', 'Cookies']);
    const after = policy(['How long we keep data']);
    expect(diffFields(before, after).map((c) => c.path)).toEqual([
      'How long we keep data › Heading',
      'Cookies › Heading',
      'Cookies › Paragraph 1',
    ]);
  });

  it('keeps the number of a section with no heading, and of a card, whose title is one of its own texts', () => {
    expect(humanPath('/sections/1/paragraphs/0', policy(['Retention', '  ']))).toBe('Section 2 › Paragraph 1');
    expect(humanPath('/roadmap/items/0/period', roadmap([{ period: 'Q3', status: 'done' }]))).toBe('Roadmap › Item 1 › Period');
    expect(humanPath('/sections/0/paragraphs/0')).toBe('Section 1 › Paragraph 1');
  });

  it('cuts a long heading so that the name stays one line', () => {
    const long = 'How long we keep the data you send us through the contact form and by e-mail';
    expect(humanPath('/sections/0/paragraphs/0', policy([long]))).toBe('How long we keep the data you send us through the contact f… › Paragraph 1');
  });
});

describe('humanPath', () => {
  // The server names a version's changes in the history with the same words (FieldName in Go).
  it.each(fieldPathCases)('names $pointer as the history does: $about', (c) => {
    const documents: unknown[] = ('documents' in c ? c.documents : undefined) ?? [];
    expect(humanPath(c.pointer, ...documents)).toBe(c.words);
  });

  it('reads a pointer in the form’s words, counting items from one', () => {
    expect(humanPath('/roadmap/items/2/period')).toBe('Roadmap › Item 3 › Period');
    expect(humanPath('/company/shareCapital')).toBe('Company › Share capital');
    expect(humanPath('/seo/title')).toBe('Search engines and sharing › Page title');
    expect(humanPath('/sections/0/paragraphs/4')).toBe('Section 1 › Paragraph 5');
    expect(humanPath('/intro/0')).toBe('Introduction › Paragraph 1');
    expect(humanPath('/clinicalTable/rows/0/1')).toBe('Clinical table › Row 1 › Item 2');
    expect(humanPath('')).toBe('Whole document');
  });

  it('decodes the escapes of a pointer', () => {
    expect(fromPointer('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(toPointer(['a/b', 'c~d'])).toBe('/a~1b/c~0d');
  });
});

describe('showValue', () => {
  it('shows absent, empty and yes/no values in words', () => {
    expect(showValue(undefined)).toBe('—');
    expect(showValue('')).toBe('(empty)');
    expect(showValue(true)).toBe('Yes');
    expect(showValue([])).toBe('(empty list)');
    expect(showValue(42)).toBe('42');
  });
});
