import { describe, expect, it } from 'vitest';
import { closestPages, distance } from './closest-pages';

const pages = [
  { label: 'Research', href: '/research' },
  { label: 'Research Papers', href: '/research-papers' },
  { label: 'Team', href: '/team' },
  { label: 'Global Partners', href: '/global-partners' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Forschung', href: '/de/forschung' },
  { label: 'About', href: '/#about' },
];

describe('closestPages', () => {
  it('offers the pages whose address or name is closest to the one asked, the closest first', () => {
    expect(closestPages('/reserch', pages).map((p) => p.href)).toEqual(['/research']);
    expect(closestPages('/papers', pages).map((p) => p.href)).toEqual(['/research-papers']);
    expect(closestPages('/teams', pages)[0].href).toBe('/team');
    expect(closestPages('/partners', pages).map((p) => p.href)).toEqual(['/global-partners']);
    expect(closestPages('/de/forshung', pages)[0].href).toBe('/de/forschung');
    expect(closestPages('/Gallery/', pages)[0].href).toBe('/gallery');
  });

  it('offers nothing for an address like no page, and never a section of the home page', () => {
    expect(closestPages('/xyzzy-plugh', pages)).toEqual([]);
    expect(closestPages('/', pages)).toEqual([]);
    expect(closestPages('/about', pages)).toEqual([]);
  });

  it('counts the letters to change', () => {
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('', 'abc')).toBe(3);
    expect(distance('team', 'team')).toBe(0);
  });
});
