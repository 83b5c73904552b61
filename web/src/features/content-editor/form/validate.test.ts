import { describe, expect, it } from 'vitest';
import { contentSchemas, type ContentKey } from '@/content/schema';
import { defaultDocument } from './defaults';
import { knownPatterns } from './labels';
import { applyChange, formTree } from './schema-tree';
import { ALT_REQUIRED, validateContent } from './validate';

const keys = Object.keys(contentSchemas) as ContentKey[];
const coin = () => structuredClone(defaultDocument('qrs-coin')) as { roadmap: { items: Record<string, unknown>[] }; hero: { primaryCta: { href: string } } };

describe('validateContent', () => {
  it.each(keys)('finds the default %s document valid', (key) => {
    expect(validateContent(key, defaultDocument(key))).toEqual({});
  });

  it('names a list and a text over their limits, in the words the server uses', () => {
    const site = structuredClone(defaultDocument('site')) as { footer: { tagline: string; columns: { links: unknown[] }[] } };
    site.footer.columns[0].links = Array.from({ length: 30000 }, (_, i) => ({ label: String(i), href: '/team' }));
    site.footer.tagline = 'x'.repeat(3001);
    expect(validateContent('site', site)).toEqual({
      '/footer/columns/0/links': 'Must have at most 40 items',
      '/footer/tagline': 'Must be at most 3000 characters',
    });
    const home = structuredClone(defaultDocument('home')) as { seo: { image?: string; imageAlt?: string } };
    home.seo.image = 'javascript:alert(1)';
    home.seo.imageAlt = 'A picture';
    expect(validateContent('home', home)).toEqual({ '/seo/image': 'Enter an uploaded image (/uploads/…) or an image address starting with https://' });
  });

  it('names a rich text whose texts together pass its limit, in the plain field’s words', () => {
    const site = structuredClone(defaultDocument('site')) as { footer: { tagline: unknown } };
    const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    site.footer.tagline = { type: 'doc', content: [paragraph('x'.repeat(2000)), paragraph('y'.repeat(1001))] };
    expect(validateContent('site', site)).toEqual({ '/footer/tagline': 'Must be at most 3000 characters' });
    site.footer.tagline = { type: 'doc', content: [paragraph('x'.repeat(2000)), paragraph('y'.repeat(1000))] };
    expect(validateContent('site', site)).toEqual({});
  });

  it('names a blank required field by its pointer', () => {
    const doc = coin();
    doc.roadmap.items[2].period = '';
    expect(validateContent('qrs-coin', doc)).toEqual({ '/roadmap/items/2/period': 'Required' });
  });

  it('says Required for a missing property and words a broken rule', () => {
    const doc = coin();
    delete doc.roadmap.items[0].title;
    doc.roadmap.items[1].status = 'later';
    expect(validateContent('qrs-coin', doc)).toEqual({
      '/roadmap/items/0/title': 'Required',
      '/roadmap/items/1/status': 'Choose one of: Completed, Ongoing, Planned.',
    });
    const policy = structuredClone(defaultDocument('privacy')) as { updated: string };
    policy.updated = '22.11.2026';
    expect(validateContent('privacy', policy)).toEqual({ '/updated': 'Enter a date.' });
    const whitepaper = structuredClone(defaultDocument('whitepaper')) as { tokenomics: { allocation: { percent: number; color: string }[] } };
    whitepaper.tokenomics.allocation[0].percent = 120;
    whitepaper.tokenomics.allocation[1].color = 'blue';
    expect(validateContent('whitepaper', whitepaper)).toEqual({
      '/tokenomics/allocation/0/percent': 'Enter at most 100.',
      '/tokenomics/allocation/1/color': 'Enter a colour as # and six hex digits, e.g. #1e40af.',
    });
  });

  it('refuses a link that would run a script, next to its field', () => {
    const doc = coin();
    doc.hero.primaryCta.href = 'javascript:alert(1)';
    expect(validateContent('qrs-coin', doc)).toEqual({ '/hero/primaryCta/href': 'Links starting with javascript: are not allowed.' });
  });

  it('asks for the description of a social preview image once one is set', () => {
    const tree = formTree('team');
    const withImage = applyChange(tree, defaultDocument('team'), ['seo', 'image'], '/uploads/preview.png');
    expect(validateContent('team', withImage)).toEqual({ '/seo/imageAlt': ALT_REQUIRED });
    expect(validateContent('team', applyChange(tree, withImage, ['seo', 'imageAlt'], 'The team at work'))).toEqual({});
  });

  it('takes the media library\'s description of a picture the document does not describe itself', () => {
    const tree = formTree('team');
    const withImage = applyChange(tree, defaultDocument('team'), ['seo', 'image'], '/uploads/preview.png');
    expect(validateContent('team', withImage, { '/uploads/preview.png': 'The team at work' })).toEqual({});
    expect(validateContent('team', withImage, { '/uploads/other.png': 'Another picture' })).toEqual({ '/seo/imageAlt': ALT_REQUIRED });
  });

  it('words every pattern the content schema has', () => {
    const patterns = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if (k === 'pattern' && typeof x === 'string') patterns.add(x);
          else walk(x);
        }
      }
    };
    walk(JSON.parse(JSON.stringify(Object.fromEntries(keys.map((k) => [k, formTree(k)])))));
    expect([...patterns].filter((p) => !knownPatterns.includes(p))).toEqual([]);
    expect(patterns.size).toBeGreaterThan(5);
  });
});
