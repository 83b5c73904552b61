import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { whitepaperPageContent } from '@/features/coin/components/whitepaper-page';
import { coinPageContent } from '@/features/coin/components/coin-page';
import { teamPageContent } from '@/features/team/components/team-page';
import { researchPageContent } from '@/features/research/components/research-page';
import { privacyPageContent } from '@/features/legal/components/privacy-page';
import { termsPageContent } from '@/features/legal/components/terms-page';
import { legalPageContent } from '@/features/legal/components/legal-page';
import { spaceResearchPageContent } from '@/features/space-research/components/space-research-page';
import { downloadsPageContent } from '@/features/research-papers/components/downloads-page';
import { researchPapersPageContent } from '@/features/research-papers/components/research-papers-page';
import { downloadSitePageContent } from '@/features/site-package/components/download-site-page';
import { galleryPageContent } from '@/features/gallery/components/gallery-page';
import { homePageContent } from '@/features/home/components/home-page';
import { GlobalPartnersPage, globalPartnersPageContent } from '@/features/partners/components/global-partners-page';
import { renderWithContent } from '@/lib/render-with-content';
import { matchRoutes } from '@/lib/router';
import { publicPages } from './public-pages';
import { publicRoutes, publicRoutesIn } from './routes';

// The routes name the documents the server embeds in each page; the pages name the ones
// they read. A page reading a document its route does not name would fail to render.
const readByPage: Record<string, string[]> = {
  '/': homePageContent,
  '/research': researchPageContent,
  '/research-papers': researchPapersPageContent,
  '/space-research': spaceResearchPageContent,
  '/qrs-coin': coinPageContent,
  '/downloads': downloadsPageContent,
  '/gallery': galleryPageContent,
  '/whitepaper': whitepaperPageContent,
  '/team': teamPageContent,
  '/global-partners': globalPartnersPageContent,
  '/legal': legalPageContent,
  '/download-site': downloadSitePageContent,
  '/privacy': privacyPageContent,
  '/terms': termsPageContent,
  '*': ['not-found'],
};

describe('public routes', () => {
  it('show each page at its path, and the not-found page at any other', () => {
    const pageAt = (tree: typeof publicRoutes, path: string) => {
      const matched = matchRoutes(tree, path);
      return (matched?.at(-1)?.handle as { content?: string } | undefined)?.content;
    };
    for (const page of publicPages().filter((p) => p.path !== '*')) expect(pageAt(publicRoutes, page.path), page.path).toBe(page.content);
    expect(pageAt(publicRoutes, '/Research/')).toBe('research');
    expect(pageAt(publicRoutes, '/research/more')).toBe('not-found');
    expect(pageAt(publicRoutes, '/nowhere')).toBe('not-found');
    // Another language's pages sit under its prefix, with its own not-found page.
    const german = publicRoutesIn('de');
    expect(pageAt(german, '/de')).toBe('home');
    expect(pageAt(german, '/de/nowhere')).toBe('not-found');
  });

  it('embed exactly the documents each page reads', () => {
    const declared = Object.fromEntries(publicPages().map((p) => [p.path, [p.content, ...(p.also ?? [])].sort()]));
    expect(declared).toEqual(Object.fromEntries(Object.entries(readByPage).map(([path, keys]) => [path, [...keys].sort()])));
  });

  it('embed the lists the partners directory reads: its partners and the categories that group them', () => {
    const page = publicPages().find((p) => p.path === '/global-partners')!;
    const lists = Object.fromEntries((page.lists ?? []).map((path) => [path, []]));
    const html = renderWithContent(createElement(GlobalPartnersPage), globalPartnersPageContent, lists);
    // Rendered from the embedded lists alone, the page is complete, not waiting for one.
    expect(html).toContain('No Partners Available');
    expect(html).not.toContain('Loading partners...');
  });
});

describe('German addresses', () => {
  const german = import.meta.glob<{ seo?: { slug?: string } }>('../../content/defaults/de/*.json', { eager: true, import: 'default' });
  const slugOf = (key: string) => german[`../../content/defaults/de/${key}.json`]?.seo?.slug;

  it('give every page but the home and not-found pages its own German address, each once', () => {
    const pages = publicPages().filter((p) => p.path !== '/' && p.path !== '*');
    const slugs = pages.map((p) => slugOf(p.content));
    expect(pages.filter((_, i) => !slugs[i]).map((p) => p.path)).toEqual([]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
