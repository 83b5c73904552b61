import { describe, expect, it } from 'vitest';
import { MAX_FILLED, fillSiteSlots, fillTemplate } from './fill-template';

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
