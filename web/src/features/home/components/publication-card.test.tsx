import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import home from '../../../../content/defaults/home.json';
import type { Publication } from '@/content/schema';
import { publicationDoiUrl } from '@/lib/publication-links';
import { PublicationCard } from './publication-card';

// A made-up DOI, for this test only: the site's content never invents one.
const madeUp: Publication = {
  title: 'Example study',
  source: 'Example Journal',
  year: '2024',
  topic: 'Example',
  searchTerms: 'example study',
  doi: '10.5555/example.2024#1',
};

function links(p: Publication) {
  const doc = renderToStaticMarkup(<PublicationCard publication={p} texts={home.researchNetwork.publicationLinks} />);
  return [...doc.matchAll(/<a ([^>]*)>/g)].map((m) => Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));
}

describe('PublicationCard', () => {
  it('links to the DOI in a new tab once the publication has one', () => {
    const [search, doi] = links(madeUp);
    expect(search.href).toMatch(/^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\/\?term=example\+study$/);
    expect(doi).toEqual(expect.objectContaining({ href: 'https://doi.org/10.5555/example.2024%231', target: '_blank' }));
    expect(doi.rel).toContain('noopener');
    expect(renderToStaticMarkup(<PublicationCard publication={madeUp} texts={home.researchNetwork.publicationLinks} />)).toContain('DOI 10.5555/example.2024#1');
  });

  it('shows only the literature-database link while the DOI is not filled in', () => {
    expect(links({ ...madeUp, doi: undefined }).map((a) => a.href)).toEqual(['https://pubmed.ncbi.nlm.nih.gov/?term=example+study']);
    expect(links({ ...madeUp, doi: '  ' })).toHaveLength(1);
  });
});

describe('publicationDoiUrl', () => {
  it('accepts a bare DOI, a doi: prefix or a doi.org address', () => {
    for (const doi of ['10.5555/abc', ' doi:10.5555/abc ', 'https://doi.org/10.5555/abc', 'http://dx.doi.org/10.5555/abc']) {
      expect(publicationDoiUrl({ ...madeUp, doi })).toBe('https://doi.org/10.5555/abc');
    }
  });
});
