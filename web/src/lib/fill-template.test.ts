import { describe, expect, it } from 'vitest';
import { fillSiteSlots, fillTemplate } from './fill-template';

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
