import { describe, expect, it } from 'vitest';
import { defaultDocument } from './defaults';
import { applyChange, emptyValue, formTree, nodeAt } from './schema-tree';

describe('formTree', () => {
  it('keeps the properties in the order of the schema and knows dates, colours, links and choices', () => {
    const coin = formTree('qrs-coin');
    expect(coin.props.map((p) => p.name)).toEqual(['seo', 'hero', 'objective', 'offer', 'dexBanner', 'wallets', 'roadmap']);
    expect(nodeAt(coin, ['roadmap', 'items', 0, 'status'])).toEqual({ kind: 'enum', options: ['completed', 'ongoing', 'planned'] });
    expect(nodeAt(coin, ['hero', 'primaryCta', 'href'])).toMatchObject({ kind: 'text', format: 'href' });
    expect(nodeAt(formTree('privacy'), ['updated'])).toMatchObject({ kind: 'text', format: 'date' });
    expect(nodeAt(formTree('home'), ['benefits', 'energyLevels', 0, 'color'])).toMatchObject({ kind: 'text', format: 'color' });
    expect(nodeAt(formTree('home'), ['benefits', 'energyLevels', 0, 'energy'])).toEqual({ kind: 'number', integer: true, min: 0, max: 100 });
  });

  it('starts a new list item with its required fields empty and its first choice', () => {
    expect(emptyValue(nodeAt(formTree('qrs-coin'), ['roadmap', 'items', 0])!)).toEqual({ period: '', title: '', description: '', status: 'completed' });
    expect(emptyValue(nodeAt(formTree('home'), ['expertQuotes', 'quotes', 0])!)).toEqual({ quote: '', name: '' });
  });
});

describe('applyChange', () => {
  const team = defaultDocument('team') as { seo: Record<string, unknown> };

  it('changes one place and copies only the way to it', () => {
    const next = applyChange(formTree('team'), team, ['seo', 'title'], 'Our team') as typeof team & { hero: unknown };
    expect(next.seo.title).toBe('Our team');
    expect(team.seo.title).not.toBe('Our team');
    expect(next.hero).toBe((team as unknown as { hero: unknown }).hero);
  });

  it('leaves an optional text out when it is emptied, and keeps an emptied required one', () => {
    const tree = formTree('team');
    const withImage = applyChange(tree, team, ['seo', 'image'], '/uploads/a.png');
    expect((withImage as typeof team).seo.image).toBe('/uploads/a.png');
    const without = applyChange(tree, withImage, ['seo', 'image'], '') as typeof team;
    expect('image' in without.seo).toBe(false);
    expect((applyChange(tree, team, ['seo', 'title'], '') as typeof team).seo.title).toBe('');
    expect('hidden' in (applyChange(tree, team, ['seo', 'hidden'], false) as typeof team).seo).toBe(false);
  });

  it('leaves an optional group out once all its fields are empty', () => {
    const tree = formTree('privacy');
    const policy = { ...(defaultDocument('aml-kyc-policy') as Record<string, unknown>) };
    delete policy.seo;
    const withSeo = applyChange(tree, policy, ['seo', 'title'], 'Privacy') as Record<string, unknown>;
    expect(withSeo.seo).toEqual({ title: 'Privacy' });
    expect('seo' in (applyChange(tree, withSeo, ['seo', 'title'], '') as Record<string, unknown>)).toBe(false);
  });
});
