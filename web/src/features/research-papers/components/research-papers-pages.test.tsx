import { describe, expect, it } from 'vitest';
import type { ResearchPaper } from '@/lib/entities';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { DownloadsPage, downloadsPageContent } from './downloads-page';
import { ResearchPapersPage, researchPapersPageContent } from './research-papers-page';

const paper = (id: number, pdfUrl: string, category: string): ResearchPaper => ({
  id, title: `Paper ${id}`, description: '', pdfUrl, authors: 'A. Author', journal: 'Journal', publicationDate: '2025-01-05', category, orderIndex: 0,
});
const papers = [paper(1, '/uploads/a.pdf', 'Studies'), paper(2, '/uploads/b.png', '')];

describe('research papers page', () => {
  it('dates papers in long US form', () => {
    const html = renderWithContent(<ResearchPapersPage />, researchPapersPageContent, { '/api/research-papers': papers });
    expect(html).toContain('January 5, 2025');
    expect(html).toContain('Download PDF');
    expect(unfilledSlots(html)).toEqual([]);
  });

  it('says so when there are none', () => {
    expect(renderWithContent(<ResearchPapersPage />, researchPapersPageContent, { '/api/research-papers': [] })).toContain('No Research Papers Available');
  });
});

describe('documentation library', () => {
  it('names each download’s kind and action, and gathers uncategorised ones', () => {
    const html = renderWithContent(<DownloadsPage />, downloadsPageContent, { '/api/research-papers': papers, '/api/categories': [] });
    expect(html).toContain('PDF Document');
    expect(html).toContain('View Image');
    expect(html).toContain('General');
    expect(html).toContain('Phone off, 3 meters away');
    expect(unfilledSlots(html)).toEqual([]);
  });
});
