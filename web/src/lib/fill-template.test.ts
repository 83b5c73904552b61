import { describe, expect, it } from 'vitest';
import { MAX_FILLED, fillDocumentSiteSlots, fillSiteSlots, fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills every slot, as often as it appears', () => {
    expect(fillTemplate('{n} of {total}', { n: 1, total: 4 })).toBe('1 of 4');
    expect(fillTemplate('{a}-{a}', { a: 'x' })).toBe('x-x');
  });

  it('leaves a slot it has no value for, and text without slots, as written', () => {
    expect(fillTemplate('Connect {wallet}', {})).toBe('Connect {wallet}');
    expect(fillTemplate('Plain text', { wallet: 'A' })).toBe('Plain text');
  });

  it('does not read inherited names', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});

describe('fillSiteSlots', () => {
  const site = { company: { name: 'QRS AG', street: 'Main Street 1' }, contact: { phone: '+423 1' }, count: 3 };
  it('fills dotted paths into the site document and leaves the rest as written', () => {
    expect(fillSiteSlots('{company.name}, {company.street}; call {contact.phone}', site)).toBe('QRS AG, Main Street 1; call +423 1');
    expect(fillSiteSlots('{company.missing} {company} {date} {contact}', site)).toBe('{company.missing} {company} {date} {contact}');
  });
});

describe('facts', () => {
  const site = { facts: { totalSupply: 50000000, walkingFactor: 22.5, patents: { signal: 'EP 0594 655 B1' } } };

  it('are written as the language of the text writes numbers, by the marks of languages.json', () => {
    expect(fillSiteSlots('{facts.totalSupply} coins, {facts.walkingFactor} times', site, 'en')).toBe('50,000,000 coins, 22.5 times');
    expect(fillSiteSlots('{facts.totalSupply} Coins, {facts.walkingFactor}-mal', site, 'de')).toBe('50’000’000 Coins, 22,5-mal');
  });

  it('that are texts are put in as written', () => {
    expect(fillSiteSlots('{facts.patents.signal}', site, 'de')).toBe('EP 0594 655 B1');
  });

  it('fill every text of a document, a rich text’s words too, and leave the document as it was', () => {
    const doc = {
      lead: 'The supply: {facts.totalSupply}',
      rows: [{ value: '+{facts.walkingFactor} %' }],
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'of {facts.totalSupply}' }] }] },
      show: true,
    };
    const before = structuredClone(doc);
    expect(fillDocumentSiteSlots(doc, site, 'de')).toEqual({
      lead: 'The supply: 50’000’000',
      rows: [{ value: '+22,5 %' }],
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'of 50’000’000' }] }] },
      show: true,
    });
    expect(doc).toEqual(before);
  });
});

describe('filling is bounded', () => {
  it('stops filling a text once it would pass the most a filled text may hold, leaving the rest as written', () => {
    const toggle = '{label}'.repeat(42); // as much of it as the field holds
    const filled = fillTemplate(toggle, { label: 'x'.repeat(10000) });
    expect(filled.length).toBeLessThanOrEqual(MAX_FILLED);
    expect(filled.startsWith('x'.repeat(10000))).toBe(true);
    expect(filled.endsWith('{label}')).toBe(true);
    const legal = fillSiteSlots('{company.name} '.repeat(1300), { company: { name: 'n'.repeat(300) } });
    expect([...legal].length).toBeLessThanOrEqual(MAX_FILLED);
  });

  it('never fills a value that was put in', () => {
    expect(fillTemplate('{a}', { a: '{a}{a}' })).toBe('{a}{a}');
    expect(fillSiteSlots('{company.name}', { company: { name: '{company.name}{company.name}' } })).toBe('{company.name}{company.name}');
  });
});
